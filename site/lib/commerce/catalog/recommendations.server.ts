/**
 * Reads what recommendations.ts chooses from: products of a category for "more
 * like this" on product pages, and the market's popular products for the empty
 * search and 404 pages. Rendered on the server with the page; nothing here knows
 * the shopper.
 */
import { and, asc, desc, eq, gte, sql, sum } from "drizzle-orm";
import { type Database, getDatabase } from "#lib/db/client.server.ts";
import { orderLines, orders, prices, products, variants } from "#lib/db/schema.server.ts";
import { logger, serializeError } from "#lib/log/logger.server.ts";
import type { Storefront } from "#lib/markets/markets.ts";
import { catalogMemo, FACET_TTL_MS, getCategoryTree, listCards, type ProductCard, type ProductDetail } from "./catalog.server.ts";
import type { Gender } from "./category-tree.ts";
import { subtreeIds, trail } from "./category-tree.ts";
import { priceIn } from "./product-rows.server.ts";
import { moreLikeThis, popularShelf, SHELF_SIZE } from "./recommendations.ts";

/** How many products of a category the rules choose from: enough for variety, few enough to read at once. */
const CANDIDATES = 48;

/** Popular products are chosen from more, so that two of each department can fill the shelf. */
const POPULAR_CANDIDATES = 200;

/**
 * The candidates of a category are the same for every product page of it in a storefront: each process reads
 * them once a minute, as it does a listing's facets and as long as the render cache keeps the page itself.
 * A product sold out in that minute can be offered for the rest of it, as the category's listing offers it.
 * At most a few hundred categories, genders and storefronts, each 48 cards.
 */
const candidateMemo = catalogMemo<ProductCard[]>({ ttlMs: FACET_TTL_MS, maxEntries: 400 });

/** In-stock products of these categories for these children, newest first: what "more like this" chooses from. */
function candidates(db: Database, sf: Storefront, gender: Gender, categoryIds: number[]): Promise<ProductCard[]> {
  const key = `${sf.market.code}:${sf.language}:${gender}:${categoryIds.join(",")}`;
  return candidateMemo.get(key, () =>
    listCards(db, sf.market.code, sf.language, { categoryIds, gender, onlyInStock: true }, "newest", CANDIDATES),
  );
}

/**
 * "More like this" for a product page: in-stock products of the product's own
 * category for the same children (its gender, and clones listed there); when the
 * category has too few, the rest of its parent category after them.
 */
export async function loadMoreLikeThis(db: Database, sf: Storefront, product: ProductDetail): Promise<ProductCard[]> {
  const me = { id: product.id, brandSlug: product.brand.slug, colourHex: product.colourHex, categoryId: product.categoryId };
  const read = (categoryIds: number[]) => candidates(db, sf, product.gender, categoryIds);
  const shelf = moreLikeThis(me, await read([product.categoryId]));
  if (shelf.length >= SHELF_SIZE) return shelf;
  const parent = (await getCategoryTree(db, sf.language)).byId.get(product.categoryId)?.parent;
  if (!parent) return shelf;
  const taken = new Set([product.id, ...shelf.map((p) => p.id)]);
  const wider = (await read(subtreeIds(parent))).filter((p) => !taken.has(p.id));
  return [...shelf, ...moreLikeThis(me, wider, SHELF_SIZE - shelf.length)];
}

/** Orders this recent make a product popular. */
export const POPULAR_DAYS = 30;

/** A market's popular products change with its orders, not by the second: each process reads them once a minute. */
const popularMemo = catalogMemo<ProductCard[]>({ ttlMs: 60_000, maxEntries: 50 });

/**
 * The market's popular products (docs/adr/0034-product-page-guides-recommendations-gallery.md): the most
 * units ordered in the market in the last POPULAR_DAYS days; then, for a quiet
 * market or a new shop, the products with the largest share of their sizes in stock
 * (what any child can wear), newest first. In stock only, at most two of a department (shoes, jeans, …).
 */
export function loadPopular(db: Database, sf: Storefront): Promise<ProductCard[]> {
  return popularMemo.get(`${sf.market.code}:${sf.language}`, async () => {
    const market = sf.market.code;
    const since = new Date(Date.now() - POPULAR_DAYS * 86_400_000);
    const units = sum(orderLines.quantity);
    const sizesInStock = sql<number>`count(*) filter (where ${variants.stock} > 0)`;
    const [sold, stocked] = await Promise.all([
      db
        .select({ id: orderLines.productId })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(eq(orders.market, market), gte(orders.createdAt, since)))
        .groupBy(orderLines.productId)
        .orderBy(desc(units), asc(orderLines.productId))
        .limit(POPULAR_CANDIDATES),
      db
        .select({ id: products.id })
        .from(products)
        .innerJoin(prices, priceIn(market))
        .innerJoin(variants, eq(variants.productId, products.id))
        .groupBy(products.id)
        .having(sql`${sizesInStock} > 0`)
        .orderBy(sql`${sizesInStock}::float / count(*) desc`, desc(products.createdAt), desc(products.id))
        .limit(POPULAR_CANDIDATES),
    ]);
    const ids = [...new Set([...sold, ...stocked].map((row) => row.id))];
    const [cards, tree] = await Promise.all([
      listCards(db, market, sf.language, { productIds: ids, onlyInStock: true }, "relevance", ids.length),
      getCategoryTree(db, sf.language),
    ]);
    const departmentOf = (id: number) => {
      const node = tree.byId.get(id);
      return node ? (trail(node)[0]?.id ?? id) : id;
    };
    return popularShelf(cards, SHELF_SIZE, departmentOf);
  });
}

/**
 * The popular products a page that found nothing offers (the 404 page, an empty
 * search). A page that says "not found" still answers when the catalog cannot: then without them.
 */
export async function popularFor(sf: Storefront, db: Database = getDatabase().db): Promise<ProductCard[]> {
  try {
    return await loadPopular(db, sf);
  } catch (error) {
    logger.error({ err: serializeError(error) }, "popular products could not be read");
    return [];
  }
}
