/**
 * Commerce data: the catalog (categories, brands, products, variants, prices).
 * One PostgreSQL dialect for PGlite (embedded default) and a PostgreSQL server.
 * Money is integer minor units in the market's currency.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { customers } from "./account-schema.server.ts";

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

/**
 * Carts (issue 6). A shopper's browser holds one random `cartToken`; each market
 * has its own cart under that token, so prices stay in one currency and switching
 * market and back finds the earlier cart again (docs/adr/0007-cart-and-checkout.md).
 * Lines hold no price: prices are read from `prices` whenever the cart is read.
 */
export const carts = pgTable(
  "carts",
  {
    token: text("token").notNull(),
    market: text("market").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.token, t.market] }), index("carts_updated_idx").on(t.updatedAt)],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartToken: text("cart_token").notNull(),
    market: text("market").notNull(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Added from the other gender's listing (spec: attributes.clone). */
    clone: boolean("clone").notNull().default(false),
    /** The search service's click ticket, when the product was found through search. */
    ticket: text("ticket"),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    unique("cart_items_line_unique").on(t.cartToken, t.market, t.variantId, t.clone),
    check("cart_items_quantity_check", sql`${t.quantity} between 1 and 20`),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** Shown to the shopper: LN-000123. */
    number: text("number").notNull().unique(),
    /** The checkout cookie that placed it: the confirmation page shows it only to that browser. */
    checkoutToken: text("checkout_token").notNull(),
    market: text("market").notNull(),
    language: text("language").notNull(),
    currency: text("currency").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    street: text("street").notNull(),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull(),
    shippingMethod: text("shipping_method").notNull(),
    subtotalMinor: integer("subtotal_minor").notNull(),
    shippingMinor: integer("shipping_minor").notNull(),
    totalMinor: integer("total_minor").notNull(),
    paymentProvider: text("payment_provider").notNull(),
    paymentReference: text("payment_reference").notNull(),
    status: text("status").notNull(),
    /**
     * The checkout attempt that placed it (a key in the checkout form): a repeated
     * post of the same form (double click, retry after a lost answer) finds this
     * order instead of placing another.
     */
    attemptKey: text("attempt_key"),
    /** The signed-in customer who placed it (issue 16); null for a guest. */
    customerId: text("customer_id").references(() => customers.id, { onDelete: "set null" }),
    /** The member discount taken off the subtotal (docs/adr/0017-accounts-with-better-auth.md). */
    memberDiscountMinor: integer("member_discount_minor").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_checkout_token_idx").on(t.checkoutToken),
    uniqueIndex("orders_attempt_unique").on(t.checkoutToken, t.attemptKey),
    index("orders_customer_idx").on(t.customerId),
    // Guest orders are found by address when a customer confirms it (attachGuestOrders).
    index("orders_guest_email_idx").on(sql`lower(${t.email})`).where(sql`${t.customerId} is null`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    productId: integer("product_id").notNull(),
    productKey: text("product_key").notNull(),
    variantKey: text("variant_key").notNull(),
    name: text("name").notNull(),
    brand: text("brand").notNull(),
    size: text("size").notNull(),
    clone: boolean("clone").notNull(),
    ticket: text("ticket"),
    quantity: integer("quantity").notNull(),
    unitPriceMinor: integer("unit_price_minor").notNull(),
    lineTotalMinor: integer("line_total_minor").notNull(),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

export * from "./account-schema.server.ts";
export * from "./search-schema.server.ts";
