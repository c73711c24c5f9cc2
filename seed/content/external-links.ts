import type { Language } from "../../site/lib/markets/markets.ts";

/** Addresses outside the shop that the footer links to. */
export const SOCIAL = {
  facebook: "https://www.facebook.com/littlenorthshop",
  instagram: "https://www.instagram.com/littlenorthshop",
  tiktok: "https://www.tiktok.com/@littlenorthshop",
} as const;

export const helpCentre = (language: Language) => `https://help.littlenorth.shop/${language}`;
export const WHISTLEBLOWING = "https://report.littlenorth.shop";

/** Payment methods shown in each language's footer; their logos are in seed/assets/payment. */
export const PAYMENT_METHODS: Record<Language, string[]> = {
  sv: ["visa", "mastercard", "klarna", "swish"],
  nb: ["visa", "mastercard", "klarna", "vipps"],
  da: ["visa", "mastercard", "klarna", "mobilepay"],
  fi: ["visa", "mastercard", "klarna", "mobilepay"],
  nl: ["visa", "mastercard", "klarna", "ideal"],
  de: ["visa", "mastercard", "klarna", "paypal"],
  fr: ["visa", "mastercard", "klarna", "cartes-bancaires"],
  pl: ["visa", "mastercard", "klarna", "blik", "przelewy24"],
  en: ["visa", "mastercard", "klarna", "paypal"],
};

export const PAYMENT_NAMES: Record<string, string> = {
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
