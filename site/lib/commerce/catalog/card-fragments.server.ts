/**
 * Product cards, kept as HTML (ADR 43, stop 45). A card is made from its facts (name,
 * brand, prices, stock, badges' inputs), its storefront (language, currency, paths) and
 * whether it loads eagerly, and from nothing else: no content, no shopper. Keyed by all of
 * them, a kept card is never out of date; a price or stock change is a new key, and the
 * old card ages out. The HTML is what Astro rendered from ProductCardMarkup.astro, escaped as usual.
 */
import type { Storefront } from "#lib/markets/index.ts";
import { FragmentCache } from "#lib/shell/fragment-cache.server.ts";
import type { ProductCard } from "./catalog.server.ts";

/** About 2.4 KB of HTML a card: a few megabytes at most. */
export const cardFragments = new FragmentCache({ maxAgeMs: 60 * 60_000, maxEntries: 3_000 });

export function cardKey(product: ProductCard, sf: Storefront, eager: boolean): string {
  return `${sf.basePath}|${eager ? "eager" : "lazy"}|${JSON.stringify(product)}`;
}
