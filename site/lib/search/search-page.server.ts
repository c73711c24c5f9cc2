/**
 * The search results page (/search?q=…) as the listing view renders it: the
 * search service's results with filters, sort and pages, the category facet as
 * links, "did you mean" when nothing matches; and the search written down with
 * its origin, for the shopper's recent searches and for popular searches.
 */

import type { ListingView } from "#lib/commerce/catalog/catalog-page.server.ts";
import type { CategoryTree } from "#lib/commerce/catalog/category-tree.ts";
import type { Crumb } from "#lib/commerce/catalog/listing-page.server.ts";
import { parseListingParams, SEARCH_SORTS } from "#lib/commerce/catalog/listing-params.ts";
import type { Database } from "#lib/db/client.server.ts";
import { fill } from "#lib/i18n/fill.ts";
import { dictionary } from "#lib/i18n/index.ts";
import type { Storefront } from "#lib/markets/markets.ts";
import { localizePath } from "#lib/markets/paths.ts";
import { recordSearch } from "./history.server.ts";
import { ownerKey, type SearchShopper } from "./owner.ts";
import { searchProducts } from "./results.server.ts";
import { parseSearchParams } from "./search-params.ts";

export interface SearchPageInput {
  sf: Storefront;
  url: URL;
  rest: string;
  tree: CategoryTree;
  /** The shopper, asked only when a search is recorded (it may set the visitor cookie). */
  shopper?: (() => SearchShopper) | undefined;
}

export type SearchPage = Omit<ListingView, "storefront" | "breadcrumbs"> & { canonicalRest: string };

/** The view of a search results page, or null when the page number is past the last page. */
export async function searchPage(db: Database, { sf, url, rest, tree, shopper }: SearchPageInput): Promise<SearchPage | null> {
  const query = parseSearchParams(url.searchParams);
  const params = parseListingParams(url.searchParams, SEARCH_SORTS);
  const t = dictionary(sf.language);
  const basePath = localizePath(sf, rest);
  const link = (q: Record<string, string>) => `${basePath}?${new URLSearchParams(q)}`;

  const results = await searchProducts(db, {
    market: sf.market.code,
    language: sf.language,
    q: query.q,
    params,
    category: query.category,
  });
  if (params.page > results.listing.pages) return null;

  if (query.q) {
    const filtered =
      params.sizes.length > 0 ||
      params.brands.length > 0 ||
      params.min !== null ||
      params.max !== null ||
      params.sale ||
      params.new;
    await recordSearch(db, {
      market: sf.market.code,
      language: sf.language,
      q: query.q,
      origin: query.origin,
      hits: results.hits,
      owner: shopper ? ownerKey(shopper()) : null,
      counted: params.page === 1 && !filtered && query.category === null && params.sort === "relevance",
    });
  }

  // The category facet: every top-level category the query finds something in.
  const categories: Crumb[] = results.categories.flatMap(({ id, count }) => {
    const node = tree.byId.get(id);
    if (!node) return [];
    const q: Record<string, string> = { q: query.q, category: String(id) };
    return [{ name: `${node.name} (${count})`, href: link(q), current: query.category === id }];
  });
  if (query.category !== null && categories.length > 0)
    categories.unshift({ name: `${t.search.results.allCategories} (${results.hits})`, href: link({ q: query.q }) });

  const fixed: Record<string, string> = { q: query.q, ...(query.category !== null ? { category: String(query.category) } : {}) };
  return {
    heading: query.q ? fill(t.catalog.search.heading, { q: query.q }) : t.catalog.search.prompt,
    intro: undefined,
    canonicalRest: `${rest}?${new URLSearchParams({ q: query.q })}`,
    subcategories: categories,
    listing: results.listing,
    params,
    sorts: SEARCH_SORTS,
    basePath,
    fixedQuery: fixed,
    search: {
      q: query.q,
      didYouMean: results.didYouMean
        ? {
            q: results.didYouMean,
            href: link({ q: results.didYouMean, origin: "PHRASE_SUGGEST" }),
            ...aroundSlot(t.search.results.didYouMean, "q"),
          }
        : null,
    },
    emptyText: t.catalog.search.noResults,
  };
}

/** The text before and after a `{slot}` of a UI string, for putting a link in its place. */
export function aroundSlot(template: string, slot: string): { before: string; after: string } {
  const at = template.indexOf(`{${slot}}`);
  if (at === -1) return { before: `${template} `, after: "" };
  return { before: template.slice(0, at), after: template.slice(at + slot.length + 2) };
}
