/**
 * A listing's filters, kept as HTML (ADR 50, stop 56 addendum): rendering them was about a sixth of a cold
 * listing's CPU, and they are the same for every page of a listing with the same filters until its facets
 * change. They are made from the storefront (words, currency), the listing's address, fixed query and sorts,
 * the shopper's filters, the facets with their counts and the total (ListingFilters.astro), and from nothing
 * else: no content, no shopper. Keyed by all of them, kept filters are never out of date; a count that changes
 * is a new key, and the old copy ages out.
 */

import type { Storefront } from "#lib/markets/index.ts";
import { FragmentCache } from "#lib/shell/fragment-cache.server.ts";
import type { Facets } from "./catalog.server.ts";
import type { ListingParams, Sort } from "./listing-params.ts";

/** About 12 KB of HTML, and as many bytes once spliced: at most a few megabytes, each copy a minute. */
export const filterFragments = new FragmentCache({ maxAgeMs: 60_000, maxEntries: 300 });

export interface FiltersInput {
  storefront: Storefront;
  facets: Facets;
  params: ListingParams;
  basePath: string;
  fixedQuery: Record<string, string>;
  sorts: readonly Sort[];
  total: number;
}

export function filtersKey({ storefront, facets, params, basePath, fixedQuery, sorts, total }: FiltersInput): string {
  return `${storefront.basePath}|${JSON.stringify([basePath, fixedQuery, sorts, params, facets, total])}`;
}
