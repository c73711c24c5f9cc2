import { describe, expect, it } from "vitest";
import { cartTotals, GIFT_CARD_CATEGORY_ID, lineTotal, memberDiscount, memberDiscountApplies, unitPrice } from "./pricing.ts";

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

describe("member discount (ADR 17)", () => {
  const full = { listMinor: 49900, saleMinor: null, quantity: 2, categoryId: 12 };
  const sale = { listMinor: 59900, saleMinor: 29900, quantity: 1, categoryId: 12 };
  const giftCard = { listMinor: 50000, saleMinor: null, quantity: 1, categoryId: GIFT_CARD_CATEGORY_ID };

  it("takes 10 % off full-priced goods for members", () => {
    expect(memberDiscount([full], true)).toBe(9980);
  });

  it("gives nothing to shoppers who are not members", () => {
    expect(memberDiscount([full], false)).toBe(0);
  });

  it("does not come on top of a sale price, and never applies to gift cards", () => {
    expect(memberDiscount([sale, giftCard], true)).toBe(0);
    expect(memberDiscount([full, sale, giftCard], true)).toBe(9980);
    expect(memberDiscountApplies(sale)).toBe(false);
    expect(memberDiscountApplies(giftCard)).toBe(false);
  });

  it("rounds once over the eligible sum, half up", () => {
    expect(memberDiscount([{ ...full, listMinor: 995, quantity: 1 }], true)).toBe(100);
    expect(memberDiscount([{ ...full, listMinor: 333, quantity: 3 }], true)).toBe(100);
  });
});
