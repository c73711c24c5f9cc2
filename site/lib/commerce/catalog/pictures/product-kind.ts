/**
 * What a product is, read back from its category and its name: the generator
 * (seed/catalog/) names every product from a noun, a colour and a style in each
 * language, so the names a category can hold are known. A product's picture
 * follows its noun (a cap and a beanie share a category, not a drawing) and its
 * style (striped, checked, with print…).
 *
 * A catalog with its own product data would store the kind with the product;
 * this one has only the generated names, and the test beside this module checks
 * every generated product in every language is read back right.
 */

import { PLACEMENTS } from "#lib/commerce/catalog/categories.ts";
import { buildName, parseNoun } from "#lib/commerce/catalog/names.ts";
import { GIFT_CARD_CATEGORY_ID, walkTaxonomy } from "#lib/commerce/catalog/taxonomy.ts";
import { COLOURS, DENIM_COLOURS, NOUNS, STYLES, type StyleKey } from "#lib/commerce/catalog/vocabulary.ts";
import type { Language } from "#lib/markets/markets.ts";
import { type Kind, PATTERNS, type Pattern } from "./kinds.ts";

export interface ProductKind {
  kind: Kind;
  pattern: Pattern;
}

const LANGUAGE_INDEX: Record<Language, number> = { sv: 0, nb: 1, da: 2, fi: 3, nl: 4, de: 5, fr: 6, pl: 7, en: 8 };
const DENIM = COLOURS.filter((colour) => DENIM_COLOURS.includes(colour.key));

/** A style the drawing shows, or plain for those it cannot (organic cotton, stretch, quick-dry…). */
function patternOf(style: StyleKey): Pattern {
  return (PATTERNS as readonly string[]).includes(style) ? (style as Pattern) : "plain";
}

const tables = new Map<Language, Map<string, ProductKind>>();

/** Every name the generator can give in one language, keyed `${categoryId}|${name}`. */
function table(language: Language): Map<string, ProductKind> {
  const known = tables.get(language);
  if (known) return known;
  const i = LANGUAGE_INDEX[language];
  const names = new Map<string, ProductKind>();
  for (const placement of PLACEMENTS) {
    for (const item of placement.items) {
      const noun = parseNoun(NOUNS[item.noun][i] ?? "");
      for (const colour of item.denim ? DENIM : COLOURS) {
        for (const style of item.styles) {
          const words = STYLES[style];
          const name = buildName(language, noun, colour.forms[i] ?? "", words === null ? null : (words[i] ?? null));
          names.set(`${placement.categoryId}|${name}`, { kind: item.noun, pattern: patternOf(style) });
        }
      }
    }
  }
  tables.set(language, names);
  return names;
}

/** The first item a category (or the first of its subcategories) sells: what a product there is when its name says nothing more. */
function firstKindOf(categoryId: number): Kind | null {
  const node = [...walkTaxonomy()].find(([n]) => n.id === categoryId)?.[0];
  const ids = node ? [...walkTaxonomy([node])].map(([n]) => n.id) : [];
  for (const id of ids) {
    const noun = PLACEMENTS.find((placement) => placement.categoryId === id)?.items[0]?.noun;
    if (noun) return noun;
  }
  return null;
}

/**
 * The kind and pattern a generated name says, or null for a name the generator
 * cannot have given in that category. A model word the generator adds to tell two
 * same-named products apart ("… Alva", "… Alva 2") is skipped.
 */
export function readName(categoryId: number, name: string, language: Language): ProductKind | null {
  if (categoryId === GIFT_CARD_CATEGORY_ID) return { kind: "giftCard", pattern: "plain" };
  const names = table(language);
  const words = name.split(" ");
  for (let cut = words.length; cut >= Math.max(1, words.length - 2); cut--) {
    const found = names.get(`${categoryId}|${words.slice(0, cut).join(" ")}`);
    if (found) return found;
  }
  return null;
}

/** Products a process has read the kind of: every card of a listing asks, and a catalog has a few thousand names per language. */
const read = new Map<string, Readonly<ProductKind>>();
const MAX_READ = 50_000;

/** The kind and pattern of a product; a name it cannot read gets its category's first kind, plain. */
export function productKind(categoryId: number, name: string, language: Language): Readonly<ProductKind> {
  const key = `${categoryId}|${language}|${name}`;
  const known = read.get(key);
  if (known) return known;
  const found: ProductKind = readName(categoryId, name, language) ?? { kind: firstKindOf(categoryId) ?? "tee", pattern: "plain" };
  // Shared by every card that asks: nobody may change it.
  const kind = Object.freeze(found);
  if (read.size >= MAX_READ) read.clear();
  read.set(key, kind);
  return kind;
}
