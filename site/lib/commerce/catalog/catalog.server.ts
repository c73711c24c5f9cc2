/**
 * Catalog reads: the category tree, listings with filters and facets, products.
 * Every function takes the database, so tests run them on PGlite and PostgreSQL.
 */

import { createHash } from "node:crypto";
import { and, asc, count, desc, eq, exists, gte, inArray, isNotNull, lte, max, min, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "#lib/db/client.server.ts";
import { composedOnce, flatSelect, type Values, value } from "#lib/db/composed-once.server.ts";
import {
  brands,
  categories,
  categoryTranslations,
  prices,
  products,
  productTranslations,
  variants,
} from "#lib/db/schema.server.ts";
import { type TtlMemo, ttlMemo } from "#lib/http/ttl-memo.ts";
import type { Language, MarketCode } from "#lib/markets/markets.ts";
import { buildCategoryTree, type CategoryTree, type Gender } from "./category-tree.ts";
import { COLOUR_KEYS, type ColourKey } from "./colours.ts";
import { type ListingParams, PAGE_SIZE, type Sort } from "./listing-params.ts";
import { brandOf, nameIn, priceIn, readProduct } from "./product-rows.server.ts";

/** How recent a product must be, counted back from the newest one, to be a new arrival. */
export const NEW_ARRIVAL_DAYS = 30;

const trees = new Map<Language, Promise<CategoryTree>>();

/**
 * The category tree of a language. Categories change only with a migration or a
 * new seed, so each process reads them once; restart to pick up a change.
 */
export function getCategoryTree(db: Database, language: Language): Promise<CategoryTree> {
  let tree = trees.get(language);
  if (!tree) {
    tree = db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        key: categories.key,
        position: categories.position,
        audience: categories.audience,
        name: categoryTranslations.name,
        slug: categoryTranslations.slug,
      })
      .from(categories)
      .innerJoin(
        categoryTranslations,
        and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.language, language)),
      )
      .then(buildCategoryTree);
    tree.catch(() => trees.delete(language));
    trees.set(language, tree);
  }
  return tree;
}

const memos: TtlMemo<unknown>[] = [];

/**
 * A short memory of catalog reads that `clearCatalogCaches` forgets with the rest: a process that reseeds its
 * database (the integration tests) must not be answered from the catalog it had before.
 */
export function catalogMemo<V>(options: { ttlMs: number; maxEntries: number }): TtlMemo<V> {
  const memo = ttlMemo<V>(options);
  memos.push(memo as TtlMemo<unknown>);
  return memo;
}

/** Forget cached trees, facets and every `catalogMemo` (tests that reseed a database). */
export function clearCatalogCaches(): void {
  trees.clear();
  for (const memo of memos) memo.clear();
}

/** Which products a listing shows before the shopper's filters. */
export interface ListingScope {
  categoryIds?: number[] | undefined;
  gender?: Gender | undefined;
  brandId?: number | undefined;
  onlySale?: boolean | undefined;
  onlyNew?: boolean | undefined;
  productIds?: number[] | undefined;
  /** Products by key (editors' picks). */
  productKeys?: string[] | undefined;
  /** Only products with at least one size in stock. */
  onlyInStock?: boolean | undefined;
}

export interface ProductCard {
  id: number;
  productKey: string;
  name: string;
  slug: string;
  brand: string;
  brandSlug: string;
  colourHex: string;
  listMinor: number;
  saleMinor: number | null;
  inStock: boolean;
  /** Arrived within NEW_ARRIVAL_DAYS of the newest product: the card's "new" badge. */
  isNew: boolean;
  /** Units left over all sizes: the card says "few left" at FEW_LEFT or fewer. */
  stockLeft: number;
  /** Listed under the other gender than its own: add-to-cart marks it as a clone. */
  clone: boolean;
  categoryId: number;
}

export interface SizeOption {
  /** The variant key, as in the URL: "110", "19-22", "70a", "onesize". */
  key: string;
  /** As printed on the label: "110", "19-22", "70A"; "onesize" is worded by the page. */
  label: string;
}

/**
 * The choices a listing offers: every size, brand and colour of its scope, each with the
 * products it would show given the shopper's other filters (a facet's own choices combine
 * with "or", so they stay choosable); 0 marks a choice that would show nothing.
 */
export interface Facets {
  sizes: (SizeOption & { count: number })[];
  brands: { slug: string; name: string; count: number }[];
  colours: { key: ColourKey; count: number }[];
  /** Lowest and highest effective price in minor units, or null when empty. */
  priceRange: { min: number; max: number } | null;
}

export interface Listing {
  products: ProductCard[];
  total: number;
  page: number;
  pages: number;
  facets: Facets;
}

const effectivePrice = sql<number>`coalesce(${prices.saleMinor}, ${prices.listMinor})`;

function inStock() {
  return exists(sql`(select 1 from ${variants} where ${variants.productId} = ${products.id} and ${variants.stock} > 0)`);
}

function stockLeft() {
  return sql<number>`(select coalesce(sum(${variants.stock}), 0) from ${variants} where ${variants.productId} = ${products.id})`;
}

function isNewArrival() {
  return sql<boolean>`${products.createdAt} >= (select max(${products.createdAt}) from ${products}) - make_interval(days => ${NEW_ARRIVAL_DAYS})`;
}

/**
 * A statement's conditions written with placeholders, their values beside them, and its
 * shape: the name of each condition in order, which with the market, language and sort is
 * everything its text depends on (the key it is composed once under, ADR 47).
 */
class Conditions {
  readonly where: SQL[] = [];
  readonly values: Values = {};
  readonly shape: string[] = [];

  add(name: string, condition: SQL, values: Values = {}): this {
    this.shape.push(name);
    this.where.push(condition);
    Object.assign(this.values, values);
    return this;
  }
}

/** Ids as one text placeholder (one parameter however many ids: search results can hold thousands). */
const intArray = (name: string) => sql`string_to_array(${value(name)}, ',')::int[]`;
const ints = (ids: number[]) => ids.join(",");
/** Texts as one jsonb placeholder (jsonb: postgres.js sends a string for it as it is). */
const textArray = (name: string) => sql`array(select jsonb_array_elements_text(${value(name)}::jsonb))`;
const texts = (values: string[]) => JSON.stringify(values);

function scopeConditions(scope: ListingScope, c = new Conditions()): Conditions {
  if (scope.categoryIds)
    c.add("categories", sql`${products.categoryId} = any(${intArray("categoryIds")})`, { categoryIds: ints(scope.categoryIds) });
  if (scope.gender) {
    const other = scope.gender === "boys" ? "girls" : "boys";
    const gendered = or(
      eq(products.gender, value("gender")),
      and(eq(products.clone, true), eq(products.gender, value("otherGender"))),
    );
    c.add("gender", gendered as SQL, { gender: scope.gender, otherGender: other });
  }
  if (scope.brandId !== undefined) c.add("brand", eq(products.brandId, value("brandId")), { brandId: scope.brandId });
  if (scope.onlySale) c.add("sale", isNotNull(prices.saleMinor));
  if (scope.onlyNew) c.add("new", isNewArrival());
  if (scope.productIds)
    c.add("products", sql`${products.id} = any(${intArray("productIds")})`, { productIds: ints(scope.productIds) });
  if (scope.productKeys)
    c.add("keys", sql`${products.productKey} = any(${textArray("productKeys")})`, { productKeys: texts(scope.productKeys) });
  if (scope.onlyInStock) c.add("inStock", inStock());
  return c;
}

/** The facets a shopper picks from; each one's count leaves its own filter out. */
type Facet = "size" | "brand" | "colour";

function filterConditions(params: ListingParams, brandIds: number[] | null, except?: Facet, c = new Conditions()): Conditions {
  if (params.sizes.length && except !== "size") {
    const sized = sql`(select 1 from ${variants} where ${variants.productId} = ${products.id} and ${variants.stock} > 0 and lower(${variants.variantKey}) = any(${textArray("sizes")}))`;
    c.add("f:sizes", exists(sized), { sizes: texts(params.sizes) });
  }
  if (brandIds && except !== "brand") {
    if (brandIds.length) c.add("f:brands", sql`${products.brandId} = any(${intArray("brandIds")})`, { brandIds: ints(brandIds) });
    else c.add("f:noBrand", sql`false`);
  }
  if (params.colours.length && except !== "colour")
    c.add("f:colours", sql`${products.colour} = any(${textArray("colours")})`, { colours: texts(params.colours) });
  if (params.min !== null) c.add("f:min", gte(effectivePrice, value("minMinor")), { minMinor: params.min * 100 });
  if (params.max !== null) c.add("f:max", lte(effectivePrice, value("maxMinor")), { maxMinor: params.max * 100 });
  if (params.sale) c.add("f:sale", isNotNull(prices.saleMinor));
  if (params.new) c.add("f:new", isNewArrival());
  return c;
}

/** The order of a listing: its SQL, and the name of its shape (`relevance` with a search's ranking or without). */
function ordering(params: Pick<ListingParams, "sort">, scope: ListingScope, values: Values): { order: SQL[]; name: string } {
  switch (params.sort) {
    case "relevance":
      // Search results: the order the search service ranked them in (scope.productIds).
      // Each product's place looked up in a map (jsonb keeps its keys sorted: a binary search),
      // not found by array_position, which reads the array from the start for every row:
      // 90 ms for a search that finds 2,000 products.
      if (scope.productIds) {
        values.positions = JSON.stringify(Object.fromEntries(scope.productIds.map((id, i) => [id, i])));
        return { order: [sql`(${value("positions")}::jsonb ->> ${products.id}::text)::int`], name: "ranked" };
      }
      return { order: [desc(products.createdAt), desc(products.id)], name: "relevance" };
    case "price-asc":
      return { order: [asc(effectivePrice), desc(products.id)], name: params.sort };
    case "price-desc":
      return { order: [desc(effectivePrice), desc(products.id)], name: params.sort };
    case "discount":
      return {
        order: [
          sql`(${prices.listMinor} - ${effectivePrice})::float / ${prices.listMinor} desc`,
          desc(products.createdAt),
          desc(products.id),
        ],
        name: params.sort,
      };
    default:
      return { order: [desc(products.createdAt), desc(products.id)], name: "newest" };
  }
}

/**
 * Cards in one market and language: the one query listings, rails and curated lists share,
 * composed once per shape (ADR 47) and run with the conditions' values, the limit and the offset.
 */
function cards(
  db: Database,
  market: MarketCode,
  language: Language,
  conditions: Conditions,
  { order, name }: { order: SQL[]; name: string },
  withTotal = false,
) {
  const key = `cards:${market}:${language}:${name}:${withTotal}:${conditions.shape.join(",")}`;
  return composedOnce(db, key, () => {
    const fields = cardFields(withTotal);
    const query = cardStatement(db, fields, market, language, conditions.where, order).getSQL();
    const run = flatSelect<Omit<CardRow, "inStock">>(db, fields, query, "cards");
    // In stock is what is left above nought: stock is never negative (`variants_stock_check`). Selecting it as
    // its own EXISTS let PostgreSQL answer it with a hashed scan of every variant, for 48 cards (ADR 52).
    return {
      execute: async (values?: Values): Promise<CardRow[]> =>
        (await run.execute(values)).map((row) => ({ ...row, inStock: row.stockLeft > 0 })),
    };
  });
}

/** A row of a card's statement: the card before `clone` is known, and a listing page's total. */
type CardRow = Omit<ProductCard, "clone"> & { gender: Gender; total?: number };

/** What a card's statement selects (and, for a listing page, its total beside each row). */
function cardFields(withTotal: boolean) {
  return {
    ...(withTotal ? { total: sql<number>`count(*) over ()`.mapWith(Number) } : {}),
    id: products.id,
    productKey: products.productKey,
    name: productTranslations.name,
    slug: productTranslations.slug,
    brand: brands.name,
    brandSlug: brands.slug,
    colourHex: products.colourHex,
    listMinor: prices.listMinor,
    saleMinor: prices.saleMinor,
    isNew: isNewArrival().mapWith(Boolean),
    stockLeft: stockLeft().mapWith(Number),
    gender: products.gender,
    categoryId: products.categoryId,
  };
}

/** The cards' statement of a shape, its values as placeholders (and `limit` and `offset`). */
function cardStatement(
  db: Database,
  fields: ReturnType<typeof cardFields>,
  market: MarketCode,
  language: Language,
  where: SQL[],
  order: SQL[],
) {
  return db
    .select(fields)
    .from(products)
    .innerJoin(prices, priceIn(market))
    .innerJoin(productTranslations, nameIn(language))
    .innerJoin(brands, brandOf())
    .where(and(eq(prices.market, market), ...where))
    .orderBy(...order)
    .limit(value("limit"))
    .offset(value("offset"));
}

/**
 * Cards of a scope without the total or facets, for product rails and curated
 * lists. Picked products keep the editors' order.
 */
export async function listCards(
  db: Database,
  market: MarketCode,
  language: Language,
  scope: ListingScope,
  sort: Sort,
  limit: number,
): Promise<ProductCard[]> {
  const conditions = scopeConditions(scope);
  const order = ordering({ sort }, scope, conditions.values);
  const rows = await cards(db, market, language, conditions, order).execute({ ...conditions.values, limit, offset: 0 });
  const found = rows.map(({ gender, ...r }) => ({ ...r, clone: scope.gender !== undefined && gender !== scope.gender }));
  const keys = scope.productKeys;
  if (!keys) return found;
  const position = new Map(keys.map((key, i) => [key, i]));
  return found.sort((a, b) => (position.get(a.productKey) ?? 0) - (position.get(b.productKey) ?? 0));
}

/** A product listing in one market and language: one page of cards, the total, and the facets of its scope. */
export async function listProducts(
  db: Database,
  market: MarketCode,
  language: Language,
  scope: ListingScope,
  params: ListingParams,
): Promise<Listing> {
  // The brands' ids, kept with the page they filter: a kept page with a brand filter asks nothing either.
  const brandIds = params.brands.length
    ? await brandIdMemo.get(params.brands.join(","), async () =>
        (await db.select({ id: brands.id }).from(brands).where(inArray(brands.slug, params.brands))).map((b) => b.id),
      )
    : null;
  const conditions = filterConditions(params, brandIds, undefined, scopeConditions(scope));

  const { facets, total } = listingFacets(db, market, scope, params, brandIds);
  // A kept page leaves the facets' total unread: its failure is the facets' own, awaited below.
  total?.catch(() => {});
  const order = ordering(params, scope, conditions.values);
  const offset = (params.page - 1) * PAGE_SIZE;
  const shown = pageMemo.get(memoKey([market, language, scope, params, brandIds]), async () => {
    // Facets remembered: the page's own statement counts the total beside its cards (a window over every row
    // that passes, before the limit), one statement where there were two. A page past the end has no row to
    // carry it and is counted on its own.
    const page = cards(db, market, language, conditions, order, total === undefined).execute({
      ...conditions.values,
      limit: PAGE_SIZE,
      offset,
    });
    const countAll = () =>
      db
        .select({ n: count() })
        .from(products)
        .innerJoin(prices, priceIn(market))
        .where(and(eq(prices.market, market), ...conditions.where))
        .execute(conditions.values)
        .then(([row]) => row?.n ?? 0);
    const counted: Promise<number> = total ?? page.then(async ([first]) => first?.total ?? (await countAll()));
    const [rows, n] = await Promise.all([page, counted]);
    return { rows, total: n };
  });

  const [{ rows, total: n }, facetsNow] = await Promise.all([shown, facets]);
  return {
    products: rows.map(({ gender, total: _total, ...r }) => ({
      ...r,
      clone: scope.gender !== undefined && gender !== scope.gender,
    })),
    total: n,
    page: params.page,
    pages: Math.max(1, Math.ceil(n / PAGE_SIZE)),
    facets: facetsNow,
  };
}

/** Facets change only with stock and prices; a short memory spares every page view of a filtered view three scans. */
export const FACET_TTL_MS = 60_000;
const facetMemo = catalogMemo<Facets>({ ttlMs: FACET_TTL_MS, maxEntries: 2000 });

/**
 * A listing's page of cards and its total, kept as long as its facets and as long as the render cache may keep
 * the page itself (60 s, ADR 16): a page rendered again with the same listing (after a content change purged it,
 * or under another query string, such as a campaign's tracking parameters) asks PostgreSQL nothing (ADR 51).
 * The total is as old as the cards beside it. 500 pages of 48 cards hold 11.2 MB of heap (measured).
 */
const pageMemo = catalogMemo<{ rows: CardRow[]; total: number }>({ ttlMs: FACET_TTL_MS, maxEntries: 500 });
const brandIdMemo = catalogMemo<number[]>({ ttlMs: FACET_TTL_MS, maxEntries: 500 });

/** A memo's key: a search's scope lists every product it found (thousands of ids), kept under a digest. */
const memoKey = (parts: unknown[]) => {
  const key = JSON.stringify(parts);
  return key.length > 256 ? createHash("sha256").update(key).digest("base64") : key;
};

/**
 * The choices of a scope and how many products each gives with the shopper's filters (not their sort or page);
 * when they were not remembered, also the listing's total, counted by the same statement (else `total` is
 * undefined and the caller counts: the total is never older than the cards beside it).
 */
function listingFacets(
  db: Database,
  market: MarketCode,
  scope: ListingScope,
  params: ListingParams,
  brandIds: number[] | null,
): { facets: Promise<Facets>; total?: Promise<number> } {
  const { sizes, brands, colours, min, max, sale } = params;
  // Under a digest when long: 2,000 remembered scopes hold 2,000 short keys, not megabytes of ids.
  let total: Promise<number> | undefined;
  const facets = facetMemo.get(memoKey([market, scope, sizes, brands, colours, min, max, sale, params.new]), () => {
    const computed = computeFacets(db, market, scope, params, brandIds);
    total = computed.then((c) => c.total);
    return computed.then((c) => c.facets);
  });
  return { facets, total };
}

/** Counts the rows of a facet's group that pass every filter but the facet's own. */
const countWhere = (conditions: SQL[]) =>
  (conditions.length ? sql<number>`count(*) filter (where ${and(...conditions)})` : sql<number>`count(*)`).mapWith(Number);

/** `grouping(brand slug, brand name, colour)` of a row: a bit set for each column the row is not grouped by. */
const GROUPED = { brand: 0b001, colour: 0b110, whole: 0b111 } as const;

/**
 * Two statements: the sizes (one row per product and size in stock), and the brands, colours, price
 * range and total in one pass over the scope's products, grouped three ways (`grouping sets`): each
 * group counts with its own filter, the brands' without the brand filter, the colours' without the
 * colour filter, the total with all of them. One statement, not four, is what a cold listing spends
 * least on, in the shop (building and sending statements) and in PostgreSQL (planning them).
 */
async function computeFacets(
  db: Database,
  market: MarketCode,
  scope: ListingScope,
  params: ListingParams,
  brandIds: number[] | null,
): Promise<{ facets: Facets; total: number }> {
  const scoped = scopeConditions(scope);
  const base = and(eq(prices.market, market), ...scoped.where);
  const except = (facet?: Facet) => filterConditions(params, brandIds, facet).where;
  const values = { ...scoped.values, ...filterConditions(params, brandIds).values };
  const group = sql<number>`grouping(${brands.slug}, ${brands.name}, ${products.colour})`.mapWith(Number);
  const [sizeRows, groupedRows] = await Promise.all([
    // One row per product and size: a product counts once under each size it has in stock.
    db
      .select({
        key: variants.variantKey,
        size: sql<string>`min(${variants.size})`,
        count: countWhere(except("size")),
      })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .innerJoin(prices, priceIn(market))
      .where(and(base, sql`${variants.stock} > 0`))
      .groupBy(variants.variantKey)
      .execute(values),
    db
      .select({
        group,
        slug: brands.slug,
        name: brands.name,
        colour: products.colour,
        brandCount: countWhere(except("brand")),
        colourCount: countWhere(except("colour")),
        total: countWhere(except()),
        min: min(effectivePrice),
        max: max(effectivePrice),
      })
      .from(products)
      .innerJoin(prices, priceIn(market))
      .innerJoin(brands, brandOf())
      .where(base)
      .groupBy(sql`grouping sets ((${brands.slug}, ${brands.name}), (${products.colour}), ())`)
      .orderBy(asc(brands.name))
      .execute(values),
  ]);
  const brandRows = groupedRows
    .filter((r) => r.group === GROUPED.brand)
    .map((r) => ({ slug: r.slug as string, name: r.name as string, count: r.brandCount }));
  const colourCounts = new Map(groupedRows.filter((r) => r.group === GROUPED.colour).map((r) => [r.colour, r.colourCount]));
  const whole = groupedRows.find((r) => r.group === GROUPED.whole);
  return {
    facets: {
      sizes: sortSizes(sizeRows.map((r) => ({ key: r.key, label: r.size, count: r.count }))),
      brands: brandRows,
      colours: COLOUR_KEYS.filter((key) => colourCounts.has(key)).map((key) => ({ key, count: colourCounts.get(key) ?? 0 })),
      priceRange: whole?.min != null && whole.max != null ? { min: Number(whole.min), max: Number(whole.max) } : null,
    },
    total: whole?.total ?? 0,
  };
}

/** Sizes in the order shoppers read them: numbers ascending, ranges by their start, then the rest. */
export function sortSizes<T extends SizeOption>(sizes: T[]): T[] {
  const lead = (k: string) => {
    const m = /^(\d+)/.exec(k);
    return m ? Number(m[1]) : Number.POSITIVE_INFINITY;
  };
  const unique = [...new Map(sizes.map((s) => [s.key, s])).values()];
  return unique.sort((a, b) => lead(a.key) - lead(b.key) || a.key.localeCompare(b.key));
}

export interface ProductVariant {
  variantKey: string;
  size: string;
  stock: number;
}

export interface ProductDetail {
  id: number;
  productKey: string;
  name: string;
  slug: string;
  description: string;
  colour: string;
  colourHex: string;
  brand: { name: string; slug: string };
  categoryId: number;
  gender: Gender;
  clone: boolean;
  createdAt: Date;
  listMinor: number;
  saleMinor: number | null;
  currency: string;
  variants: ProductVariant[];
  /** The product's slug in every language, for hreflang alternates and redirects. */
  slugs: Partial<Record<Language, string>>;
}

/** One product as a market and language see it; null when there is no such product. */
export async function getProduct(
  db: Database,
  id: number,
  market: MarketCode,
  language: Language,
): Promise<ProductDetail | null> {
  const row = await readProduct(db, { id }, market, language, { slugs: true });
  if (!row) return null;
  return {
    id: row.productId,
    productKey: row.productKey,
    name: row.name,
    slug: row.slug,
    description: row.description,
    colour: row.colour,
    colourHex: row.colourHex,
    brand: { name: row.brand, slug: row.brandSlug },
    categoryId: row.categoryId,
    gender: row.gender as Gender,
    clone: row.clone,
    createdAt: row.createdAt,
    listMinor: row.listMinor,
    saleMinor: row.saleMinor,
    currency: row.currency,
    variants: row.variants.map(({ variantKey, size, stock }) => ({ variantKey, size, stock })),
    slugs: row.slugs,
  };
}

export interface BrandSummary {
  id: number;
  slug: string;
  name: string;
  count: number;
}

/** Every brand with the number of products it has in a market, alphabetically. */
export function listBrands(db: Database, market: MarketCode): Promise<BrandSummary[]> {
  return db
    .select({ id: brands.id, slug: brands.slug, name: brands.name, count: count(products.id) })
    .from(brands)
    .innerJoin(products, eq(products.brandId, brands.id))
    .innerJoin(prices, priceIn(market))
    .groupBy(brands.id, brands.slug, brands.name)
    .orderBy(asc(brands.name));
}

export async function getBrand(db: Database, slug: string): Promise<{ id: number; slug: string; name: string } | null> {
  const [row] = await db.select().from(brands).where(eq(brands.slug, slug));
  return row ?? null;
}
