/** The payment logos the cart drawer shows per market, from the same files as the footer's payment column. */
import type { MarketCode } from "#lib/markets/markets.ts";
import { PAYMENT_NAMES, paymentMethodsOf } from "#lib/markets/payment-methods.ts";
import { contentAssetUrl } from "#lib/shell/assets.ts";

export interface PaymentLogo {
  src: string;
  name: string;
}

export function paymentLogos(market: MarketCode): PaymentLogo[] {
  return paymentMethodsOf(market).flatMap((file) => {
    const src = contentAssetUrl(`image@file://./assets/payment/${file}.svg`);
    return src ? [{ src, name: PAYMENT_NAMES[file] ?? file }] : [];
  });
}
