import { describe, expect, it } from "vitest";
import { normalisePhone, normalisePostalCode, parseCheckout } from "./address.ts";

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
