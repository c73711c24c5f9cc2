import { describe, expect, it } from "vitest";
import { hasWashingAdvice, NOT_WASHED_CATEGORY_KEYS } from "./care.ts";
import { TAXONOMY, walkTaxonomy } from "./taxonomy.ts";

describe("washing advice belongs to garments", () => {
  it("shows on clothes and on accessories that are washed", () => {
    expect(hasWashingAdvice(["jeans", "jeans-slim"])).toBe(true);
    expect(hasWashingAdvice(["underwear", "briefs"])).toBe(true);
    expect(hasWashingAdvice(["accessories", "caps"])).toBe(true);
    expect(hasWashingAdvice(["accessories", "gloves"])).toBe(true);
  });

  it("never shows on gift cards, shoes, bags, belts or jewellery", () => {
    expect(hasWashingAdvice(["gift-cards"])).toBe(false);
    expect(hasWashingAdvice(["shoes", "sneakers", "sneakers-low"])).toBe(false);
    expect(hasWashingAdvice(["accessories", "bags"])).toBe(false);
    expect(hasWashingAdvice(["accessories", "belts"])).toBe(false);
    expect(hasWashingAdvice(["jewellery-hair"])).toBe(false);
    expect(hasWashingAdvice([])).toBe(false);
  });

  it("names only categories of the taxonomy", () => {
    const keys = new Set([...walkTaxonomy(TAXONOMY)].map(([node]) => node.key));
    for (const key of NOT_WASHED_CATEGORY_KEYS) expect(keys, key).toContain(key);
  });
});
