/**
 * The product catalog the generator makes (seed/catalog/generate.ts) and the
 * database seeding loads. Deterministic: the same code gives the same catalog.
 * Money is in minor units (öre, cents, grosze) of the market's currency.
 */
import type { Gender } from "#lib/commerce/catalog/categories.ts";
import type { Language, MarketCode } from "#lib/markets/markets.ts";

export interface BrandSeed {
  id: number;
  /** lowercase ASCII kebab, unique. */
  slug: string;
  name: string;
}

export interface VariantSeed {
  /** Unique within the product: the size code, such as "110", "110-116", "32" or "onesize". */
  variantKey: string;
  /** What the size selector shows: "110", "110/116", "32", "One size" is localized by the shop from "onesize". */
  size: string;
  /** Units in stock; 0 is sold out. */
  stock: number;
}

export interface PriceSeed {
  /** List price in minor units of the market's currency. */
  list: number;
  /** Sale price in minor units, lower than list, or null when not on sale. */
  sale: number | null;
}

export interface ProductSeed {
  /** Numeric id, unique; the last dash-separated segment of every full slug. */
  id: number;
  /** The key add-to-cart uses: `{productKey}-{variantKey}`, optional `-clone` suffix. ASCII, no spaces. */
  productKey: string;
  brandId: number;
  /** A taxonomy category id (site/lib/commerce/catalog/taxonomy.ts); most products sit in a leaf, all in a node of the tree. */
  categoryId: number;
  gender: Gender;
  /** Also listed under the other gender, flagged as a clone (same product, stock and prices). */
  clone: boolean;
  /** ISO date-time; "new arrivals" are the newest. */
  createdAt: string;
  /** Product name per language, without the brand, such as "Mörkblå slim fit-jeans". */
  name: Record<Language, string>;
  /** One or two sentences per language. */
  description: Record<Language, string>;
  /** Colour name per language (used in filters and the gallery alt text). */
  colour: Record<Language, string>;
  /** A CSS hex colour for the generated product image. */
  colourHex: string;
  variants: VariantSeed[];
  prices: Record<MarketCode, PriceSeed>;
}

export interface CatalogSeed {
  brands: BrandSeed[];
  products: ProductSeed[];
}
