import { describe, expect, it } from "vitest";
import { categoryInfoApplies, perkAppliesTo } from "./perk-rules.ts";

const openPurchase = { categoryID: null, excludeCategoryID: "201,158" };
const sealedPackage = { categoryID: "201", excludeCategoryID: null };
const everywhere = { categoryID: null, excludeCategoryID: null };

describe("which perks a product shows", () => {
  it("shows an unfiltered perk everywhere", () => {
    expect(perkAppliesTo(everywhere, [110, 111])).toBe(true);
  });

  it("hides open purchase for underwear and gift cards, and only there", () => {
    expect(perkAppliesTo(openPurchase, [201, 202])).toBe(false);
    expect(perkAppliesTo(openPurchase, [158])).toBe(false);
    expect(perkAppliesTo(openPurchase, [110, 111])).toBe(true);
  });

  it("shows the sealed-package perk only in underwear, including its subcategories", () => {
    expect(perkAppliesTo(sealedPackage, [201, 203])).toBe(true);
    expect(perkAppliesTo(sealedPackage, [110])).toBe(false);
  });

  it("lets exclusion win over inclusion", () => {
    expect(perkAppliesTo({ categoryID: "182", excludeCategoryID: "186" }, [182, 186, 1167])).toBe(false);
    expect(perkAppliesTo({ categoryID: "182", excludeCategoryID: "186" }, [182, 188])).toBe(true);
  });

  it("hides a perk whose filter is malformed", () => {
    expect(perkAppliesTo({ categoryID: "201, 158", excludeCategoryID: null }, [201])).toBe(false);
  });
});

describe("the foot-measuring hint", () => {
  const ids = "182,186,188,995,997,998,999,1046,1167,1169,1170,1181,1182,1183,1210";
  it("applies to shoes and not to jeans", () => {
    expect(categoryInfoApplies(ids, [182, 186, 1167])).toBe(true);
    expect(categoryInfoApplies(ids, [110, 111])).toBe(false);
    expect(categoryInfoApplies(null, [182])).toBe(false);
  });
});
