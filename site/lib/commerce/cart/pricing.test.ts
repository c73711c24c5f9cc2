import { describe, expect, it } from "vitest";
import { GIFT_CARD_CATEGORY_ID } from "#lib/commerce/catalog/taxonomy.ts";
import { lineTotal, memberDiscount, memberDiscountApplies, memberPrice, memberUnitPrice, unitPrice } from "./pricing.ts";

describe("cart pricing", () => {
  it("uses the sale price when set", () => {
    expect(unitPrice({ listMinor: 59900, saleMinor: 29900 })).toBe(29900);
    expect(unitPrice({ listMinor: 59900, saleMinor: null })).toBe(59900);
    expect(lineTotal({ listMinor: 59900, saleMinor: 29900 }, 3)).toBe(89700);
  });
});

describe("member prices (docs/rules.md)", () => {
  it("are whole kronor in Sweden, Norway and Denmark, rounded down: no öre on a price tag", () => {
    // The case: 399 kr less 10 % is 359,10 kr; the member pays 359 kr.
    expect(memberUnitPrice(39_900, "SEK")).toBe(35_900);
    expect(memberUnitPrice(39_500, "NOK")).toBe(35_500);
    expect(memberUnitPrice(24_900, "DKK")).toBe(22_400);
    expect(memberUnitPrice(50_000, "SEK")).toBe(45_000);
    for (const list of [9_900, 12_900, 39_900, 59_500, 129_900]) expect(memberUnitPrice(list, "SEK") % 100).toBe(0);
  });

  it("keep cents and grosze in euro and złoty, rounded down to the cent", () => {
    expect(memberUnitPrice(4_995, "EUR")).toBe(4_495);
    expect(memberUnitPrice(995, "EUR")).toBe(895);
    expect(memberUnitPrice(14_999, "PLN")).toBe(13_499);
  });

  it("never give less than the 10 % promised", () => {
    for (const currency of ["SEK", "EUR"] as const)
      for (let list = 100; list < 200_000; list += 37)
        expect(list - memberUnitPrice(list, currency)).toBeGreaterThanOrEqual(list / 10);
  });

  it("do not apply to sale goods or gift cards", () => {
    expect(memberPrice({ listMinor: 39_900, saleMinor: null, categoryId: 1 }, "SEK")).toBe(35_900);
    expect(memberPrice({ listMinor: 39_900, saleMinor: 29_900, categoryId: 1 }, "SEK")).toBeNull();
    expect(memberPrice({ listMinor: 50_000, saleMinor: null, categoryId: GIFT_CARD_CATEGORY_ID }, "SEK")).toBeNull();
  });
});

describe("member discount (ADR 17)", () => {
  const full = { listMinor: 49900, saleMinor: null, quantity: 2, categoryId: 12 };
  const sale = { listMinor: 59900, saleMinor: 29900, quantity: 1, categoryId: 12 };
  const giftCard = { listMinor: 50000, saleMinor: null, quantity: 1, categoryId: GIFT_CARD_CATEGORY_ID };

  it("takes 10 % off full-priced goods for members", () => {
    expect(memberDiscount([full], true, "SEK")).toBe(10_000);
    expect(memberDiscount([full], true, "EUR")).toBe(9_980);
  });

  it("gives nothing to shoppers who are not members", () => {
    expect(memberDiscount([full], false, "SEK")).toBe(0);
  });

  it("does not come on top of a sale price, and never applies to gift cards", () => {
    expect(memberDiscount([sale, giftCard], true, "SEK")).toBe(0);
    expect(memberDiscount([full, sale, giftCard], true, "SEK")).toBe(10_000);
    expect(memberDiscountApplies(sale)).toBe(false);
    expect(memberDiscountApplies(giftCard)).toBe(false);
  });

  it("is the member price the product page shows, per unit, times the quantity", () => {
    const line = { listMinor: 39_900, saleMinor: null, quantity: 3, categoryId: 12 };
    const member = memberPrice(line, "SEK") ?? 0;
    expect(lineTotal(line, 3) - memberDiscount([line], true, "SEK")).toBe(member * 3);
    expect(memberDiscount([{ ...line, listMinor: 333 }], true, "EUR")).toBe(3 * (333 - 299));
  });
});
