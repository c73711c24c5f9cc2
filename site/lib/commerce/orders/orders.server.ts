/**
 * Placing an order: one transaction locks the cart, reads it at today's prices,
 * takes the stock with conditional updates (`stock = stock - n where stock >= n`,
 * so two shoppers can never buy the same last unit), authorizes the payment,
 * writes the order and empties the cart. Any failure rolls all of it back.
 *
 * Placing is idempotent per checkout attempt: the form carries an attempt key,
 * and posts of one cart take turns on the cart's row lock, so a second post of
 * the same attempt (a double click, a retry after a timeout or a dropped
 * connection) finds the first one's order and answers with it: one order, one
 * payment, one unit taken.
 */
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, gte, isNull, sql } from "drizzle-orm";
import { pricedCartLines } from "#lib/commerce/cart/cart.server.ts";
import { lineTotal, unitPrice } from "#lib/commerce/cart/pricing.ts";
import type { CheckoutInput } from "#lib/commerce/checkout/address.ts";
import { paymentProvider } from "#lib/commerce/checkout/payment.ts";
import type { ShippingMethod } from "#lib/commerce/checkout/shipping.ts";
import { goodsTotals, orderTotals } from "#lib/commerce/checkout/totals.ts";
import type { Database } from "#lib/db/client.server.ts";
import { cartItems, carts, orderLines, orders, variants } from "#lib/db/schema.server.ts";
import { conflict, HttpError } from "#lib/http/responses.ts";
import { type Language, MARKETS, type MarketCode } from "#lib/markets/markets.ts";

export interface PlaceOrder {
  cartToken: string;
  checkoutToken: string;
  market: MarketCode;
  language: Language;
  input: CheckoutInput;
  /** The checkout attempt (the form's `attempt` field); without one, a repeated post finds the cart empty. */
  attemptKey?: string | null;
  /** The signed-in customer placing it, and whether they are a member (the discount, ADR 17). */
  customer?: { id: string; member: boolean } | null;
}

export interface PlacedOrder {
  id: number;
  number: string;
  totalMinor: number;
  /** True when this attempt had already placed the order and it was answered again. */
  repeated: boolean;
}

function orderNumber(): string {
  const day = new Date().toISOString().slice(2, 10).replaceAll("-", "");
  return `LN${day}-${randomBytes(3).toString("hex").toUpperCase()}`;
}

export async function placeOrder(db: Database, order: PlaceOrder): Promise<PlacedOrder> {
  const { cartToken, checkoutToken, market, language, input } = order;
  const attemptKey = order.attemptKey || null;
  const provider = paymentProvider(input.payment);
  if (!provider) throw new HttpError(400, "UNKNOWN_PAYMENT", "No such payment method.");
  return db.transaction(async (tx) => {
    // Checkouts of one cart take turns: a parallel post waits here until the first commits or rolls back.
    await tx
      .select({ token: carts.token })
      .from(carts)
      .where(and(eq(carts.token, cartToken), eq(carts.market, market)))
      .for("update");
    if (attemptKey) {
      const [earlier] = await tx
        .select({ id: orders.id, number: orders.number, totalMinor: orders.totalMinor })
        .from(orders)
        .where(and(eq(orders.checkoutToken, checkoutToken), eq(orders.attemptKey, attemptKey)));
      if (earlier) return { ...earlier, repeated: true };
    }
    const lines = await pricedCartLines(tx, cartToken, market, language);
    if (lines.length === 0) throw conflict("CART_EMPTY", "The cart is empty.");

    // Take the stock, variants in id order so that concurrent orders never deadlock.
    const wanted = new Map<number, number>();
    for (const line of lines) wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
    for (const [variantId, quantity] of [...wanted].sort((a, b) => a[0] - b[0])) {
      const taken = await tx
        .update(variants)
        .set({ stock: sql`${variants.stock} - ${quantity}` })
        .where(and(eq(variants.id, variantId), gte(variants.stock, quantity)))
        .returning({ id: variants.id });
      if (taken.length === 0) throw conflict("OUT_OF_STOCK", "Some items in the cart are no longer in stock.");
    }

    const { memberDiscountMinor, subtotalMinor: goods } = goodsTotals(market, lines, order.customer?.member ?? false);
    const { subtotalMinor, shippingMinor, totalMinor } = orderTotals(market, goods, input.shipping);
    const number = orderNumber();
    const payment = await provider.authorize({
      orderNumber: number,
      amountMinor: totalMinor,
      currency: MARKETS[market].currency,
      email: input.email,
      idempotencyKey: attemptKey ?? number,
    });
    if (payment.status !== "authorized") throw new HttpError(422, "PAYMENT_DECLINED", "The payment was declined.");

    const [placed] = await tx
      .insert(orders)
      .values({
        number,
        checkoutToken,
        market,
        language,
        currency: MARKETS[market].currency,
        email: input.email,
        phone: input.phone,
        firstName: input.firstName,
        lastName: input.lastName,
        street: input.street,
        postalCode: input.postalCode,
        city: input.city,
        country: MARKETS[market].country,
        shippingMethod: input.shipping,
        subtotalMinor,
        shippingMinor,
        totalMinor,
        paymentProvider: provider.id,
        paymentReference: payment.reference,
        status: "placed",
        attemptKey,
        customerId: order.customer?.id ?? null,
        memberDiscountMinor,
      })
      .returning({ id: orders.id });
    if (!placed) throw new Error("order insert returned nothing");
    await tx.insert(orderLines).values(
      lines.map((l) => ({
        orderId: placed.id,
        variantId: l.variantId,
        productId: l.productId,
        productKey: l.productKey,
        variantKey: l.variantKey,
        name: l.name,
        brand: l.brand,
        size: l.size,
        clone: l.clone,
        ticket: l.ticket,
        quantity: l.quantity,
        unitPriceMinor: unitPrice(l),
        lineTotalMinor: lineTotal(l, l.quantity),
      })),
    );
    await tx.delete(cartItems).where(and(eq(cartItems.cartToken, cartToken), eq(cartItems.market, market)));
    return { id: placed.id, number, totalMinor, repeated: false };
  });
}

export interface OrderView {
  number: string;
  market: MarketCode;
  email: string;
  firstName: string;
  lastName: string;
  street: string;
  postalCode: string;
  city: string;
  shippingMethod: ShippingMethod;
  memberDiscountMinor: number;
  subtotalMinor: number;
  shippingMinor: number;
  totalMinor: number;
  createdAt: Date;
  lines: { name: string; brand: string; size: string; variantKey: string; quantity: number; lineTotalMinor: number }[];
}

/** An order, only for the browser whose checkout placed it. */
export async function getOrder(db: Database, checkoutToken: string, number: string): Promise<OrderView | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.checkoutToken, checkoutToken)));
  if (!row) return null;
  const lines = await db
    .select({
      name: orderLines.name,
      brand: orderLines.brand,
      size: orderLines.size,
      variantKey: orderLines.variantKey,
      quantity: orderLines.quantity,
      lineTotalMinor: orderLines.lineTotalMinor,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, row.id))
    .orderBy(asc(orderLines.id));
  return {
    number: row.number,
    market: row.market as MarketCode,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    street: row.street,
    postalCode: row.postalCode,
    city: row.city,
    shippingMethod: row.shippingMethod as ShippingMethod,
    memberDiscountMinor: row.memberDiscountMinor,
    subtotalMinor: row.subtotalMinor,
    shippingMinor: row.shippingMinor,
    totalMinor: row.totalMinor,
    createdAt: row.createdAt,
    lines,
  };
}

export interface OrderSummary {
  number: string;
  market: MarketCode;
  totalMinor: number;
  createdAt: Date;
}

/**
 * Guest orders placed with a customer's confirmed e-mail address become the customer's
 * (issue 16). Callers make sure the address is confirmed (site/lib/account/auth.server.ts):
 * after the confirmation link, and at every sign-in of a confirmed account, for orders
 * placed as a guest since. Answers how many were attached.
 */
export async function attachGuestOrders(db: Database, customerId: string, email: string): Promise<number> {
  const attached = await db
    .update(orders)
    .set({ customerId })
    .where(and(isNull(orders.customerId), sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`))
    .returning({ id: orders.id });
  return attached.length;
}

/** The orders a customer placed while signed in, or as a guest with the confirmed address, newest first (/user/orders). */
export async function customerOrders(db: Database, customerId: string): Promise<OrderSummary[]> {
  const rows = await db
    .select({ number: orders.number, market: orders.market, totalMinor: orders.totalMinor, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(100);
  return rows.map((r) => ({ ...r, market: r.market as MarketCode }));
}

/** How long after an order a post of the same checkout that finds the cart empty is taken for its retry. */
export const RETRY_WINDOW_MS = 10 * 60 * 1000;

/**
 * The order this checkout placed within RETRY_WINDOW_MS, or null: a post retried without
 * its attempt key (issue 26) finds the cart emptied by the order it placed, and is answered
 * with that order rather than "your cart is empty".
 */
export async function recentOrderNumber(db: Database, checkoutToken: string, now = Date.now()): Promise<string | null> {
  const [latest] = await db
    .select({ number: orders.number })
    .from(orders)
    .where(and(eq(orders.checkoutToken, checkoutToken), gte(orders.createdAt, new Date(now - RETRY_WINDOW_MS))))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return latest?.number ?? null;
}
