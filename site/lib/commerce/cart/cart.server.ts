/**
 * The cart service: carts live in the database under a random token (the
 * `cartToken` cookie) and a market. Lines keep variant, quantity and attributes;
 * prices are read from the market's price list on every read, never stored or
 * taken from the client. Every function takes the database, so tests run them
 * on PGlite and PostgreSQL.
 */
import { and, asc, eq, type Placeholder, sql } from "drizzle-orm";
import { picturePath, productPicture } from "#lib/commerce/catalog/pictures/picture.ts";
import { brandOf, nameIn, priceIn, readProduct } from "#lib/commerce/catalog/product-rows.server.ts";
import { goodsTotals } from "#lib/commerce/checkout/totals.ts";
import type { Database } from "#lib/db/client.server.ts";
import { composedOnce, rawStatement, value } from "#lib/db/composed-once.server.ts";
import { brands, cartItems, carts, prices, products, productTranslations, variants } from "#lib/db/schema.server.ts";
import { conflict, notFound } from "#lib/http/responses.ts";
import { formatMoney } from "#lib/markets/format.ts";
import { type Language, type MarketCode, storefront } from "#lib/markets/markets.ts";
import { localizePath } from "#lib/markets/paths.ts";
import { type AddKey, MAX_QUANTITY } from "./keys.ts";
import { lineTotal, unitPrice } from "./pricing.ts";
import type { Cart, CartItem, ProductGroup } from "./types.ts";

export interface CartContext {
  db: Database;
  token: string | null;
  market: MarketCode;
  language: Language;
  /** The shopper is a member of the club "family": the cart shows the member discount (ADR 17). */
  member?: boolean | undefined;
}

function sfOf(market: MarketCode, language: Language) {
  return storefront(market, { english: language === "en" });
}

/** A cart line's picture: the product's front view at the smallest width. */
/** A line's picture: the product's front view, small (cart, checkout, orders). */
export function imageOf(language: Language, categoryId: number, name: string, colourHex: string): string {
  return picturePath(productPicture(categoryId, name, language, colourHex), "front", 240);
}

export function emptyCart(market: MarketCode, language: Language): Cart {
  const sf = sfOf(market, language);
  return {
    market,
    language,
    currency: sf.market.currency,
    locale: sf.locale,
    items: [],
    totalQuantity: 0,
    totals: { grandtotal: { minor: 0, formatted: formatMoney(0, sf.market.currency, sf.locale) } },
  };
}

/** The lines of a cart, for a token given as a value or as the prepared statement's placeholder. */
function linesQuery(db: Pick<Database, "select">, token: string | Placeholder, market: MarketCode, language: Language) {
  return db
    .select({
      lineId: cartItems.id,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      clone: cartItems.clone,
      ticket: cartItems.ticket,
      variantKey: variants.variantKey,
      size: variants.size,
      stock: variants.stock,
      productId: products.id,
      productKey: products.productKey,
      gender: products.gender,
      categoryId: products.categoryId,
      colourHex: products.colourHex,
      name: productTranslations.name,
      slug: productTranslations.slug,
      brand: brands.name,
      listMinor: prices.listMinor,
      saleMinor: prices.saleMinor,
    })
    .from(cartItems)
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(prices, priceIn(market))
    .innerJoin(productTranslations, nameIn(language))
    .innerJoin(brands, brandOf())
    .where(and(eq(cartItems.cartToken, token), eq(cartItems.market, market)))
    .orderBy(asc(cartItems.id));
}

/**
 * The lines of a cart with their product, size and the market's current prices:
 * what an order is placed from. Takes the database or a transaction, so an order
 * reads the lines inside the transaction that takes the stock.
 */
export function pricedCartLines(db: Pick<Database, "select">, token: string, market: MarketCode, language: Language) {
  return linesQuery(db, token, market, language);
}

/**
 * The same lines for the drawer, the shop's hottest read (every add answers the cart):
 * the statement is composed once per market and language and run with the token alone
 * (site/lib/db/composed-once.server.ts; issue 19, target 4).
 */
function cartLines(db: Database, token: string, market: MarketCode, language: Language) {
  const lines = composedOnce(db, `cart_lines:${market}:${language}`, () =>
    linesQuery(db, value("token"), market, language).prepare("cart_lines"),
  );
  return lines.execute({ token });
}

type LineRow = Awaited<ReturnType<typeof linesQuery>>[number];

/** The cart of a token in a market, priced now; an empty cart when there is none. */
export async function getCart(ctx: CartContext): Promise<Cart> {
  const { db, token, market, language } = ctx;
  if (!token) return emptyCart(market, language);
  return cartOf(ctx, await cartLines(db, token, market, language));
}

/** A cart from its lines as `linesQuery` selects them. */
function cartOf({ market, language, member = false }: Omit<CartContext, "db" | "token">, rows: readonly LineRow[]): Cart {
  const sf = sfOf(market, language);
  const money = (minor: number) => ({ minor, formatted: formatMoney(minor, sf.market.currency, sf.locale) });
  const items: CartItem[] = rows.map((r) => ({
    lineId: r.lineId,
    variantId: r.variantId,
    variantKey: r.variantKey,
    size: r.size,
    quantity: r.quantity,
    stock: r.stock,
    attributes: { clone: r.clone, ticket: r.ticket },
    id: r.productId,
    productKey: r.productKey,
    fullSlug: localizePath(sf, `/${r.slug}`),
    name: r.name,
    brand: { name: r.brand },
    media: [{ imageSrc: imageOf(language, r.categoryId, r.name, r.colourHex) }],
    price: r.listMinor,
    salePrice: r.saleMinor,
    gender: r.gender as CartItem["gender"],
    unitPrice: money(unitPrice(r)),
    lineTotal: money(lineTotal(r, r.quantity)),
  }));
  const totals = goodsTotals(market, rows, member);
  return {
    ...emptyCart(market, language),
    items,
    totalQuantity: totals.totalQuantity,
    totals: {
      grandtotal: money(totals.subtotalMinor),
      ...(totals.memberDiscountMinor > 0 ? { memberDiscount: money(totals.memberDiscountMinor) } : {}),
    },
  };
}

/** The product group lookup (specification 7): a product and its variants in a market, no session needed. */
export async function lookupProductGroup(
  db: Database,
  productKey: string,
  market: MarketCode,
  language: Language,
): Promise<ProductGroup | null> {
  const row = await readProduct(db, { productKey }, market, language);
  if (!row) return null;
  const sf = sfOf(market, language);
  return {
    id: row.productId,
    productKey: row.productKey,
    fullSlug: localizePath(sf, `/${row.slug}`),
    name: row.name,
    brand: { name: row.brand },
    gender: row.gender as ProductGroup["gender"],
    clone: row.clone,
    price: row.listMinor,
    salePrice: row.saleMinor,
    media: [{ imageSrc: imageOf(language, row.categoryId, row.name, row.colourHex) }],
    variants: row.variants.map((v) => ({ variantId: v.variantId, variantKey: v.variantKey, size: v.size, inStock: v.stock > 0 })),
  };
}

/** What to add: a variant by id (the cart add mutation) or by add-to-cart key. */
export type AddTarget = { variantId: number; productId?: number | undefined; variantKey?: string | undefined } | { key: AddKey };

export interface AddOptions {
  quantity: number;
  clone?: boolean | undefined;
  ticket?: string | null | undefined;
}

/** What the add statement answers: what it found and added, and the cart's lines after the add (none when nothing was added). */
type AddRow = { found_product_id: number; found_variant_key: string; found_stock: number; added: number } & {
  [K in keyof LineRow]: LineRow[K] | null;
};

/** Why nothing was added, when the statement found a variant. */
function refusal(target: AddTarget, variant: { productId: number; variantKey: string; stock: number }) {
  if (!("key" in target)) {
    if (target.productId !== undefined && target.productId !== variant.productId)
      return notFound("VARIANT_NOT_FOUND", "The variant does not belong to that product.");
    if (target.variantKey !== undefined && target.variantKey.toLowerCase() !== variant.variantKey.toLowerCase())
      return notFound("VARIANT_NOT_FOUND", "The variant key does not match the variant.");
  }
  if (variant.stock <= 0) return conflict("OUT_OF_STOCK", "This size is sold out.");
  // This add alone is too many, or the line already holds as many as it may.
  return tooMany(variant.stock);
}

/**
 * The add's one statement for a shape (what names the variant, which of the add's checks it
 * carries, the market's prices and the language's names), its values as placeholders
 * (composed once: site/lib/db/composed-once.server.ts).
 */
export function addStatement(
  market: MarketCode,
  language: Language,
  shape: { byKey: boolean; withProductId: boolean; withVariantKey: boolean },
) {
  const which = shape.byKey
    ? sql`${products.productKey} = ${value("productKey")} and ${variants.variantKey} = ${value("keyVariant")}`
    : sql`${variants.id} = ${value("variantId")}`;
  // The cart add mutation's productId and variantKey options must name the same variant.
  const matches = sql.join(
    [
      sql`stock > 0 and ${value("quantity")} <= line_limit`,
      ...(shape.withProductId ? [sql`product_id = ${value("productId")}`] : []),
      ...(shape.withVariantKey ? [sql`lower(variant_key) = ${value("variantKey")}`] : []),
    ],
    sql` and `,
  );
  const token = value("token");
  // The statement's own writes are invisible to its reads (one snapshot): the cart's other
  // lines come from the table, the added one from the upsert's RETURNING.
  return sql`with found as (
      select ${variants.id} as variant_id, ${variants.productId} as product_id, ${variants.variantKey} as variant_key,
             ${variants.stock} as stock, least(${variants.stock}, ${MAX_QUANTITY}) as line_limit
      from ${variants}
      join ${products} on ${products.id} = ${variants.productId}
      join ${prices} on ${prices.productId} = ${products.id} and ${prices.market} = ${market}
      where ${which}
    ),
    addable as (select * from found where ${matches}),
    cart as (
      insert into carts (token, market) select ${token}, ${market} from addable
      on conflict (token, market) do update set updated_at = now()
    ),
    line as (
      insert into cart_items (cart_token, market, variant_id, product_id, clone, ticket, quantity)
      select ${token}, ${market}, variant_id, product_id, ${value("clone")}, ${value("ticket")}, ${value("quantity")} from addable
      on conflict (cart_token, market, variant_id, clone) do update
        set quantity = cart_items.quantity + excluded.quantity, ticket = coalesce(excluded.ticket, cart_items.ticket)
        where cart_items.quantity + excluded.quantity <= (select line_limit from addable)
      returning id, variant_id, product_id, quantity, clone, ticket
    ),
    lines as (
      select id, variant_id, product_id, quantity, clone, ticket from line
      union all
      select id, variant_id, product_id, quantity, clone, ticket from cart_items
      where cart_token = ${token} and market = ${market} and exists (select from line) and id not in (select id from line)
    ),
    priced as (
      select lines.id as "lineId", lines.variant_id as "variantId", lines.quantity, lines.clone, lines.ticket,
             ${variants.variantKey} as "variantKey", ${variants.size} as size, ${variants.stock} as "stock",
             ${products.id} as "productId", ${products.productKey} as "productKey", ${products.gender} as gender,
             ${products.categoryId} as "categoryId", ${products.colourHex} as "colourHex",
             ${productTranslations.name} as name, ${productTranslations.slug} as slug, ${brands.name} as brand,
             ${prices.listMinor} as "listMinor", ${prices.saleMinor} as "saleMinor"
      from lines
      join ${variants} on ${variants.id} = lines.variant_id
      join ${products} on ${products.id} = lines.product_id
      join ${prices} on ${priceIn(market)}
      join ${productTranslations} on ${nameIn(language)}
      join ${brands} on ${brandOf()}
    )
    select found.product_id as found_product_id, found.variant_key as found_variant_key, found.stock as found_stock,
           (select count(*) from line)::int as added, priced.*
    from found left join priced on true
    order by priced."lineId"`;
}

/**
 * Adds a variant to the cart of `token` in `market` and answers the cart, in one
 * statement: it finds the variant priced in the market, checks stock and the line
 * limit, upserts the cart and the line, and reads the cart's lines priced, the added
 * line as the upsert left it. One round trip and one commit per add, the shop's
 * hottest write (docs/adr/0007; the read joined in by ADR 43). Parallel adds to one
 * cart never lose a line: the line is an upsert whose quantity grows in the
 * database, never in the process.
 */
export async function addToCart(ctx: CartContext & { token: string }, target: AddTarget, options: AddOptions): Promise<Cart> {
  const { db, token, market, language } = ctx;
  const clone = options.clone ?? ("key" in target ? target.key.clone : false);
  const byKey = "key" in target;
  const productId = byKey ? undefined : target.productId;
  const variantKey = byKey ? undefined : target.variantKey?.toLowerCase();
  const shape = { byKey, withProductId: productId !== undefined, withVariantKey: variantKey !== undefined };
  const key = `add:${shape.byKey}:${shape.withProductId}:${shape.withVariantKey}:${market}:${language}`;
  const statement = composedOnce(db, key, () => rawStatement<AddRow>(db, addStatement(market, language, shape)));
  const rows = await statement.execute({
    token,
    variantId: byKey ? null : target.variantId,
    productKey: byKey ? target.key.productKey : null,
    keyVariant: byKey ? target.key.variantKey : null,
    productId: productId ?? null,
    variantKey: variantKey ?? null,
    quantity: options.quantity,
    clone,
    ticket: options.ticket ?? null,
  });
  const [row] = rows;
  if (row && Number(row.added) > 0) return cartOf(ctx, rows as LineRow[]);
  if (row) throw refusal(target, { productId: row.found_product_id, variantKey: row.found_variant_key, stock: row.found_stock });
  if (!("key" in target)) throw notFound("VARIANT_NOT_FOUND", "There is no such product variant.");
  // An add-to-cart key that found nothing: say whether the product or only its size is unknown.
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.productKey, target.key.productKey));
  if (!product) throw notFound("PRODUCT_NOT_FOUND", "There is no such product.");
  throw notFound("VARIANT_NOT_FOUND", "The product has no such size.");
}

function tooMany(stock: number) {
  return stock < MAX_QUANTITY
    ? conflict("INSUFFICIENT_STOCK", `Only ${stock} of this size are in stock.`)
    : conflict("QUANTITY_LIMIT", `A line holds at most ${MAX_QUANTITY}.`);
}

/** Sets a line's quantity (1–20, at most what is in stock). */
export async function setLineQuantity(ctx: CartContext, lineId: number, quantity: number): Promise<void> {
  const { db, token, market } = ctx;
  if (!token) throw notFound("LINE_NOT_FOUND", "The cart has no such line.");
  const [line] = await db
    .select({ stock: variants.stock })
    .from(cartItems)
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartToken, token), eq(cartItems.market, market)));
  if (!line) throw notFound("LINE_NOT_FOUND", "The cart has no such line.");
  if (quantity > line.stock) throw line.stock === 0 ? conflict("OUT_OF_STOCK", "This size is sold out.") : tooMany(line.stock);
  await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartToken, token), eq(cartItems.market, market)));
  await touchCart(db, token, market);
}

/** A change keeps the cart from the abandoned-cart cleanup for another retention period. */
async function touchCart(db: Database, token: string, market: MarketCode): Promise<void> {
  await db
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(carts.token, token), eq(carts.market, market)));
}

export async function removeLine(ctx: CartContext, lineId: number): Promise<void> {
  const { db, token, market } = ctx;
  if (!token) throw notFound("LINE_NOT_FOUND", "The cart has no such line.");
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartToken, token), eq(cartItems.market, market)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound("LINE_NOT_FOUND", "The cart has no such line.");
  await touchCart(db, token, market);
}
