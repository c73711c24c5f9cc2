import { describe, expect, it } from "vitest";
import {
  missingForFreeShipping,
  qualifiesForFreeShipping,
  shippingMethodOf,
  shippingOptions,
  shippingPrice,
} from "./shipping.ts";

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
    expect(missingForFreeShipping("de", 6_000)).toBe(900);
  });

  it("names what is missing in whole kronor where prices are whole, in cents and grosze where they are not", () => {
    // 399 kr in the cart, free over 699 kr: 301 kr more, never 300,01 kr.
    expect(missingForFreeShipping("se", 39_900)).toBe(30_100);
    expect(missingForFreeShipping("se", 69_900)).toBe(100);
    expect(missingForFreeShipping("no", 50_000)).toBe(50_000);
    expect(missingForFreeShipping("dk", 19_900)).toBe(30_100);
    expect(missingForFreeShipping("se", 69_000)).toBe(1_000);
    for (const market of ["se", "no", "dk"] as const)
      for (const subtotal of [0, 2_900, 12_345, 69_900, 99_899]) expect(missingForFreeShipping(market, subtotal) % 100).toBe(0);
    // "from 69 €" and "from 299 zł": the exact rest, cents included.
    expect(missingForFreeShipping("fi", 2_495)).toBe(4_405);
    expect(missingForFreeShipping("pl", 24_999)).toBe(4_901);
  });
});

describe("the form's delivery choice", () => {
  it("reads a form's choice, standard for anything it does not know", () => {
    expect(shippingMethodOf("express")).toBe("express");
    expect(shippingMethodOf("standard")).toBe("standard");
    expect(shippingMethodOf("drone")).toBe("standard");
    expect(shippingMethodOf(undefined)).toBe("standard");
  });
});
