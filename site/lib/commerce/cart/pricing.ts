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
