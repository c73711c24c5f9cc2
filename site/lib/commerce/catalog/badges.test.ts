import { describe, expect, it } from "vitest";
import { GIFT_CARD_CATEGORY_ID } from "../cart/pricing.ts";
import { FEW_LEFT, memberPrice, productBadges } from "./badges.ts";

const base = { listMinor: 39900, saleMinor: null, isNew: false, inStock: true, stockLeft: 20 };

describe("productBadges", () => {
  it("shows none on a plain product", () => {
    expect(productBadges(base)).toEqual([]);
  });

  it("puts sale with its percent first, then new, then few left", () => {
    expect(productBadges({ ...base, saleMinor: 27930, isNew: true, stockLeft: FEW_LEFT })).toEqual([
      { kind: "sale", percent: 30 },
      { kind: "new" },
      { kind: "low-stock" },
    ]);
  });

  it("says few left only while something is left", () => {
    expect(productBadges({ ...base, stockLeft: FEW_LEFT + 1 })).toEqual([]);
    expect(productBadges({ ...base, inStock: false, stockLeft: 0 })).toEqual([]);
  });

  it("ignores a sale price that is no lower than the list price", () => {
    expect(productBadges({ ...base, saleMinor: 39900 })).toEqual([]);
  });
});

describe("memberPrice", () => {
  it("is 10 % off full-priced goods, rounded half up", () => {
    expect(memberPrice({ listMinor: 39900, saleMinor: null, categoryId: 1 })).toBe(35910);
    expect(memberPrice({ listMinor: 995, saleMinor: null, categoryId: 1 })).toBe(895);
  });

  it("does not apply to sale goods or gift cards", () => {
    expect(memberPrice({ listMinor: 39900, saleMinor: 29900, categoryId: 1 })).toBeNull();
    expect(memberPrice({ listMinor: 50000, saleMinor: null, categoryId: GIFT_CARD_CATEGORY_ID })).toBeNull();
  });
});
