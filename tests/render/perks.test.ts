/**
 * Specification 3, 5 and 9: a perk shows only in the categories of its categoryID and never in
 * those of its excludeCategoryID, wherever it shows: the top bar's carousel, the market switcher's
 * three lines and the product page. A page without a category (home) shows only the perks that are
 * not tied to categories. What the server sends, so a render test (ADR 42), from the seed content:
 * its sealed-package perk is for underwear (category 201), its open purchase excludes underwear and
 * gift cards (158).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storefront } from "#lib/markets/markets.ts";
import { ROUTES } from "#lib/markets/routes.ts";
import { fixtureCatalog } from "../integration/catalog-fixture.ts";
import { inside, openShop, type Shop, seedDocuments } from "./shop.ts";

const UNDERWEAR = { category: 201, product: 100007, slug: "underklader" };
const GIFT_CARD = { product: 100006, slug: "presentkort" };

/** The render tests' catalog with an underwear category and a product in it, as the generated catalog has. */
function withUnderwear() {
  const catalog = fixtureCatalog();
  catalog.categories.push({ ...catalog.categories[2], id: UNDERWEAR.category, key: "underwear", position: 5 } as never);
  const jeans = catalog.products.find((p) => p.id === 100003);
  if (!jeans) throw new Error("the render catalog has no product 100003");
  const id = UNDERWEAR.product;
  const perLanguage = <T>(f: (language: string) => T) => Object.fromEntries(Object.keys(jeans.slug).map((l) => [l, f(l)]));
  catalog.products.push({
    ...jeans,
    id,
    productKey: `LN${id}`,
    categoryId: UNDERWEAR.category,
    name: perLanguage((l) => `Product ${id} ${l}`),
    slug: perLanguage((l) => `brand-product-${id}-${l}-${id}`),
    variants: jeans.variants.map((v) => ({ ...v, stock: 5 })),
  } as never);
  const category = catalog.categories.at(-1) as { names: Record<string, { name: string; slug: string }> };
  category.names = Object.fromEntries(
    Object.keys(category.names).map((l) => [l, { name: `underwear ${l}`, slug: UNDERWEAR.slug }]),
  );
  return catalog;
}

/** The words of every element of a class inside the HTML, tags dropped. */
const words = (html: string, className: string, tag: string) =>
  inside(html, className, tag).map((h) => h.replace(/<[^>]*>/g, ""));

// One shop for the file: the render harness keeps one database and dataset per process (shop.ts).
let shop: Shop;
beforeAll(async () => {
  shop = await openShop(seedDocuments(), withUnderwear);
}, 120_000);
afterAll(() => shop?.close());

for (const m of [
  { market: "se" as const, openPurchase: /60 dagars öppet köp/, sealed: /obruten försegling/, shipping: /Fri frakt/ },
  { market: "pl" as const, openPurchase: /60 dni na zwrot/, sealed: /nienaruszoną plombą/, shipping: /Darmowa dostawa/ },
]) {
  describe(`perks in /${m.market}`, () => {
    const sf = storefront(m.market);
    const words_ = ROUTES[sf.language];
    /** The top bar's lines, its market switcher's lines and (on a product page) the product's perks. */
    async function perksOn(rest: string) {
      const html = rest
        ? await shop.render("[...path].astro", { market: m.market, path: rest }, `/${m.market}/${rest}`)
        : await shop.render("index.astro", { market: m.market }, `/${m.market}`);
      // The top bar's switcher comes first in the page; the footer has the other.
      const switcher = inside(html, "market-switcher__perks", "section")[0] ?? "";
      const lines = [...switcher.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((l) => (l[1] ?? "").replace(/<[^>]*>/g, ""));
      return {
        topBar: words(html, "perk-carousel__line", "p").join(" | "),
        switcher: lines.join(" | "),
        switcherLines: lines.length,
        product: words(html, "product__perks", "ul").join(" | "),
      };
    }
    const product = (id: number) => `brand-product-${id}-${sf.language}-${id}`;

    it("home: only perks without categories, so no sealed-package rule", async () => {
      const perks = await perksOn("");
      expect(perks.topBar).toMatch(m.shipping);
      expect(perks.topBar).toMatch(m.openPurchase);
      expect(perks.topBar).not.toMatch(m.sealed);
      expect(perks.switcher).not.toMatch(m.sealed);
      expect(perks.switcherLines).toBe(3);
    });

    it("a jeans listing: the open purchase, no sealed-package rule", async () => {
      const perks = await perksOn(`${words_.boys}/jeans`);
      expect(perks.topBar).toMatch(m.openPurchase);
      expect(perks.topBar).not.toMatch(m.sealed);
      expect(perks.switcher).not.toMatch(m.sealed);
    });

    it("an underwear product and its listing: the sealed-package rule everywhere on the page, no open purchase", async () => {
      const perks = await perksOn(product(UNDERWEAR.product));
      for (const place of [perks.topBar, perks.switcher, perks.product]) {
        expect(place).toMatch(m.sealed);
        expect(place).not.toMatch(m.openPurchase);
      }
      const listing = await perksOn(`${words_.boys}/${UNDERWEAR.slug}`);
      expect(listing.topBar).toMatch(m.sealed);
      expect(listing.topBar).not.toMatch(m.openPurchase);
    });

    it("the gift card and its listing: neither the open purchase nor the sealed-package rule", async () => {
      for (const rest of [`${words_.categories}/${GIFT_CARD.slug}`, product(GIFT_CARD.product)]) {
        const perks = await perksOn(rest);
        for (const place of [perks.topBar, perks.switcher, perks.product]) {
          expect(place, rest).not.toMatch(m.openPurchase);
          expect(place, rest).not.toMatch(m.sealed);
        }
        expect(perks.topBar, rest).toMatch(m.shipping);
      }
    });
  });
}
