import { allStorefronts, DEFAULT_MARKET, type Storefront, storefront } from "./markets.ts";

export interface Alternate {
  /** hreflang value: language and country, such as sv-SE or en-PL, or x-default. */
  hreflang: string;
  href: string;
}

/** The hreflang value of a storefront: its language in its country. */
export function hreflangOf(sf: Storefront): string {
  return `${sf.language}-${sf.market.country}`;
}

/**
 * hreflang alternates of one page across every storefront that has it.
 * `pathIn` gives the page's path in a storefront, or null where the page does not exist.
 * x-default points at the default market's version, the page `/` leads to.
 */
export function alternates(site: URL | string, pathIn: (sf: Storefront) => string | null): Alternate[] {
  const links: Alternate[] = [];
  for (const sf of allStorefronts()) {
    const path = pathIn(sf);
    if (path !== null) links.push({ hreflang: hreflangOf(sf), href: new URL(path, site).href });
  }
  const fallback = pathIn(storefront(DEFAULT_MARKET));
  if (fallback !== null) links.push({ hreflang: "x-default", href: new URL(fallback, site).href });
  return links;
}
