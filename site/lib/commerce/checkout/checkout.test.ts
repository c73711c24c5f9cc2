import { describe, expect, it } from "vitest";
import { normalisePhone, normalisePostalCode, parseCheckout } from "./address";
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

describe("postal codes per market", () => {
  it.each([
    ["se", "12345", "123 45"],
    ["se", "123 45", "123 45"],
    ["no", "0150", "0150"],
    ["dk", "2100", "2100"],
    ["fi", "00100", "00100"],
    ["de", "10115", "10115"],
    ["fr", "75001", "75001"],
    ["nl", "1012ab", "1012 AB"],
    ["nl", "1012 AB", "1012 AB"],
    ["pl", "00-950", "00-950"],
    ["pl", "00950", "00-950"],
  ] as const)("%s accepts %s as %s", (market, raw, expected) => {
    expect(normalisePostalCode(market, raw)).toBe(expected);
  });

  it.each([
    ["se", "1234"],
    ["se", "123456"],
    ["no", "12345"],
    ["dk", "123"],
    ["fi", "1234"],
    ["de", "1011"],
    ["fr", "7500A"],
    ["nl", "0123 AB"],
    ["nl", "1012"],
    ["pl", "009-50"],
  ] as const)("%s refuses %s", (market, raw) => {
    expect(normalisePostalCode(market, raw)).toBeNull();
  });
});

describe("checkout form", () => {
  const valid = {
    email: "anna@example.com",
    phone: "+46 70-123 45 67",
    firstName: "Anna",
    lastName: "Svensson",
    street: "Storgatan 1",
    postalCode: "11122",
    city: "Stockholm",
    shipping: "standard",
    payment: "test",
  };

  it("normalises a valid form", () => {
    const result = parseCheckout("se", valid);
    expect(result.ok && result.value).toMatchObject({ phone: "+46701234567", postalCode: "111 22" });
  });

  it("reports one error per field", () => {
    const result = parseCheckout("nl", {
      ...valid,
      email: "nope",
      phone: "12",
      postalCode: "11122",
      city: "",
      shipping: "drone",
    });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toEqual({
        email: "email",
        phone: "phone",
        postalCode: "postalCode",
        city: "required",
        shipping: "shipping",
      });
  });

  it("reads phone numbers", () => {
    expect(normalisePhone("(040) 123 45 67")).toBe("0401234567");
    expect(normalisePhone("abc")).toBeNull();
  });
});
