import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type CategoryNode, TAXONOMY, walkTaxonomy } from "#lib/commerce/catalog/taxonomy.ts";
import { LANGUAGES, MARKET_CODES, MARKETS } from "#lib/markets/markets.ts";
import { CATEGORY_AUDIENCE, FIRST_PRODUCT_ID, generateCatalog, productSlugBase, REFERENCE_DATE } from "./generate.ts";
import { CLOTHING_SIZES } from "./sizes.ts";
import type { ProductSeed } from "./types.ts";

const catalog = generateCatalog();
const { products, brands } = catalog;
const GIFT_CARDS = 158;
const DAY_MS = 86_400_000;

function subtreeIds(id: number): Set<number> {
  const node = [...walkTaxonomy()].find(([n]) => n.id === id)?.[0];
  if (!node) throw new Error(`no category ${id}`);
  return new Set([...walkTaxonomy([node])].map(([n]) => n.id));
}

const SHOES = subtreeIds(182);
const FIRST_SHOES = subtreeIds(1210);
const ONESIZE = new Set([...subtreeIds(260), ...subtreeIds(330), GIFT_CARDS]);
const SOCKS = subtreeIds(240);
const BRAS = subtreeIds(320);
const WINTER_JACKETS = subtreeIds(1311);
const T_SHIRTS = subtreeIds(140);

const inCategories = (ids: Set<number>) => products.filter((p) => ids.has(p.categoryId));
const share = (part: number, whole: number) => part / whole;
const numbersIn = (key: string) => key.split("-").map(Number);
const regular = products.filter((p) => p.categoryId !== GIFT_CARDS);

describe("generateCatalog", () => {
  it("is deterministic", () => {
    const hash = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");
    const again = generateCatalog();
    expect(hash(again)).toBe(hash(catalog));
    expect(again).toEqual(catalog);
  });

  it("is fast", () => {
    const start = performance.now();
    generateCatalog();
    expect(performance.now() - start).toBeLessThan(5000);
  });

  it("has at least 3,000 products from about 60 brands, every brand used", () => {
    expect(products.length).toBeGreaterThanOrEqual(3000);
    expect(products.length).toBeLessThanOrEqual(3500);
    expect(brands.length).toBeGreaterThanOrEqual(55);
    expect(brands.length).toBeLessThanOrEqual(65);
    const used = new Set(products.map((p) => p.brandId));
    for (const brand of brands) expect(used.has(brand.id), brand.name).toBe(true);
  });

  it("has unique ids, product keys and brand slugs", () => {
    const ids = products.map((p) => p.id);
    expect(new Set(ids).size).toBe(products.length);
    expect(Math.min(...ids)).toBe(FIRST_PRODUCT_ID);
    for (const id of ids) expect(String(id)).toMatch(/^\d{6}$/);
    expect(new Set(products.map((p) => p.productKey)).size).toBe(products.length);
    for (const p of products) {
      expect(p.productKey).toMatch(/^[A-Za-z0-9]+$/);
      expect(p.productKey).not.toContain("-clone");
    }
    expect(new Set(brands.map((b) => b.slug)).size).toBe(brands.length);
    expect(new Set(brands.map((b) => b.id)).size).toBe(brands.length);
    for (const brand of brands) expect(brand.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const brandIds = new Set(brands.map((b) => b.id));
    for (const p of products) expect(brandIds.has(p.brandId)).toBe(true);
  });

  it("fills every leaf with at least 12 products per gender it is shown for", () => {
    const leaves = [...walkTaxonomy()].map(([node]) => node).filter((node: CategoryNode) => !node.children);
    for (const leaf of leaves) {
      const audience = CATEGORY_AUDIENCE.get(leaf.id);
      const here = products.filter((p) => p.categoryId === leaf.id);
      if (audience === "shared") {
        expect(here.length, leaf.key).toBeGreaterThan(0);
        continue;
      }
      const genders = audience === "girls" ? (["girls"] as const) : (["boys", "girls"] as const);
      for (const gender of genders) {
        expect(here.filter((p) => p.gender === gender).length, `${leaf.key} ${gender}`).toBeGreaterThanOrEqual(12);
      }
      if (audience === "girls")
        expect(
          here.every((p) => p.gender === "girls" && !p.clone),
          leaf.key,
        ).toBe(true);
    }
  });

  it("puts products only in taxonomy nodes, and every node has products in its subtree", () => {
    const known = new Set([...walkTaxonomy()].map(([node]) => node.id));
    for (const p of products) expect(known.has(p.categoryId)).toBe(true);
    for (const node of TAXONOMY) {
      const ids = subtreeIds(node.id);
      expect(
        products.some((p) => ids.has(p.categoryId)),
        node.key,
      ).toBe(true);
    }
  });

  it("gives sizes that fit the category, with unique ASCII variant keys", () => {
    const bad: string[] = [];
    const check = (ok: boolean, p: ProductSeed, why: string) => {
      if (!ok) bad.push(`${p.productKey} (${p.categoryId}) ${why}: ${p.variants.map((v) => v.variantKey).join(",")}`);
    };
    for (const p of products) {
      const keys = p.variants.map((v) => v.variantKey);
      check(keys.length > 0 && new Set(keys).size === keys.length, p, "duplicate or no variant keys");
      check(
        p.variants.every((v) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v.variantKey) && v.size !== ""),
        p,
        "variant key not ASCII kebab",
      );
      if (ONESIZE.has(p.categoryId)) {
        check(keys.length === 1 && keys[0] === "onesize", p, "not one size");
      } else if (SHOES.has(p.categoryId)) {
        const [min, max] = FIRST_SHOES.has(p.categoryId) ? [18, 24] : [22, 41];
        check(keys.length >= 5 && keys.length <= 9, p, "not 5–9 shoe sizes");
        check(
          keys.every((key) => Number(key) >= min && Number(key) <= max),
          p,
          `shoe size outside ${min}–${max}`,
        );
      } else if (SOCKS.has(p.categoryId)) {
        check(
          keys.every((key) => /^\d{2}-\d{2}$/.test(key)),
          p,
          "sock sizes not ranges",
        );
      } else if (BRAS.has(p.categoryId)) {
        check(
          keys.every((key) => /^\d{2}[a-d]$/.test(key)),
          p,
          "bra sizes not band + cup",
        );
      } else {
        check(
          keys.every((key) => numbersIn(key).every((cm) => cm >= 50 && cm <= 176)),
          p,
          "clothing size outside 50–176",
        );
        if (keys.every((key) => /^\d+$/.test(key))) {
          const start = CLOTHING_SIZES.indexOf(Number(keys[0]));
          const run = CLOTHING_SIZES.slice(start, start + keys.length).map(String);
          check(
            keys.length >= 4 && keys.length <= 7 && start >= 0 && run.join() === keys.join(),
            p,
            "not 4–7 consecutive standard sizes",
          );
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it("has some sold-out variants and some fully sold-out products", () => {
    const variants = regular.flatMap((p) => p.variants);
    const soldOutVariants = share(variants.filter((v) => v.stock === 0).length, variants.length);
    expect(soldOutVariants).toBeGreaterThan(0.04);
    expect(soldOutVariants).toBeLessThan(0.15);
    const soldOutProducts = share(regular.filter((p) => p.variants.every((v) => v.stock === 0)).length, regular.length);
    expect(soldOutProducts).toBeGreaterThan(0.01);
    expect(soldOutProducts).toBeLessThan(0.07);
    expect(variants.filter((v) => !Number.isInteger(v.stock) || v.stock < 0 || v.stock > 25)).toEqual([]);
  });

  it("prices every product in every market, at the currency's price points", () => {
    const bad: string[] = [];
    for (const p of products) {
      if (Object.keys(p.prices).sort().join() !== [...MARKET_CODES].sort().join()) bad.push(`${p.productKey}: markets`);
      for (const market of MARKET_CODES) {
        const price = p.prices[market];
        if (!price) continue;
        const { list, sale } = price;
        const where = `${p.productKey} ${market} ${list}/${sale}`;
        if (!Number.isInteger(list) || list <= 0) bad.push(`${where}: list`);
        if (sale !== null && (!Number.isInteger(sale) || sale <= 0 || sale >= list)) bad.push(`${where}: sale not below list`);
        if (p.categoryId === GIFT_CARDS) continue;
        const currency = MARKETS[market].currency;
        for (const amount of sale === null ? [list] : [list, sale]) {
          const ok =
            currency === "EUR"
              ? amount % 100 === 95
              : currency === "PLN"
                ? amount % 100 === 99
                : amount % 100 === 0 && [5, 9].includes((amount / 100) % 10);
          if (!ok) bad.push(`${where}: ${amount} is no ${currency} price point`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it("puts about a quarter on sale, the same products in every market, 20–50 % off", () => {
    const onSale = regular.filter((p) => p.prices.se.sale !== null);
    const saleShare = share(onSale.length, regular.length);
    expect(saleShare).toBeGreaterThanOrEqual(0.15);
    expect(saleShare).toBeLessThanOrEqual(0.35);
    for (const p of products) {
      const states = new Set(MARKET_CODES.map((market) => p.prices[market].sale !== null));
      expect(states.size, p.productKey).toBe(1);
    }
    for (const p of products.filter((p) => p.categoryId === GIFT_CARDS)) expect(p.prices.se.sale).toBeNull();
    const discounts = onSale.map((p) => 1 - (p.prices.se.sale ?? 0) / p.prices.se.list);
    const average = discounts.reduce((a, b) => a + b, 0) / discounts.length;
    expect(average).toBeGreaterThan(0.25);
    expect(average).toBeLessThan(0.45);
  });

  it("prices categories at plausible levels in every market", () => {
    const jackets = inCategories(WINTER_JACKETS);
    const socks = inCategories(SOCKS);
    const tees = inCategories(T_SHIRTS);
    const mean = (list: ProductSeed[], market: (typeof MARKET_CODES)[number]) =>
      list.reduce((sum, p) => sum + p.prices[market].list, 0) / list.length;
    for (const market of MARKET_CODES) {
      const cheapestJacket = Math.min(...jackets.map((p) => p.prices[market].list));
      const dearestSocks = Math.max(...socks.map((p) => p.prices[market].list));
      expect(cheapestJacket, market).toBeGreaterThan(dearestSocks);
      expect(mean(jackets, market)).toBeGreaterThan(mean(tees, market));
      expect(mean(tees, market)).toBeGreaterThan(mean(socks, market));
    }
    // SEK levels natives expect: socks under 200 kr, winter jackets from about 900 kr.
    for (const p of socks) expect(p.prices.se.list).toBeLessThan(20000);
    for (const p of jackets) expect(p.prices.se.list).toBeGreaterThanOrEqual(89900);
  });

  it("dates products in the year before the reference date, some in the last 30 days", () => {
    const end = Date.parse(REFERENCE_DATE);
    const times = products.map((p) => Date.parse(p.createdAt));
    for (const t of times) {
      expect(Number.isNaN(t)).toBe(false);
      expect(t).toBeGreaterThanOrEqual(end - 365 * DAY_MS);
      expect(t).toBeLessThan(end);
    }
    const recent = share(times.filter((t) => t >= end - 30 * DAY_MS).length, times.length);
    expect(recent).toBeGreaterThan(0.05);
    expect(recent).toBeLessThan(0.15);
  });

  it("names, describes and colours every product in all nine languages", () => {
    const bad: string[] = [];
    for (const p of products) {
      for (const language of LANGUAGES) {
        for (const text of [p.name[language], p.description[language], p.colour[language]]) {
          if (typeof text !== "string" || text === "" || text.trim() !== text || /undefined|null|[{}]|\s{2}/.test(text)) {
            bad.push(`${p.productKey} ${language}: "${text}"`);
          }
        }
        if (!/^\p{Lu}/u.test(p.name[language])) bad.push(`${p.productKey} ${language}: "${p.name[language]}" not capitalized`);
      }
      if (!/^#[0-9a-f]{6}$/.test(p.colourHex)) bad.push(`${p.productKey}: colourHex ${p.colourHex}`);
    }
    expect(bad).toEqual([]);
  });

  it("makes a catalog of another size for benchmarks, ids and names still unique", () => {
    const larger = generateCatalog(6000).products;
    expect(larger).toHaveLength(6000);
    expect(new Set(larger.map((p) => p.id)).size).toBe(6000);
    for (const language of LANGUAGES)
      expect(new Set(larger.map((p) => `${p.brandId}|${p.name[language]}`)).size, language).toBe(6000);
  });

  it("keeps brand + name unique in every language", () => {
    for (const language of LANGUAGES) {
      const seen = new Set(products.map((p) => `${p.brandId}|${p.name[language]}`));
      expect(seen.size, language).toBe(products.length);
    }
  });

  it("makes ASCII kebab slug bases", () => {
    expect(productSlugBase("mala-sowa", "Ciemnoniebieskie jeansy slim fit z przetarciami")).toBe(
      "mala-sowa-ciemnoniebieskie-jeansy-slim-fit-z-przetarciami",
    );
    expect(productSlugBase("pfutze-pelle", "Weißes T-Shirt mit Print")).toBe("pfutze-pelle-weisses-t-shirt-mit-print");
    expect(productSlugBase("nordkid", "Różowa spódniczka tiulowa z brokatem – żółć")).toBe(
      "nordkid-rozowa-spodniczka-tiulowa-z-brokatem-zolc",
    );
    expect(productSlugBase("tusse-co", "Chaussons doublés à nœud, Œuvre")).toBe("tusse-co-chaussons-doubles-a-noeud-oeuvre");
    const slugOf = new Map(brands.map((b) => [b.id, b.slug]));
    const bad = products.flatMap((p) =>
      LANGUAGES.map((language) => productSlugBase(slugOf.get(p.brandId) ?? "", p.name[language])).filter(
        (slug) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug),
      ),
    );
    expect(bad).toEqual([]);
  });

  it("clones 10–20 % of the products shown to both genders, and nothing else", () => {
    const eligible = products.filter((p) => CATEGORY_AUDIENCE.get(p.categoryId) === "both");
    const cloneShare = share(eligible.filter((p) => p.clone).length, eligible.length);
    expect(cloneShare).toBeGreaterThanOrEqual(0.1);
    expect(cloneShare).toBeLessThanOrEqual(0.2);
    for (const p of products.filter((p) => CATEGORY_AUDIENCE.get(p.categoryId) !== "both")) expect(p.clone).toBe(false);
  });

  it("has a handful of gift cards with fixed amounts, one size and large stock", () => {
    const cards = products.filter((p) => p.categoryId === GIFT_CARDS);
    expect(cards.length).toBeGreaterThanOrEqual(3);
    expect(cards.length).toBeLessThanOrEqual(8);
    for (const card of cards) {
      expect(card.variants).toEqual([{ variantKey: "onesize", size: "onesize", stock: 9999 }]);
      expect(card.name.sv).toMatch(/^Presentkort \d+ kr$/);
      expect(card.name.sv).toContain(String(card.prices.se.list / 100));
      expect(card.name.pl).toContain(`${card.prices.pl.list / 100} zł`);
      expect(card.name.de).toContain(`${card.prices.de.list / 100} €`);
    }
  });
});
