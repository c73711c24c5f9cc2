/** The saving a sale price gives, in whole percent of the list price ("Save 30 %"). */
export function salePercent(listMinor: number, saleMinor: number): number {
  return Math.round((1 - saleMinor / listMinor) * 100);
}
