import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearCatalogCaches } from "#lib/commerce/catalog/catalog.server.ts";
import { DEFAULT_PARAMS, type ListingParams } from "#lib/commerce/catalog/listing-params.ts";
import { type DatabaseHandle, rowsOf } from "#lib/db/client.server.ts";
import { setupDatabase } from "#lib/db/setup.server.ts";
import { clearRecentSearches, RECENT_KEPT, recordClick, recordSearch } from "#lib/search/history.server.ts";
import { forgetSearchResults, searchProducts } from "#lib/search/results.server.ts";
import { deleteExpiredSearchData, RECENT_SEARCH_DAYS, SEARCH_CLICK_DAYS, SEARCH_LOG_DAYS } from "#lib/search/retention.server.ts";
import { refreshSearchIndex } from "#lib/search/search-index.server.ts";
import { forgetSuggestions, suggest } from "#lib/search/suggest.server.ts";
import { decodeTicket } from "#lib/search/ticket.ts";
import { TEST_DATABASES } from "./databases.ts";
import { searchFixture } from "./search-fixture.ts";

describe.each(TEST_DATABASES)("search on $name", (database) => {
  let handle: DatabaseHandle;
  const sv = (q: string, owner: string | null = null) => suggest(handle.db, { market: "se", language: "sv", q, owner });
  const ids = async (q: string, language: "sv" | "en" = "sv") =>
    (await suggest(handle.db, { market: "se", language, q, owner: null })).productSuggestions.map((p) => p.id);
  const params = (p: Partial<ListingParams> = {}): ListingParams => ({ ...DEFAULT_PARAMS, sort: "relevance", ...p });

  beforeAll(async () => {
    clearCatalogCaches();
    handle = await database.open();
    await setupDatabase(handle, async () => searchFixture());
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    clearCatalogCaches();
  });

  it("suggests products, in stock first, with tickets, phrases with the typed part in braces, and the total", async () => {
    const r = await sv("jea");
    expect(r.productSuggestions.map((p) => p.id)).toEqual([200001, 200002]);
    expect(r.totalHits).toBe(2);
    const first = r.productSuggestions[0];
    expect(first).toMatchObject({
      productKey: "LN200001",
      name: "Svarta slim fit-jeans",
      brand: { name: "Nordkid" },
      url: "/se/p-200001-sv-200001",
      price: 39900,
      salePrice: null,
      currency: "SEK",
      inStock: true,
      media: [{ imageSrc: "/media/products/jeans-slim.plain.335577.front.240.svg" }],
    });
    expect(r.productSuggestions[1]?.inStock).toBe(false);
    expect(decodeTicket(first?.attributes.ticket ?? "")).toEqual({
      productId: 200001,
      market: "se",
      language: "sv",
      query: "jea",
    });
    expect(r.phraseSuggestions[0]).toEqual({ q: "Jeans", highlighted: "{Jea}ns" });
    expect(r.recentSearches).toEqual([]);
  });

  it("finds what shoppers mean: missing accents, singular for plural, swapped letters, English words", async () => {
    expect((await ids("fjallbarn")).sort()).toEqual([200003, 200005]);
    expect(await ids("byxa")).toEqual([200003]);
    expect(await ids("klanning")).toEqual([200004]);
    expect((await ids("jaens")).sort()).toEqual([200001, 200002]);
    expect(await ids("regnjackor")).toEqual([200005]);
    expect(await ids("jacka")).toEqual([200005]);
    expect(await ids("rain jacket")).toEqual([200005]);
    expect(await ids("svarta jeans")).toEqual([200001]);
    expect(await ids("qqqzzz")).toEqual([]);
    expect((await sv("qqqzzz")).phraseSuggestions).toEqual([]);
  });

  it("puts an exact brand or name first", async () => {
    expect((await ids("fjällbarn gul")).at(0)).toBe(200005);
    expect((await ids("Blå vida jeans")).at(0)).toBe(200002);
  });

  it("keeps recent searches per shopper, market and language, and clears them", async () => {
    const record = (owner: string, q: string, market: "se" | "no" = "se") =>
      recordSearch(handle.db, { market, language: "sv", q, origin: "ORGANIC", hits: 1, owner, counted: true });
    await record("visitor:a", "jeans");
    await record("visitor:a", "Regnjacka");
    await record("visitor:b", "klänning");
    await record("visitor:a", "byxor", "no");
    expect((await sv("", "visitor:a")).recentSearches).toEqual([{ q: "Regnjacka" }, { q: "jeans" }]);
    expect((await sv("", "visitor:b")).recentSearches).toEqual([{ q: "klänning" }]);
    expect((await sv("", null)).recentSearches).toEqual([]);
    // While typing, the recent searches it begins come along.
    expect((await sv("reg", "visitor:a")).recentSearches).toEqual([{ q: "Regnjacka" }]);
    await record("visitor:a", "JEANS");
    expect((await sv("", "visitor:a")).recentSearches).toEqual([{ q: "JEANS" }, { q: "Regnjacka" }]);

    await clearRecentSearches(handle.db, "visitor:a", "se", "sv");
    expect((await sv("", "visitor:a")).recentSearches).toEqual([]);
    expect((await sv("", "visitor:b")).recentSearches).toHaveLength(1);

    for (let i = 0; i < RECENT_KEPT + 5; i++) await record("visitor:c", `jeans ${i}`);
    const [kept] = await rowsOf<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from search_recent where owner = 'visitor:c'`,
    );
    expect(kept?.n).toBe(RECENT_KEPT);
  });

  it("logs each search with its origin, and suggests a query searched again and again", async () => {
    const search = (q: string) =>
      recordSearch(handle.db, { market: "se", language: "sv", q, origin: "PHRASE_SUGGEST", hits: 1, owner: null, counted: true });
    await search("gul jacka");
    expect((await sv("gul")).phraseSuggestions.map((p) => p.q)).not.toContain("gul jacka");
    await search("Gul jacka");
    // Suggestions are remembered for a minute; a new process or minute sees the popular search.
    forgetSuggestions(handle.db);
    expect((await sv("gul")).phraseSuggestions).toContainEqual({ q: "Gul jacka", highlighted: "{Gul} jacka" });
    const log = await rowsOf<{ origin: string; norm: string }>(
      handle.db,
      sql`select origin, norm from search_log where norm = 'gul jacka' order by id`,
    );
    expect(log).toEqual([
      { origin: "PHRASE_SUGGEST", norm: "gul jacka" },
      { origin: "PHRASE_SUGGEST", norm: "gul jacka" },
    ]);
  });

  it("counts a click once per shopper and day, and popular products rank first among equals", async () => {
    // 200003 and 200005 are both Fjällbarn: the brand alone does not order them.
    const before = await ids("fjallbarn");
    const last = before.at(-1) as number;
    const ticket = { productId: last, market: "se" as const, language: "sv" as const, query: "fjallbarn" };
    expect(await recordClick(handle.db, "visitor:x", ticket)).toBe(true);
    expect(await recordClick(handle.db, "visitor:x", ticket)).toBe(true);
    const [pop] = await rowsOf<{ clicks: number }>(
      handle.db,
      sql`select clicks from search_popularity where product_id = ${last}`,
    );
    expect(pop?.clicks).toBe(1);
    forgetSuggestions(handle.db);
    expect((await ids("fjallbarn")).at(0)).toBe(last);
    expect(await recordClick(handle.db, "visitor:x", { ...ticket, productId: 999999 })).toBe(false);
  });

  it("adds units sold to popularity through order lines", async () => {
    await handle.db.execute(sql`
      insert into orders (number, checkout_token, market, language, currency, email, phone, first_name, last_name, street,
        postal_code, city, country, shipping_method, subtotal_minor, shipping_minor, total_minor, payment_provider,
        payment_reference, status)
      values ('LN-T1', 't', 'se', 'sv', 'SEK', 'a@b.se', '0701234567', 'A', 'B', 'Gatan 1', '11122', 'Stockholm', 'SE',
        'standard', 1, 0, 1, 'card', 'r', 'placed')`);
    await handle.db.execute(sql`
      insert into order_lines (order_id, variant_id, product_id, product_key, variant_key, name, brand, size, clone, quantity,
        unit_price_minor, line_total_minor)
      select o.id, v.id, 200004, 'LN200004', v.variant_key, 'Rosa klänning', 'Nordkid', v.size, false, 3, 1, 3
      from orders o, variants v where o.number = 'LN-T1' and v.product_id = 200004 limit 1`);
    const [pop] = await rowsOf<{ sold: number; score: number }>(
      handle.db,
      sql`select sold, score from search_popularity where product_id = 200004`,
    );
    expect(pop).toEqual({ sold: 3, score: 15 });
  });

  it("gives the results page the same products, sorted, filtered by category, and a did-you-mean", async () => {
    const request = (q: string, p: Partial<ListingParams> = {}, category: number | null = null) =>
      searchProducts(handle.db, { market: "se", language: "sv", q, params: params(p), category });
    const jeans = await request("jeans");
    expect(jeans.listing.products.map((p) => p.id)).toEqual([200001, 200002]);
    expect(jeans.hits).toBe((await sv("jeans")).totalHits);
    expect(jeans.categories).toEqual([{ id: 110, count: 2 }]);
    expect((await request("jeans", { sort: "newest" })).listing.products.map((p) => p.id)).toEqual([200002, 200001]);

    const fjallbarn = await request("fjällbarn");
    expect(fjallbarn.categories).toEqual([
      { id: 130, count: 1 },
      { id: 160, count: 1 },
    ]);
    const outerwear = await request("fjällbarn", {}, 130);
    expect(outerwear.listing.products.map((p) => p.id)).toEqual([200005]);
    expect(outerwear.hits).toBe(2);

    expect(jeans.didYouMean).toBeNull();
    // A word nothing has narrows nothing: the products with the other words, and the query that has them all.
    const partial = await request("svarta jeans qqqzzz");
    expect(partial.listing.products.map((p) => p.id)).toEqual((await request("svarta jeans")).listing.products.map((p) => p.id));
    expect(partial.didYouMean).toBe("svarta jeans");
    expect((await request("regnjackkor")).listing.total).toBeGreaterThan(0);
    expect((await request("qqqzzz")).didYouMean).toBeNull();

    // The ranking is kept for a minute: asked again, the page is the same without matching anew,
    // even after the index changed (a refresh below); forgetting it matches again.
    await handle.db.execute(sql`delete from search_documents where language = 'sv'`);
    expect((await request("jeans")).listing.products.map((p) => p.id)).toEqual([200001, 200002]);
    forgetSearchResults(handle.db);
    expect((await request("jeans")).hits).toBe(0);
    await refreshSearchIndex(handle.db);
    forgetSearchResults(handle.db);
  });

  it("rebuilds the index from the catalog without losing what shoppers did", async () => {
    await refreshSearchIndex(handle.db);
    expect(await ids("jeans")).toEqual([200001, 200002]);
    const [pop] = await rowsOf<{ n: number }>(handle.db, sql`select count(*)::int as n from search_popularity`);
    expect(pop?.n).toBeGreaterThan(0);
  });

  it("forgets logged searches, recent searches and clicks past their time, and keeps what they added up to", async () => {
    const db = handle.db;
    await recordSearch(db, {
      market: "se",
      language: "sv",
      q: "regnjacka",
      origin: "ORGANIC",
      hits: 1,
      owner: "visitor:old",
      counted: true,
    });
    await recordSearch(db, {
      market: "se",
      language: "sv",
      q: "gummistövlar",
      origin: "ORGANIC",
      hits: 1,
      owner: "visitor:new",
      counted: true,
    });
    const ticket = { productId: 200001, market: "se" as const, language: "sv" as const, query: "jeans" };
    await recordClick(db, "visitor:old", ticket);
    const popularity = async () =>
      (await rowsOf<{ clicks: number }>(db, sql`select clicks from search_popularity where product_id = 200001`))[0]?.clicks;
    const clicksBefore = await popularity();
    const searches = sql`select searches as n from search_queries where language = 'sv' and norm = 'regnjacka'`;
    const searchesBefore = (await rowsOf<{ n: number }>(db, searches))[0]?.n;
    expect(searchesBefore).toBeGreaterThan(0);
    // Age the old visitor's traces just past each limit, and the new visitor's to just inside them.
    await db.execute(
      sql`update search_log set created_at = now() - make_interval(days => ${SEARCH_LOG_DAYS + 1}) where q = 'regnjacka'`,
    );
    await db.execute(
      sql`update search_log set created_at = now() - make_interval(days => ${SEARCH_LOG_DAYS - 1}) where q = 'gummistövlar'`,
    );
    await db.execute(
      sql`update search_recent set searched_at = now() - make_interval(days => ${RECENT_SEARCH_DAYS + 1}) where owner = 'visitor:old'`,
    );
    await db.execute(
      sql`update search_clicks set created_at = now() - make_interval(days => ${SEARCH_CLICK_DAYS + 1}) where owner = 'visitor:old'`,
    );

    expect(await deleteExpiredSearchData(db)).toMatchObject({ log: 1, recent: 1, clicks: 1 });
    const left = async (query: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(db, query))[0]?.n;
    expect(await left(sql`select count(*)::int as n from search_log where q = 'regnjacka'`)).toBe(0);
    expect(await left(sql`select count(*)::int as n from search_log where q = 'gummistövlar'`)).toBe(1);
    expect(await left(sql`select count(*)::int as n from search_recent where owner = 'visitor:old'`)).toBe(0);
    expect(await left(sql`select count(*)::int as n from search_recent where owner = 'visitor:new'`)).toBe(1);
    expect(await left(sql`select count(*)::int as n from search_clicks where owner = 'visitor:old'`)).toBe(0);
    // What the deleted rows added up to stays: the query's count and the product's popularity.
    expect(await left(sql`select searches as n from search_queries where language = 'sv' and norm = 'regnjacka'`)).toBe(
      searchesBefore,
    );
    expect(await popularity()).toBe(clicksBefore);
    expect(await deleteExpiredSearchData(db)).toEqual({ log: 0, recent: 0, clicks: 0 });
  });
});
