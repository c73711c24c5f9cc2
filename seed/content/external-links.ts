import { type Language, MARKET_CODES, MARKETS } from "#lib/markets/markets.ts";
import { PAYMENT_NAMES, paymentMethodsForLanguage } from "#lib/markets/payment-methods.ts";

export { PAYMENT_NAMES };

/** Addresses outside the shop that the footer links to. */
export const SOCIAL = {
  facebook: "https://www.facebook.com/littlenorthshop",
  instagram: "https://www.instagram.com/littlenorthshop",
  tiktok: "https://www.tiktok.com/@littlenorthshop",
} as const;

export const helpCentre = (language: Language) => `https://help.littlenorth.shop/${language}`;
export const WHISTLEBLOWING = "https://report.littlenorth.shop";

/** Payment methods shown in each language's footer; their logos are in seed/assets/payment. */
export function paymentMethodsOfLanguage(language: Language): string[] {
  return paymentMethodsForLanguage(language, MARKET_CODES.find((m) => MARKETS[m].language === language) ?? null);
}
