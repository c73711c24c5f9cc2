/** Cart prices: always from the market's price list, the sale price when there is one. */

import { GIFT_CARD_CATEGORY_ID } from "#lib/commerce/catalog/taxonomy.ts";
import { wholeUnitsOnly } from "#lib/markets/format.ts";
import type { Currency } from "#lib/markets/markets.ts";

export interface PriceRow {
  listMinor: number;
  saleMinor: number | null;
}

/** What one unit costs now. */
export function unitPrice({ listMinor, saleMinor }: PriceRow): number {
  return saleMinor !== null && saleMinor < listMinor ? saleMinor : listMinor;
}

export function lineTotal(price: PriceRow, quantity: number): number {
  return unitPrice(price) * quantity;
}

/** Members of the club "family" get this share off (docs/adr/0017-accounts-with-better-auth.md). */
export const MEMBER_DISCOUNT_PERCENT = 10;

export interface DiscountLine extends PriceRow {
  quantity: number;
  categoryId: number;
}

/** True when the member discount applies to a line: full-priced goods only, no sale item and no gift card. */
export function memberDiscountApplies(line: DiscountLine): boolean {
  return line.categoryId !== GIFT_CARD_CATEGORY_ID && unitPrice(line) === line.listMinor;
}

/**
 * What a member pays for one unit of a line the discount applies to (docs/rules.md, "Member
 * prices"): 10 % off the list price, rounded down to the smallest amount the market's price
 * tags show: whole kronor in Sweden, Norway and Denmark (399 kr → 359 kr, never 359,10 kr),
 * the cent or grosz in euro and złoty (49,95 € → 44,95 €). Down, so a member always gets at
 * least the 10 % the shop promises. The product page, the cart, checkout and the order all
 * price a member's unit with this one function.
 */
export function memberUnitPrice(listMinor: number, currency: Currency): number {
  const step = wholeUnitsOnly(currency) ? 100 : 1;
  const exact = (listMinor * (100 - MEMBER_DISCOUNT_PERCENT)) / 100;
  return Math.floor(exact / step) * step;
}

/** What a member pays for one unit, or null when the member discount does not apply (sale goods, gift cards). */
export function memberPrice(line: Omit<DiscountLine, "quantity">, currency: Currency): number | null {
  return memberDiscountApplies({ ...line, quantity: 1 }) ? memberUnitPrice(line.listMinor, currency) : null;
}

/**
 * The member discount of a cart, in minor units (positive; subtracted from the total as its
 * own line): per eligible unit, the list price less the member's unit price, so the cart
 * charges exactly the member price the product page shows, times the quantity.
 */
export function memberDiscount(lines: readonly DiscountLine[], member: boolean, currency: Currency): number {
  if (!member) return 0;
  return lines
    .filter(memberDiscountApplies)
    .reduce((sum, l) => sum + (l.listMinor - memberUnitPrice(l.listMinor, currency)) * l.quantity, 0);
}
