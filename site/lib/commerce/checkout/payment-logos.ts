/** The payment logos the cart drawer shows per market, from the same files as the footer's payment column. */
import type { MarketCode } from "../../markets/markets";
import { contentAssetUrl } from "../../shell/assets";

const NAMES: Record<string, string> = {
  klarna: "Klarna",
  swish: "Swish",
  vipps: "Vipps",
  mobilepay: "MobilePay",
  visa: "Visa",
  mastercard: "Mastercard",
  paypal: "PayPal",
  ideal: "iDEAL",
  "cartes-bancaires": "Cartes Bancaires",
  blik: "BLIK",
  przelewy24: "Przelewy24",
};

const BY_MARKET: Record<MarketCode, string[]> = {
  se: ["klarna", "swish", "visa", "mastercard"],
  no: ["vipps", "klarna", "visa", "mastercard"],
  dk: ["mobilepay", "klarna", "visa", "mastercard"],
  fi: ["klarna", "paypal", "visa", "mastercard"],
  nl: ["ideal", "klarna", "visa", "mastercard"],
  de: ["klarna", "paypal", "visa", "mastercard"],
  fr: ["cartes-bancaires", "paypal", "visa", "mastercard"],
  pl: ["blik", "przelewy24", "visa", "mastercard"],
};

export interface PaymentLogo {
  src: string;
  name: string;
}

export function paymentLogos(market: MarketCode): PaymentLogo[] {
  return BY_MARKET[market].flatMap((file) => {
    const src = contentAssetUrl(`image@file://./assets/payment/${file}.svg`);
    return src ? [{ src, name: NAMES[file] ?? file }] : [];
  });
}
