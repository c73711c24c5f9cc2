/** Cart prices: always from the market's price list, the sale price when there is one. */

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

export interface Totals {
  totalQuantity: number;
  grandtotalMinor: number;
}

export function cartTotals(lines: readonly (PriceRow & { quantity: number })[]): Totals {
  let totalQuantity = 0;
  let grandtotalMinor = 0;
  for (const line of lines) {
    totalQuantity += line.quantity;
    grandtotalMinor += lineTotal(line, line.quantity);
  }
  return { totalQuantity, grandtotalMinor };
}

/** Members of the club "family" get this share off (docs/adr/0017-accounts-with-better-auth.md). */
export const MEMBER_DISCOUNT_PERCENT = 10;
/** The gift card category: a gift card is money, never discounted. */
export const GIFT_CARD_CATEGORY_ID = 158;

export interface DiscountLine extends PriceRow {
  quantity: number;
  categoryId: number;
}

/** True when the member discount applies to a line: full-priced goods only, no sale item and no gift card. */
export function memberDiscountApplies(line: DiscountLine): boolean {
  return line.categoryId !== GIFT_CARD_CATEGORY_ID && unitPrice(line) === line.listMinor;
}

/**
 * The member discount of a cart, in minor units (positive; subtracted from the total as
 * its own line). Rounded once over the eligible sum, half up, so the line equals 10 %
 * of what it applies to and never drifts by a unit per line.
 */
export function memberDiscount(lines: readonly DiscountLine[], member: boolean): number {
  if (!member) return 0;
  const eligible = lines.filter(memberDiscountApplies).reduce((sum, l) => sum + lineTotal(l, l.quantity), 0);
  return Math.round((eligible * MEMBER_DISCOUNT_PERCENT) / 100);
}
