/**
 * Order totals, computed in this one place (issue 25.1): the cart's subtotal, the checkout
 * summary for every delivery method and what an order charges all come from here, so what
 * a shopper is shown is what the order charges.
 *
 * Goods first: the lines at today's prices, less the member discount; then the delivery
 * method's price for that subtotal (free standard delivery is decided on it).
 */

import { type DiscountLine, lineTotal, memberDiscount } from "#lib/commerce/cart/pricing.ts";
import { MARKETS, type MarketCode } from "#lib/markets/markets.ts";
import { SHIPPING_METHODS, type ShippingMethod, shippingPrice } from "./shipping.ts";

export interface GoodsTotals {
  totalQuantity: number;
  /** The lines at today's prices, sale prices included. */
  itemsMinor: number;
  /** Positive; 0 for a shopper who is not a member. */
  memberDiscountMinor: number;
  /** What the goods cost: items less the member discount. */
  subtotalMinor: number;
}

export function goodsTotals(market: MarketCode, lines: readonly DiscountLine[], member: boolean): GoodsTotals {
  let totalQuantity = 0;
  let itemsMinor = 0;
  for (const line of lines) {
    totalQuantity += line.quantity;
    itemsMinor += lineTotal(line, line.quantity);
  }
  const memberDiscountMinor = memberDiscount(lines, member, MARKETS[market].currency);
  return { totalQuantity, itemsMinor, memberDiscountMinor, subtotalMinor: itemsMinor - memberDiscountMinor };
}

export interface OrderTotals {
  method: ShippingMethod;
  subtotalMinor: number;
  shippingMinor: number;
  totalMinor: number;
}

/** What an order of goods worth `subtotalMinor` costs with a delivery method. */
export function orderTotals(market: MarketCode, subtotalMinor: number, method: ShippingMethod): OrderTotals {
  const shippingMinor = shippingPrice(market, subtotalMinor, method);
  return { method, subtotalMinor, shippingMinor, totalMinor: subtotalMinor + shippingMinor };
}

/** The totals with every delivery method, in the order checkout offers them: the summary shows the chosen one. */
export function totalsPerMethod(market: MarketCode, subtotalMinor: number): OrderTotals[] {
  return SHIPPING_METHODS.map((method) => orderTotals(market, subtotalMinor, method));
}
