/**
 * The one way a link from content (menus, perks, banners, settings, page
 * modules, links inside rich text) becomes an `href` in the shop's HTML. Every
 * content link passes here on its way out, whatever the Studio let through or a
 * dataset holds: the link rule of the Studio (schemas/rules/links.ts) is applied
 * again, shop paths get the storefront's prefix, absolute addresses come out
 * normalised by the URL parser. Anything else renders as no link at all.
 */

import type { Storefront } from "#lib/markets/markets.ts";
import { localizePath } from "#lib/markets/paths.ts";
import { isSafeLink } from "#schemas/rules/links.ts";

/** The href to render for a content link, or null for `#` (no page of its own) and for anything unsafe. */
export function contentHref(sf: Pick<Storefront, "basePath">, link: unknown): string | null {
  if (!isSafeLink(link) || link === "#") return null;
  if (link.startsWith("#")) return link;
  if (link.startsWith("/")) return localizePath(sf, link);
  return new URL(link).href;
}

/** True for an href that leaves the shop (an http(s) address), which opens with rel="noopener". */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
