import { describe, expect, it } from "vitest";
import { FEW_LEFT, productBadges } from "./badges.ts";

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
