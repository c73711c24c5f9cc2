/**
 * Shipping options per market (specification 9: free-shipping thresholds).
 * Standard delivery is free over the threshold (Sweden, Norway, Denmark: "over",
 * strictly above; the euro markets and Poland: "from", the amount itself counts)
 * and costs a market's fee below it; express always costs its fee.
 */
import { wholeUnitsOnly } from "#lib/markets/format.ts";
import { MARKETS, type MarketCode } from "#lib/markets/markets.ts";

export type ShippingMethod = "standard" | "express";
export const SHIPPING_METHODS: readonly ShippingMethod[] = ["standard", "express"];

interface ShippingRule {
  /** Minor units of the market's currency. */
  thresholdMinor: number;
  /** "over": free only above the threshold; "from": free at the threshold too. */
  rule: "over" | "from";
  standardMinor: number;
  expressMinor: number;
}

export const SHIPPING: Readonly<Record<MarketCode, ShippingRule>> = {
  se: { thresholdMinor: 69_900, rule: "over", standardMinor: 4_900, expressMinor: 9_900 },
  no: { thresholdMinor: 99_900, rule: "over", standardMinor: 7_900, expressMinor: 14_900 },
  dk: { thresholdMinor: 49_900, rule: "over", standardMinor: 3_900, expressMinor: 7_900 },
  fi: { thresholdMinor: 6_900, rule: "from", standardMinor: 495, expressMinor: 995 },
  nl: { thresholdMinor: 6_900, rule: "from", standardMinor: 495, expressMinor: 995 },
  de: { thresholdMinor: 6_900, rule: "from", standardMinor: 495, expressMinor: 995 },
  fr: { thresholdMinor: 6_900, rule: "from", standardMinor: 495, expressMinor: 995 },
  pl: { thresholdMinor: 29_900, rule: "from", standardMinor: 1_499, expressMinor: 2_499 },
};

export function qualifiesForFreeShipping(market: MarketCode, subtotalMinor: number): boolean {
  const { thresholdMinor, rule } = SHIPPING[market];
  return rule === "over" ? subtotalMinor > thresholdMinor : subtotalMinor >= thresholdMinor;
}

export interface ShippingOption {
  method: ShippingMethod;
  priceMinor: number;
}

export function shippingOptions(market: MarketCode, subtotalMinor: number): ShippingOption[] {
  const rule = SHIPPING[market];
  return [
    { method: "standard", priceMinor: qualifiesForFreeShipping(market, subtotalMinor) ? 0 : rule.standardMinor },
    { method: "express", priceMinor: rule.expressMinor },
  ];
}

export function shippingPrice(market: MarketCode, subtotalMinor: number, method: ShippingMethod): number {
  return shippingOptions(market, subtotalMinor).find((o) => o.method === method)?.priceMinor ?? SHIPPING[market].expressMinor;
}

/** A form's shipping choice; anything but a known method is standard delivery. */
export function shippingMethodOf(value: string | undefined): ShippingMethod {
  return SHIPPING_METHODS.find((m) => m === value) ?? "standard";
}

/**
 * How much more the cart needs for free standard delivery; 0 when it has it. Where
 * the market's prices are whole (kronor) so is the answer, rounded up to what a
 * shopper can actually add: 301 kr to pass "over 699 kr" from 399 kr, not 300,01 kr.
 */
export function missingForFreeShipping(market: MarketCode, subtotalMinor: number): number {
  if (qualifiesForFreeShipping(market, subtotalMinor)) return 0;
  const { thresholdMinor, rule } = SHIPPING[market];
  const step = wholeUnitsOnly(MARKETS[market].currency) ? 100 : 1;
  const missing = thresholdMinor - subtotalMinor + (rule === "over" ? step : 0);
  return Math.ceil(missing / step) * step;
}
