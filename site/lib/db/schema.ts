/**
 * Commerce data: the catalog (categories, brands, products, variants, prices).
 * One PostgreSQL dialect for PGlite (embedded default) and a PostgreSQL server.
 * Money is integer minor units in the market's currency.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from "drizzle-orm/pg-core";

export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey(),
    parentId: integer("parent_id"),
    key: text("key").notNull().unique(),
    /** Order among siblings, as in the menus. */
    position: integer("position").notNull(),
    /** both: boys and girls; girls: girls only; shared: the categories section only (gift cards). */
    audience: text("audience").notNull(),
  },
  (t) => [index("categories_parent_idx").on(t.parentId)],
);

export const categoryTranslations = pgTable(
  "category_translations",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.language] })],
);

export const brands = pgTable("brands", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
});

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey(),
    productKey: text("product_key").notNull().unique(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    gender: text("gender").notNull(),
    /** Also listed under the other gender, flagged as a clone. */
    clone: boolean("clone").notNull().default(false),
    colourHex: text("colour_hex").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    index("products_category_idx").on(t.categoryId),
    index("products_brand_idx").on(t.brandId),
    index("products_created_idx").on(t.createdAt),
    check("products_gender_check", sql`${t.gender} in ('boys', 'girls')`),
  ],
);

export const productTranslations = pgTable(
  "product_translations",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    name: text("name").notNull(),
    /** The canonical full slug in this language: `{brand}-{name}-{id}`. */
    slug: text("slug").notNull(),
    description: text("description").notNull(),
    colour: text("colour").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.language] })],
);

export const variants = pgTable(
  "variants",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantKey: text("variant_key").notNull(),
    size: text("size").notNull(),
    position: integer("position").notNull(),
    stock: integer("stock").notNull(),
  },
  (t) => [
    unique("variants_product_key_unique").on(t.productId, t.variantKey),
    check("variants_stock_check", sql`${t.stock} >= 0`),
  ],
);

export const prices = pgTable(
  "prices",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    market: text("market").notNull(),
    currency: text("currency").notNull(),
    listMinor: integer("list_minor").notNull(),
    saleMinor: integer("sale_minor"),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.market] }),
    index("prices_market_idx").on(t.market),
    check(
      "prices_positive_check",
      sql`${t.listMinor} > 0 and (${t.saleMinor} is null or (${t.saleMinor} > 0 and ${t.saleMinor} < ${t.listMinor}))`,
    ),
  ],
);
