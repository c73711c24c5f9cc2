import { describe, expect, it } from "vitest";
import { PLACEMENTS } from "#lib/commerce/catalog/categories.ts";
import { KIND_NAMES, type Kind } from "#lib/commerce/catalog/pictures/kinds.ts";
import { productKind, readName } from "#lib/commerce/catalog/pictures/product-kind.ts";
import { GIFT_CARD_CATEGORY_ID, TAXONOMY, walkTaxonomy } from "#lib/commerce/catalog/taxonomy.ts";
import { NOUNS } from "#lib/commerce/catalog/vocabulary.ts";
import { LANGUAGES } from "#lib/markets/markets.ts";
import { generateCatalog } from "#seed/catalog/generate.ts";

const catalog = generateCatalog();
const LEAF_KEY = new Map([...walkTaxonomy(TAXONOMY)].map(([node]) => [node.id, node.key]));
/** The kinds a leaf category sells, as the generator places them. */
const KINDS_OF_LEAF = new Map(PLACEMENTS.map((placement) => [placement.categoryId, placement.items.map((item) => item.noun)]));
const EN = LANGUAGES.indexOf("en");

describe("what a product is, read from its category and name", () => {
  it("reads every generated product in every language, none falling back to a generic shape", () => {
    const unread: string[] = [];
    for (const product of catalog.products) {
      for (const language of LANGUAGES) {
        if (!readName(product.categoryId, product.name[language], language))
          unread.push(`${product.id} ${language} ${product.name[language]}`);
      }
    }
    expect(unread).toEqual([]);
  });

  it("gives each product a kind its leaf category sells, whose noun its name carries, the same in every language", () => {
    const wrong: string[] = [];
    for (const product of catalog.products) {
      const en = productKind(product.categoryId, product.name.en, "en");
      const leaf = LEAF_KEY.get(product.categoryId) ?? "?";
      if (product.categoryId === GIFT_CARD_CATEGORY_ID) {
        if (en.kind !== "giftCard") wrong.push(`${product.id} ${leaf}: ${en.kind}`);
        continue;
      }
      const sold: readonly Kind[] = KINDS_OF_LEAF.get(product.categoryId) ?? [];
      if (!sold.includes(en.kind)) wrong.push(`${product.id} in ${leaf} drawn as ${en.kind}`);
      // "Navy striped winter jacket with hood" is drawn as a winter jacket.
      const noun = en.kind === "giftCard" ? "" : (NOUNS[en.kind][EN] ?? "");
      if (!product.name.en.toLowerCase().includes(noun.toLowerCase()))
        wrong.push(`${product.id} "${product.name.en}" drawn as ${en.kind}`);
      for (const language of LANGUAGES) {
        const other = productKind(product.categoryId, product.name[language], language);
        if (other.kind !== en.kind || other.pattern !== en.pattern)
          wrong.push(`${product.id} ${language}: ${other.kind}/${other.pattern}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("draws the pattern the name says", () => {
    const products = catalog.products.filter((product) => product.name.en.includes(" striped "));
    expect(products.length).toBeGreaterThan(50);
    for (const product of products) expect(productKind(product.categoryId, product.name.sv, "sv").pattern).toBe("striped");
    const checked = catalog.products.find((product) => product.name.en.includes("checked"));
    expect(checked && productKind(checked.categoryId, checked.name.de, "de").pattern).toBe("checked");
    // Styles that do not show in a drawing (organic cotton) are plain.
    const organic = catalog.products.find((product) => product.name.en.includes("in organic cotton"));
    expect(organic && productKind(organic.categoryId, organic.name.fr, "fr").pattern).toBe("plain");
  });

  it("uses every kind it can draw, and tells a cap from a beanie in one category", () => {
    const used = new Set(catalog.products.map((product) => productKind(product.categoryId, product.name.en, "en").kind));
    expect([...used].sort()).toEqual([...KIND_NAMES].sort());
    const caps = catalog.products.filter((product) => LEAF_KEY.get(product.categoryId) === "caps");
    const kinds = new Set(caps.map((product) => productKind(product.categoryId, product.name.pl, "pl").kind));
    expect([...kinds].sort()).toEqual(["beanie", "cap", "sunHat"]);
  });

  it("falls back to the category's first kind for a name it does not know", () => {
    // The model word the generator adds to a name it has given before is skipped.
    expect(readName(1311, "Röd vinterjacka med reflexer Alva 2", "sv")).toEqual({ kind: "winterJacket", pattern: "reflective" });
    expect(readName(1311, "Something else entirely", "en")).toBeNull();
    expect(productKind(1311, "Something else entirely", "en")).toEqual({ kind: "winterJacket", pattern: "plain" });
    // A product in a parent category gets the first kind below it: jeans → slim fit jeans.
    expect(productKind(110, "Svarta jeans", "sv")).toEqual({ kind: "jeansSlim", pattern: "plain" });
  });
});
