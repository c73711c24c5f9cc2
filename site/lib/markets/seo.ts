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
  const absolute = absoluteOn(site);
  for (const sf of allStorefronts()) {
    const path = pathIn(sf);
    if (path !== null) links.push({ hreflang: hreflangOf(sf), href: absolute(path) });
  }
  const fallback = pathIn(storefront(DEFAULT_MARKET));
  if (fallback !== null) links.push({ hreflang: "x-default", href: absolute(fallback) });
  return links;
}

/** A path `new URL` leaves as it is: from the root, of letters, digits, `-`, `_`, `~` and single slashes. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-]+)*\/?$/;

/**
 * Paths made absolute on the site's origin, as `new URL(path, site).href` makes them. Every page writes 17
 * alternates, and parsing each was a fortieth of a cold content page's CPU: a plain path is joined to the
 * origin, anything else (a dot, a query, a letter to encode) still goes through `URL`.
 */
export function absoluteOn(site: URL | string): (path: string) => string {
  const base = typeof site === "string" ? new URL(site) : site;
  return (path) => (PLAIN_PATH.test(path) ? `${base.origin}${path}` : new URL(path, base).href);
}
