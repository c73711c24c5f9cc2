/**
 * "Recently viewed" on product pages: kept in the shopper's own browser
 * (localStorage), one list per storefront, never sent anywhere. What is kept is
 * what a card needs to link back: no price, which the product page shows live.
 */

export interface Viewed {
  key: string;
  /** The product page, a path of the shop. */
  href: string;
  brand: string;
  name: string;
  /** The front picture, a path of the shop. */
  image: string;
}

/** The list keeps this many products; the shelf shows up to RECENT_SHOWN besides the one on screen. */
export const RECENT_KEPT = 12;
export const RECENT_SHOWN = 8;

/** One list per market and language: names, addresses and currencies differ between storefronts. */
export const recentStoreKey = (market: string, language: string) => `ln:viewed:${market}:${language}`;

const shopPath = (value: unknown): value is string => typeof value === "string" && /^\/(?!\/)[^\s\\]*$/.test(value);
const text = (value: unknown): value is string => typeof value === "string" && value.length > 0 && value.length <= 200;

/** Reads a stored list; anything unreadable or not a shop path is dropped, so a tampered store links nowhere else. */
export function readViewed(raw: string | null): Viewed[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(
      (e): e is Viewed =>
        typeof e === "object" &&
        e !== null &&
        text(e.key) &&
        text(e.brand) &&
        text(e.name) &&
        shopPath(e.href) &&
        shopPath(e.image),
    )
    .slice(0, RECENT_KEPT)
    .map(({ key, href, brand, name, image }) => ({ key, href, brand, name, image }));
}

/** The list after viewing `entry`: it first, once, and the oldest let go past RECENT_KEPT. */
export function remember(list: readonly Viewed[], entry: Viewed): Viewed[] {
  return [entry, ...list.filter((e) => e.key !== entry.key)].slice(0, RECENT_KEPT);
}

/** What the shelf shows on a product's page: the others, most recent first. */
export function shownBeside(list: readonly Viewed[], key: string): Viewed[] {
  return list.filter((e) => e.key !== key).slice(0, RECENT_SHOWN);
}
