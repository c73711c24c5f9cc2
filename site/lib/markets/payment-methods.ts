import type { Language, MarketCode } from "./markets.ts";

/** How each payment method is written; the logo files are seed/assets/payment/{key}.svg. */
export const PAYMENT_NAMES: Readonly<Record<string, string>> = {
  visa: "Visa",
  mastercard: "Mastercard",
  klarna: "Klarna",
  swish: "Swish",
  vipps: "Vipps",
  mobilepay: "MobilePay",
  ideal: "iDEAL",
  paypal: "PayPal",
  "cartes-bancaires": "Cartes Bancaires",
  blik: "BLIK",
  przelewy24: "Przelewy24",
};

/** Cards and Klarna everywhere, then each country's own way to pay. */
const EVERYWHERE = ["visa", "mastercard", "klarna"];
const LOCAL: Readonly<Record<MarketCode, string[]>> = {
  se: ["swish"],
  no: ["vipps"],
  dk: ["mobilepay"],
  fi: ["mobilepay"],
  nl: ["ideal"],
  de: ["paypal"],
  fr: ["cartes-bancaires"],
  pl: ["blik", "przelewy24"],
};

/** The payment methods a market offers, as the footer and the cart drawer show them. */
export function paymentMethodsOf(market: MarketCode): string[] {
  return [...EVERYWHERE, ...LOCAL[market]];
}

/** The methods a language's footer shows: its market's, or for English, which every market reads, the common ones and PayPal. */
export function paymentMethodsForLanguage(language: Language, market: MarketCode | null): string[] {
  return language === "en" || market === null ? [...EVERYWHERE, "paypal"] : paymentMethodsOf(market);
}
