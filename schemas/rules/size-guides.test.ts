import { describe, expect, it } from "vitest";
import { checkSizeTable, sizeGuideFor } from "./size-guides.ts";

const rows = (...sizes: string[]) => [{ cells: ["Size", "Height (cm)"] }, ...sizes.map((s) => ({ cells: [s, "100"] }))];

describe("size tables", () => {
  it("need a heading row and at least three sizes", () => {
    expect(checkSizeTable(rows("98", "104", "110"))).toBe(true);
    expect(checkSizeTable(rows("98", "104"))).toMatch(/at least 3 sizes/);
    expect(checkSizeTable(undefined)).not.toBe(true);
  });

  it("hold each size once, so a shopper never reads two answers for one size", () => {
    expect(checkSizeTable(rows("98", "104", "98"))).toBe("The size 98 is in the table twice.");
  });

  it("keep a table's own rules: as many cells as headings, none empty", () => {
    expect(checkSizeTable([...rows("98", "104", "110"), { cells: ["116"] }])).toMatch(/Row 5 has 1 cells/);
  });
});

describe("the size guide of a product", () => {
  const clothes = { kind: "clothes", categoryIds: "110,120" };
  const shoes = { kind: "shoes", categoryIds: "182" };
  const firstShoes = { kind: "first-shoes", categoryIds: "1210" };
  const guides = [clothes, shoes, firstShoes];

  it("is the one naming the product's category or an ancestor", () => {
    expect(sizeGuideFor(guides, [110, 111])).toBe(clothes);
    expect(sizeGuideFor(guides, [182, 186, 1167])).toBe(shoes);
  });

  it("is the one naming the nearest category when two apply", () => {
    expect(sizeGuideFor(guides, [182, 1210])).toBe(firstShoes);
  });

  it("is none for a category no guide names, or a malformed list", () => {
    expect(sizeGuideFor(guides, [158])).toBeNull();
    expect(sizeGuideFor([{ categoryIds: "1, 2" }], [1])).toBeNull();
  });
});
