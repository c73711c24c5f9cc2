import { describe, expect, it } from "vitest";
import { checkProductKeys, checkRailCount, checkRailSource, checkTable } from "./editorial.ts";

describe("product keys", () => {
  it("accepts catalog keys and nothing else", () => {
    expect(checkProductKeys(["LN100042", "LN7"])).toBe(true);
    expect(checkProductKeys(undefined)).toBe(true);
    expect(checkProductKeys(["100042"])).toMatch(/LN100042/);
    expect(checkProductKeys(["LN0"])).not.toBe(true);
    expect(checkProductKeys(["LN1", "LN1"])).toMatch(/once/);
    expect(checkProductKeys("LN1")).not.toBe(true);
  });
});

describe("product rail", () => {
  it("shows 4 to 24 products", () => {
    expect(checkRailCount(4)).toBe(true);
    expect(checkRailCount(24)).toBe(true);
    expect(checkRailCount(3)).not.toBe(true);
    expect(checkRailCount(25)).not.toBe(true);
    expect(checkRailCount(6.5)).not.toBe(true);
  });

  it("needs what its source names", () => {
    expect(checkRailSource({ source: "new" })).toBe(true);
    expect(checkRailSource({})).toMatch(/Choose/);
    expect(checkRailSource({ source: "everything" })).toMatch(/Unknown/);
    expect(checkRailSource({ source: "category" })).toMatch(/category/);
    expect(checkRailSource({ source: "category", categoryIds: "130" })).toBe(true);
    expect(checkRailSource({ source: "brand" })).toMatch(/brand/);
    expect(checkRailSource({ source: "picked", productKeys: ["LN1", "LN2", "LN3"] })).toMatch(/now 3/);
    expect(checkRailSource({ source: "picked", productKeys: ["LN1", "LN2", "LN3", "LN4"] })).toBe(true);
  });
});

describe("tables", () => {
  const row = (...cells: string[]) => ({ cells });
  it("needs a heading row, one more row and even widths", () => {
    expect(checkTable([row("Size", "Height"), row("110", "105–110")])).toBe(true);
    expect(checkTable([row("Size", "Height")])).toMatch(/heading row/);
    expect(checkTable([row("Size"), row("110")])).toMatch(/two columns/);
    expect(checkTable([row("Size", "Height"), row("110")])).toMatch(/Row 2 has 1/);
    expect(checkTable([row("Size", "Height"), row("110", " ")])).toMatch(/empty/);
  });
});
