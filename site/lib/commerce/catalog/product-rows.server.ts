/**
 * How a product is read in a market and a language, named once: the price list
 * of the market, the name and slug of the language, the brand. Listings, the
 * product page, the product API and the cart's lines all join the same way; a
 * product without a price in the market or a name in the language is not sold there.
 */
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Database } from "#lib/db/client.server.ts";
import { brands, prices, products, productTranslations, variants } from "#lib/db/schema.server.ts";
import type { Language, MarketCode } from "#lib/markets/markets.ts";

/** The join conditions: `.innerJoin(prices, priceIn(market))` and so on. */
export const priceIn = (market: MarketCode) => and(eq(prices.productId, products.id), eq(prices.market, market));
export const nameIn = (language: Language) =>
  and(eq(productTranslations.productId, products.id), eq(productTranslations.language, language));
export const brandOf = () => eq(brands.id, products.brandId);

/** What every reader of a product in a market and language selects. */
export const PRODUCT_FIELDS = {
  productId: products.id,
  productKey: products.productKey,
  gender: products.gender,
  clone: products.clone,
  categoryId: products.categoryId,
  colourHex: products.colourHex,
  createdAt: products.createdAt,
  name: productTranslations.name,
  slug: productTranslations.slug,
  description: productTranslations.description,
  colour: productTranslations.colour,
  brand: brands.name,
  brandSlug: brands.slug,
  listMinor: prices.listMinor,
  saleMinor: prices.saleMinor,
  currency: prices.currency,
};

/**
 * The one product reader: a product found by `where` (its id or its key) as a
 * market and a language see it, with its sizes in shelf order; null when it is
 * not sold there.
 */
export async function readProduct(db: Database, where: SQL, market: MarketCode, language: Language) {
  const [row] = await db
    .select(PRODUCT_FIELDS)
    .from(products)
    .innerJoin(prices, priceIn(market))
    .innerJoin(productTranslations, nameIn(language))
    .innerJoin(brands, brandOf())
    .where(where);
  if (!row) return null;
  const sizes = await db
    .select({ variantId: variants.id, variantKey: variants.variantKey, size: variants.size, stock: variants.stock })
    .from(variants)
    .where(eq(variants.productId, row.productId))
    .orderBy(asc(variants.position));
  return { ...row, variants: sizes };
}
