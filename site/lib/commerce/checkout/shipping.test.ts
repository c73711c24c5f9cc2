import { describe, expect, it } from "vitest";
import { missingForFreeShipping, qualifiesForFreeShipping, shippingOptions, shippingPrice } from "./shipping";

describe("free-shipping thresholds (specification 9)", () => {
  it.each([
    ["se", 69_900, false],
    ["se", 69_901, true],
    ["no", 99_900, false],
    ["no", 99_901, true],
    ["dk", 49_900, false],
    ["dk", 49_901, true],
    ["fi", 6_899, false],
    ["fi", 6_900, true],
    ["nl", 6_900, true],
    ["de", 6_900, true],
    ["fr", 6_900, true],
    ["pl", 29_899, false],
    ["pl", 29_900, true],
  ] as const)("%s at %i: free %s", (market, subtotal, free) => {
    expect(qualifiesForFreeShipping(market, subtotal)).toBe(free);
    expect(shippingPrice(market, subtotal, "standard") === 0).toBe(free);
    expect(missingForFreeShipping(market, subtotal) === 0).toBe(free);
  });

  it("charges a standard fee below the threshold and always offers paid express", () => {
    expect(shippingOptions("se", 10_000)).toEqual([
      { method: "standard", priceMinor: 4_900 },
      { method: "express", priceMinor: 9_900 },
    ]);
    expect(shippingPrice("de", 100_000, "express")).toBe(995);
    expect(missingForFreeShipping("se", 69_000)).toBe(901);
    expect(missingForFreeShipping("de", 6_000)).toBe(900);
  });
});
