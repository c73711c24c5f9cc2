import { and, eq } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  clearCatalogCaches,
  getCategoryTree,
  getProduct,
  listBrands,
  listProducts,
} from "#lib/commerce/catalog/catalog.server.ts";
import { subtreeIds } from "#lib/commerce/catalog/category-tree.ts";
import { DEFAULT_PARAMS, type ListingParams } from "#lib/commerce/catalog/listing-params.ts";
import { loadPicked, loadRail } from "#lib/commerce/catalog/product-rail.server.ts";
import { loadMoreLikeThis } from "#lib/commerce/catalog/recommendations.server.ts";
import type { Database, DatabaseHandle } from "#lib/db/client.server.ts";
import * as schema from "#lib/db/schema.server.ts";
import { prices } from "#lib/db/schema.server.ts";
import { setupDatabase } from "#lib/db/setup.server.ts";
import { storefront } from "#lib/markets/markets.ts";
import { storefrontUrls } from "#lib/seo/sitemap.server.ts";
import { fixtureCatalog } from "./catalog-fixture.ts";
import { TEST_DATABASES } from "./databases.ts";

describe.each(TEST_DATABASES)("catalog on $name", (database) => {
  let handle: DatabaseHandle;
  const params = (p: Partial<ListingParams> = {}): ListingParams => ({ ...DEFAULT_PARAMS, ...p });
  const ids = async (scope: Parameters<typeof listProducts>[3], p: Partial<ListingParams> = {}, market: "se" | "pl" = "se") =>
    (await listProducts(handle.db, market, "sv", scope, params(p))).products.map((c) => c.id);

  beforeAll(async () => {
    clearCatalogCaches();
    handle = await database.open();
    const lines: string[] = [];
    const first = await setupDatabase(
      handle,
      async () => fixtureCatalog(),
      (l) => lines.push(l),
    );
    expect(first.seeded).toBe(true);
    expect(lines.at(-1)).toBe("seeding catalog 6/6");
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    clearCatalogCaches();
  });

  it("migrates and seeds once: a second setup leaves the catalog alone", async () => {
    expect((await setupDatabase(handle, async () => fixtureCatalog())).seeded).toBe(false);
  });

  it("builds the category tree of a language", async () => {
    const tree = await getCategoryTree(handle.db, "sv");
    expect(tree.roots.map((n) => n.slug)).toEqual(["skor", "jeans", "klanningar", "presentkort"]);
    expect(subtreeIds(tree.byId.get(182) as never)).toEqual([182, 186]);
  });

  it("lists a gender with its clones, newest first", async () => {
    // Equal dates fall back to the higher id first.
    expect(await ids({ gender: "boys" })).toEqual([100005, 100001, 100006, 100002, 100003]);
    const listing = await listProducts(handle.db, "se", "sv", { gender: "boys" }, params());
    expect(listing.products.find((p) => p.id === 100002)?.clone).toBe(true);
    expect(listing.products.find((p) => p.id === 100001)?.clone).toBe(false);
    expect(await ids({ gender: "girls" })).toEqual([100004, 100002]);
  });

  it("lists a category with everything below it", async () => {
    expect(await ids({ categoryIds: [182, 186], gender: "boys" })).toEqual([100005, 100001, 100002]);
  });

  it("filters by size in stock, brand and price, and sorts", async () => {
    // Size 116 is sold out everywhere; 110 is in stock for the sneakers.
    expect(await ids({ categoryIds: [186] }, { sizes: ["116"] })).toEqual([]);
    expect(await ids({ categoryIds: [186] }, { sizes: ["110"] })).toEqual([100001, 100002]);
    expect(await ids({}, { brands: ["little-wilde"] })).toEqual([100005, 100002]);
    expect(await ids({}, { brands: ["no-such-brand"] })).toEqual([]);
    // The effective price counts: 100001 is on sale for 299.
    expect(await ids({}, { min: 290, max: 400, sort: "price-asc" })).toEqual([100001, 100004, 100003]);
    expect(await ids({}, { min: 300, max: 400, sort: "price-asc" })).toEqual([100004, 100003]);
    expect(await ids({}, { sort: "price-desc" })).toEqual([100005, 100006, 100002, 100003, 100004, 100001]);
    expect((await ids({}, { sort: "discount" })).slice(0, 2)).toEqual([100001, 100004]);
  });

  it("knows sale and new arrivals", async () => {
    expect(await ids({ onlySale: true })).toEqual([100001, 100004]);
    expect(await ids({}, { sale: true })).toEqual([100001, 100004]);
    // New: within 30 days of the newest product.
    expect(await ids({ onlyNew: true })).toEqual([100005, 100001, 100004]);
  });

  it("pages and counts, and reports facets of the scope", async () => {
    const listing = await listProducts(handle.db, "se", "sv", { categoryIds: [182, 186] }, params({ page: 1 }));
    expect(listing.total).toBe(3);
    expect(listing.pages).toBe(1);
    expect(listing.facets.sizes.map((s) => s.key)).toEqual(["110", "122"]);
    expect(listing.facets.brands.map((b) => [b.slug, b.count])).toEqual([
      ["little-wilde", 2],
      ["nordkid", 1],
    ]);
    expect(listing.facets.priceRange).toEqual({ min: 29900, max: 89900 });
    expect((await listProducts(handle.db, "se", "sv", {}, params({ page: 2 }))).products).toEqual([]);
  });

  it("counts each facet with the other facets' filters, and keeps choices that would show nothing at 0", async () => {
    const facets = async (p: Partial<ListingParams>) => {
      const listing = await listProducts(handle.db, "se", "sv", { categoryIds: [182, 186] }, params(p));
      const f = listing.facets;
      return {
        total: listing.total,
        sizes: f.sizes.map((s) => [s.key, s.count]),
        brands: f.brands.map((b) => [b.slug, b.count]),
        colours: f.colours.map((c) => [c.key, c.count]),
      };
    };
    // 100001 nordkid navy, 100002 little-wilde red, 100005 little-wilde red (122 only in stock).
    expect(await facets({})).toEqual({
      total: 3,
      sizes: [
        ["110", 2],
        ["122", 3],
      ],
      brands: [
        ["little-wilde", 2],
        ["nordkid", 1],
      ],
      colours: [
        ["navy", 1],
        ["red", 2],
      ],
    });
    // A size narrows the brands and colours; the sizes stay counted as if none were picked.
    expect(await facets({ sizes: ["110"] })).toEqual({
      total: 2,
      sizes: [
        ["110", 2],
        ["122", 3],
      ],
      brands: [
        ["little-wilde", 1],
        ["nordkid", 1],
      ],
      colours: [
        ["navy", 1],
        ["red", 1],
      ],
    });
    expect(await ids({ categoryIds: [182, 186] }, { colours: ["red"] })).toEqual([100005, 100002]);
    // Navy and Little Wilde together find nothing: each one's count says so for the other.
    expect(await facets({ colours: ["navy"], brands: ["little-wilde"] })).toEqual({
      total: 0,
      sizes: [
        ["110", 0],
        ["122", 0],
      ],
      brands: [
        ["little-wilde", 0],
        ["nordkid", 1],
      ],
      colours: [
        ["navy", 0],
        ["red", 2],
      ],
    });
  });

  it("keeps a listing's page, total and cards together, as long as its page may be kept; a cleared memory asks again", async () => {
    clearCatalogCaches();
    const onSale = () => listProducts(handle.db, "se", "sv", {}, params({ sale: true }));
    expect((await onSale()).total).toBe(2);
    const sale100001 = and(eq(prices.productId, 100001), eq(prices.market, "se"));
    const [before] = await handle.db.select({ sale: prices.saleMinor }).from(prices).where(sale100001);
    await handle.db.update(prices).set({ saleMinor: null }).where(sale100001);
    try {
      // Rendered again within the minute (a purge, another query string): the kept page, its total beside its cards.
      const kept = await onSale();
      expect(kept.total).toBe(2);
      expect(kept.products.map((c) => c.id).sort()).toEqual([100001, 100004]);
      clearCatalogCaches();
      // Asked again, the page and the total change together, whichever statement counts the total: the facets'
      // (a first view), the page's own beside remembered facets (another sort), or a count of its own (past the end).
      for (const view of [{}, { sort: "price-asc" as const }, { page: 2 }]) {
        const listing = await listProducts(handle.db, "se", "sv", {}, params({ sale: true, ...view }));
        expect(listing.total).toBe(1);
        expect(listing.products.map((c) => c.id)).toEqual(view.page ? [] : [100004]);
      }
    } finally {
      await handle.db
        .update(prices)
        .set({ saleMinor: before?.sale ?? null })
        .where(sale100001);
      clearCatalogCaches();
    }
  });

  it("reads a product with its variants, price in the market and slugs in every language", async () => {
    const product = await getProduct(handle.db, 100001, "pl", "pl");
    expect(product).toMatchObject({
      productKey: "LN100001",
      name: "Product 100001 pl",
      slug: "brand-product-100001-pl-100001",
      listMinor: 59900,
      saleMinor: 29900,
      currency: "PLN",
      brand: { slug: "nordkid" },
    });
    expect(product?.variants.map((v) => [v.variantKey, v.stock])).toEqual([
      ["110", 3],
      ["116", 0],
      ["122", 5],
    ]);
    expect(Object.keys(product?.slugs ?? {})).toHaveLength(9);
    expect(await getProduct(handle.db, 999999, "se", "sv")).toBeNull();
  });

  /** The database, and the statements sent through it (a cold page's cost is mostly in how many it sends). */
  const counting = () => {
    const statements: string[] = [];
    const logger = { logQuery: (query: string) => void statements.push(query) };
    const client = (handle.db as unknown as { $client: never }).$client;
    const db = (handle.kind === "pglite"
      ? drizzlePglite(client, { schema, logger })
      : drizzlePostgres(client, { schema, logger })) as unknown as Database;
    return { db, statements };
  };

  it("reads a product page's product, sizes and slugs in one statement", async () => {
    const { db, statements } = counting();
    const product = await getProduct(db, 100001, "pl", "pl");
    expect(product?.variants).toHaveLength(3);
    expect(product?.slugs.sv).toBe("brand-product-100001-sv-100001");
    expect(statements).toHaveLength(1);
  });

  it("reads a category's candidates for more like this once for all its product pages, until the caches are cleared", async () => {
    clearCatalogCaches();
    const sf = storefront("se");
    const product = await getProduct(handle.db, 100001, "se", "sv");
    if (!product) throw new Error("no product 100001");
    const shelf = async () => {
      const { db, statements } = counting();
      const cards = await loadMoreLikeThis(db, sf, product);
      return { ids: cards.map((c) => c.id), statements: statements.length };
    };
    const first = await shelf();
    // The shoe category (186) has too few products of its own: its parent's are read after them, and the
    // category tree (cleared too) to find the parent.
    expect(first.statements).toBe(3);
    expect(first.ids.length).toBeGreaterThan(0);
    expect(first.ids).not.toContain(100001);
    // Another render of a page of the category (its cache entry gone, another address) reads nothing.
    expect(await shelf()).toEqual({ ids: first.ids, statements: 0 });
    clearCatalogCaches();
    expect(await shelf()).toEqual(first);
  });

  it("composes a product's and a listing's statements once per shape: other products and other values compose nothing", async () => {
    await getProduct(handle.db, 100001, "se", "sv");
    const filters = { sizes: ["110"], colours: ["red" as const], min: 1 };
    await listProducts(handle.db, "se", "sv", { categoryIds: [186], gender: "boys" }, params(filters));
    const compose = vi.spyOn(PgDialect.prototype, "sqlToQuery");
    try {
      expect((await getProduct(handle.db, 100004, "se", "sv"))?.productKey).toBe("LN100004");
      const other = { sizes: ["122", "116"], colours: ["navy" as const], min: 2, page: 2 };
      const listing = await listProducts(handle.db, "se", "sv", { categoryIds: [182, 186], gender: "girls" }, params(other));
      // Its facets were not remembered: their two statements are composed, the cards' is not.
      expect(compose).toHaveBeenCalledTimes(2);
      expect(listing.page).toBe(2);
    } finally {
      compose.mockRestore();
    }
  });

  it("counts a listing's total in its page's statement when the facets are remembered, and past the last page apart", async () => {
    clearCatalogCaches();
    const { db, statements } = counting();
    const first = await listProducts(db, "se", "sv", {}, params());
    // Facets and total by their two statements, the page by its own.
    expect(statements).toHaveLength(3);
    statements.length = 0;
    const sorted = await listProducts(db, "se", "sv", {}, params({ sort: "price-asc" }));
    expect(statements).toHaveLength(1);
    expect(sorted.total).toBe(first.total);
    expect(sorted.total).toBeGreaterThan(0);
    expect(sorted.products.map((c) => c.id).sort()).toEqual(first.products.map((c) => c.id).sort());
    expect(sorted.products[0]).not.toHaveProperty("total");
    statements.length = 0;
    const past = await listProducts(db, "se", "sv", {}, params({ page: 50 }));
    expect(past.products).toEqual([]);
    expect(past.total).toBe(first.total);
    expect(statements).toHaveLength(2);
    clearCatalogCaches();
  });

  it("lists search results in the order the search ranked them, or as the shopper sorts", async () => {
    const ranked = [100004, 100001, 100005];
    expect(await ids({ productIds: ranked }, { sort: "relevance" })).toEqual(ranked);
    expect(await ids({ productIds: ranked }, { sort: "price-asc" })).toEqual([100001, 100004, 100005]);
    expect(await ids({ productIds: [] }, { sort: "relevance" })).toEqual([]);
  });

  it("lists every listing, brand and product of a storefront for the sitemap", async () => {
    const urls = (await storefrontUrls(handle.db, storefront("se"), new URL("https://shop.example"))).map(
      (u) => new URL(u).pathname,
    );
    expect(urls).toEqual(
      expect.arrayContaining([
        "/se",
        "/se/kille",
        "/se/kille/skor/sneakers",
        "/se/tjej/klanningar",
        "/se/kategorier/presentkort",
        "/se/varumarken/nordkid",
      ]),
    );
    expect(urls).toContain("/se/brand-product-100001-sv-100001");
    // Girls-only categories are not boys' pages.
    expect(urls).not.toContain("/se/kille/klanningar");
  });

  it("lists brands with their product counts", async () => {
    expect((await listBrands(handle.db, "se")).map((b) => [b.slug, b.count])).toEqual([
      ["little-wilde", 2],
      ["nordkid", 4],
    ]);
  });

  describe("product rails", () => {
    const se = storefront("se");
    const rail = async (spec: Parameters<typeof loadRail>[2]) => {
      const r = await loadRail(handle.db, se, spec);
      return { ids: r.items.map((i) => i.product.id), seeAll: r.seeAll };
    };

    it("shows new arrivals and sale in stock, sale by largest discount, each with its listing", async () => {
      expect(await rail({ source: "new", count: 12 })).toEqual({ ids: [100005, 100001, 100004], seeAll: "/se/nyheter" });
      expect(await rail({ source: "sale", count: 12 })).toEqual({ ids: [100001, 100004], seeAll: "/se/rea" });
    });

    it("shows a category with its subcategories, and a brand, leaving out what is sold out", async () => {
      expect(await rail({ source: "category", categoryIds: "182", count: 12 })).toEqual({
        ids: [100005, 100001, 100002],
        seeAll: "/se/kategorier/skor",
      });
      expect(await rail({ source: "category", categoryIds: "110", count: 12 })).toEqual({
        ids: [],
        seeAll: "/se/kategorier/jeans",
      });
      expect(await rail({ source: "brand", brandSlug: "little-wilde", count: 12 })).toEqual({
        ids: [100005, 100002],
        seeAll: "/se/varumarken/little-wilde",
      });
    });

    it("keeps picked products in the editors' order, sold out included, unknown keys skipped", async () => {
      expect(await rail({ source: "picked", productKeys: ["LN100003", "LN100001", "LN999999", "bad"], count: 8 })).toEqual({
        ids: [100003, 100001],
        seeAll: null,
      });
      const picked = await loadPicked(handle.db, storefront("pl"), ["LN100004", "LN100006"]);
      expect(picked.map((i) => [i.product.id, i.product.inStock])).toEqual([
        [100004, true],
        [100006, true],
      ]);
      expect(picked[0]?.product.listMinor).toBe(44900);
    });

    it("shows nothing rather than fail for a category or brand that does not exist", async () => {
      expect(await rail({ source: "category", categoryIds: "9999", count: 8 })).toEqual({ ids: [], seeAll: null });
      expect(await rail({ source: "category", categoryIds: "1, 2", count: 8 })).toEqual({ ids: [], seeAll: null });
      expect(await rail({ source: "brand", brandSlug: "nobody", count: 8 })).toEqual({ ids: [], seeAll: null });
    });

    it("shows between 4 and 24 products whatever the count says", async () => {
      expect((await rail({ source: "new", count: 1 })).ids).toHaveLength(3);
      expect((await loadRail(handle.db, se, { source: "new", count: 1 })).items.length).toBeLessThanOrEqual(4);
    });
  });
});
