/**
 * Prices per market in minor units, at the price points shoppers expect in each
 * currency. A product has a list price in SEK; the other currencies follow from
 * it (NOK about the same number, DKK about 0.7 ×, EUR about ÷ 11, PLN about 0.4 ×),
 * snapped to the nearest price point of that currency.
 */
import { type Currency, MARKET_CODES, MARKETS, type MarketCode } from "#lib/markets/markets.ts";
import type { PriceSeed } from "./types.ts";

/** Price points in major units (kronor, euro, złoty), ascending. */
export const PRICE_POINTS: Record<Currency, readonly number[]> = {
  SEK: [
    29, 39, 49, 59, 69, 79, 99, 119, 129, 149, 179, 199, 229, 249, 279, 299, 349, 399, 449, 499, 549, 599, 649, 699, 799, 899,
    999, 1099, 1199, 1299, 1499, 1699, 1799, 1999, 2299,
  ],
  NOK: [
    29, 39, 49, 59, 69, 79, 99, 119, 129, 149, 179, 199, 249, 299, 349, 399, 449, 499, 599, 699, 799, 899, 999, 1099, 1199, 1299,
    1499, 1699, 1999, 2299,
  ],
  DKK: [
    19, 25, 29, 35, 39, 45, 49, 59, 69, 79, 89, 99, 119, 129, 149, 179, 199, 229, 249, 299, 349, 399, 449, 499, 549, 599, 699,
    799, 899, 999, 1099, 1199, 1299, 1499, 1599,
  ],
  EUR: [
    2.95, 3.95, 4.95, 5.95, 7.95, 9.95, 12.95, 14.95, 19.95, 24.95, 29.95, 34.95, 39.95, 44.95, 49.95, 59.95, 69.95, 79.95, 89.95,
    99.95, 119.95, 129.95, 149.95, 179.95, 199.95,
  ],
  PLN: [
    9.99, 14.99, 19.99, 24.99, 29.99, 39.99, 49.99, 59.99, 69.99, 79.99, 89.99, 99.99, 119.99, 129.99, 149.99, 169.99, 199.99,
    229.99, 249.99, 299.99, 349.99, 399.99, 449.99, 499.99, 549.99, 599.99, 699.99, 799.99, 899.99, 999.99,
  ],
};

/** How many units of the currency one krona is worth, roughly, for finding the price point. */
const FROM_SEK: Record<Currency, number> = { SEK: 1, NOK: 1, DKK: 0.7, EUR: 1 / 11, PLN: 0.4 };

/** Gift card amounts per currency level, in major units: one gift card per column. */
export const GIFT_CARD_AMOUNTS: Record<Currency, readonly number[]> = {
  SEK: [250, 500, 750, 1000, 1500],
  NOK: [250, 500, 750, 1000, 1500],
  DKK: [200, 350, 500, 750, 1000],
  EUR: [25, 50, 75, 100, 150],
  PLN: [100, 200, 300, 400, 600],
};

export const toMinor = (major: number): number => Math.round(major * 100);

/** The price point nearest to `target` (by ratio), among points that pass `allowed`. */
function nearestPoint(
  points: readonly number[],
  target: number,
  allowed: (point: number) => boolean = () => true,
): number | null {
  let best: number | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const point of points) {
    if (!allowed(point)) continue;
    const distance = Math.abs(Math.log(point / target));
    if (distance < bestDistance) {
      best = point;
      bestDistance = distance;
    }
  }
  return best;
}

/** SEK list price points within a band, such as [299, 549] → 299, 349, ... 549. */
export function sekPointsBetween(min: number, max: number): number[] {
  const points = PRICE_POINTS.SEK.filter((point) => point >= min && point <= max);
  if (points.length === 0) throw new Error(`no SEK price point between ${min} and ${max}`);
  return points;
}

/**
 * Prices in every market from a SEK list price. `discount` (0.2–0.5) puts the
 * product on sale everywhere: the sale price is the price point nearest to the
 * discounted price and always below the list price.
 */
export function marketPrices(sekList: number, discount: number | null): Record<MarketCode, PriceSeed> {
  const byCurrency = new Map<Currency, PriceSeed>();
  for (const currency of Object.keys(PRICE_POINTS) as Currency[]) {
    const points = PRICE_POINTS[currency];
    const list = currency === "SEK" ? sekList : nearestPoint(points, sekList * FROM_SEK[currency]);
    if (list === null) throw new Error(`no ${currency} price point for ${sekList} SEK`);
    let sale: number | null = null;
    if (discount !== null) {
      const target = list * (1 - discount);
      // Prefer a point that keeps the discount within about 15–55 %; any point below list otherwise.
      sale =
        nearestPoint(points, target, (point) => point < list && point <= list * 0.85 && point >= list * 0.45) ??
        nearestPoint(points, target, (point) => point < list);
      if (sale === null) throw new Error(`no ${currency} sale price below ${list}`);
    }
    byCurrency.set(currency, { list: toMinor(list), sale: sale === null ? null : toMinor(sale) });
  }
  return byMarket((currency) => byCurrency.get(currency) as PriceSeed);
}

/** Gift card prices: the `level`-th amount of each currency, never on sale. */
export function giftCardPrices(level: number): Record<MarketCode, PriceSeed> {
  return byMarket((currency) => ({ list: toMinor(giftCardAmount(currency, level)), sale: null }));
}

export function giftCardAmount(currency: Currency, level: number): number {
  const amount = GIFT_CARD_AMOUNTS[currency][level];
  if (amount === undefined) throw new Error(`no gift card level ${level} in ${currency}`);
  return amount;
}

function byMarket(price: (currency: Currency) => PriceSeed): Record<MarketCode, PriceSeed> {
  return Object.fromEntries(MARKET_CODES.map((code) => [code, { ...price(MARKETS[code].currency) }])) as Record<
    MarketCode,
    PriceSeed
  >;
}
