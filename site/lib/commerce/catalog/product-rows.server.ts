/**
 * How a product is read in a market and a language, named once: the price list
 * of the market, the name and slug of the language, the brand. Listings, the
 * product page, the product API and the cart's lines all join the same way; a
 * product without a price in the market or a name in the language is not sold there.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#lib/db/client.server.ts";
import { composedOnce, value } from "#lib/db/composed-once.server.ts";
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

/** A size of a product as its readers get it. */
export interface ProductRowVariant {
  variantId: number;
  variantKey: string;
  size: string;
  stock: number;
}

/** The product's sizes in shelf order, as one JSON column of its row. */
const SIZES = sql<ProductRowVariant[]>`coalesce((
  select json_agg(json_build_object('variantId', ${variants.id}, 'variantKey', ${variants.variantKey}, 'size', ${variants.size}, 'stock', ${variants.stock}) order by ${variants.position})
  from ${variants} where ${variants.productId} = ${products.id}), '[]'::json)`;

type Slugs = Partial<Record<Language, string>>;

/** The product's slug in every language it has one, as one JSON column of its row. */
const SLUGS = sql<Slugs | null>`(
  select json_object_agg(${productTranslations.language}, ${productTranslations.slug})
  from ${productTranslations} where ${productTranslations.productId} = ${products.id})`;
/** In place of SLUGS for a reader that does not show them (the cart's add): no subquery. */
const NO_SLUGS = sql<Slugs | null>`null`;

/** How a reader names its product: by id (the product page) or by key (the product group lookup). */
export type ProductBy = { id: number } | { productKey: string };

/** The reader's statement for a shape, its values (the id or the key) as placeholders. */
function productStatement(db: Database, by: "id" | "productKey", market: MarketCode, language: Language, slugs: boolean) {
  return db
    .select({ ...PRODUCT_FIELDS, variants: SIZES, slugs: slugs ? SLUGS : NO_SLUGS })
    .from(products)
    .innerJoin(prices, priceIn(market))
    .innerJoin(productTranslations, nameIn(language))
    .innerJoin(brands, brandOf())
    .where(by === "id" ? eq(products.id, value("id")) : eq(products.productKey, value("productKey")));
}

/**
 * The one product reader: a product found by its id or its key as a market and a
 * language see it, with its sizes in shelf order and, when asked, its slug in every
 * language (for hreflang alternates and redirects; `{}` otherwise); null when it is not
 * sold there. One statement: a cold product page asked three, two of them one after the
 * other (ADR 43, stop 47 addendum), composed once per shape (ADR 47).
 */
export async function readProduct(
  db: Database,
  by: ProductBy,
  market: MarketCode,
  language: Language,
  { slugs = false }: { slugs?: boolean } = {},
) {
  const kind = "id" in by ? "id" : "productKey";
  const statement = composedOnce(db, `product:${kind}:${slugs}:${market}:${language}`, () =>
    productStatement(db, kind, market, language, slugs).prepare("product"),
  );
  const [row] = await statement.execute(by);
  return row ? { ...row, slugs: row.slugs ?? {} } : null;
}
