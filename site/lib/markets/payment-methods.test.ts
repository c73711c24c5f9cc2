import { describe, expect, it } from "vitest";
import { MARKET_CODES, MARKETS } from "./markets.ts";
import { PAYMENT_NAMES, paymentMethodsForLanguage, paymentMethodsOf } from "./payment-methods.ts";

describe("payment methods", () => {
  it("offers cards, Klarna and each country's own method", () => {
    expect(paymentMethodsOf("se")).toEqual(["visa", "mastercard", "klarna", "swish"]);
    expect(paymentMethodsOf("fi")).toContain("mobilepay");
    expect(paymentMethodsOf("pl")).toEqual(expect.arrayContaining(["blik", "przelewy24"]));
  });

  it("shows a market language's footer the same methods its drawer shows", () => {
    for (const market of MARKET_CODES) {
      expect(paymentMethodsForLanguage(MARKETS[market].language, market)).toEqual(paymentMethodsOf(market));
      for (const method of paymentMethodsOf(market)) expect(PAYMENT_NAMES[method]).toBeTruthy();
    }
    expect(paymentMethodsForLanguage("en", null)).toEqual(["visa", "mastercard", "klarna", "paypal"]);
  });
});
