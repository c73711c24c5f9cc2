import { describe, expect, it } from "vitest";
import { cartTotals, lineTotal, unitPrice } from "./pricing.ts";

describe("cart pricing", () => {
  it("uses the sale price when set", () => {
    expect(unitPrice({ listMinor: 59900, saleMinor: 29900 })).toBe(29900);
    expect(unitPrice({ listMinor: 59900, saleMinor: null })).toBe(59900);
    expect(lineTotal({ listMinor: 59900, saleMinor: 29900 }, 3)).toBe(89700);
  });

  it("sums quantities and the grand total", () => {
    expect(
      cartTotals([
        { listMinor: 59900, saleMinor: 29900, quantity: 2 },
        { listMinor: 49900, saleMinor: null, quantity: 1 },
      ]),
    ).toEqual({ totalQuantity: 3, grandtotalMinor: 109700 });
    expect(cartTotals([])).toEqual({ totalQuantity: 0, grandtotalMinor: 0 });
  });
});
