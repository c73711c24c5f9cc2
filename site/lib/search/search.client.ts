/**
 * The search calls from the browser (specification 7) and the panel's timing
 * rules (specification 5 and 9): suggestions after a 300 ms pause in typing,
 * navigation 100 ms after a choice.
 */
import { elevateMarketOf } from "#lib/markets/markets.ts";
import type { SearchOrigin, SearchSuggestions } from "./types.ts";

export const SEARCH_DEBOUNCE_MS = 300;
export const NAVIGATION_DELAY_MS = 100;

export interface SearchPlace {
  /** The storefront's market code (`se`); the calls send its elevateMarket code. */
  market: string;
  locale: string;
}

export class SearchApiError extends Error {
  constructor(readonly status: number) {
    super(`search answered ${status}`);
  }
}

const where = (p: SearchPlace) =>
  `market=${encodeURIComponent(elevateMarketOf(p.market))}&locale=${encodeURIComponent(p.locale)}`;

export const searchApi = {
  async suggestions(place: SearchPlace, q: string, signal?: AbortSignal): Promise<SearchSuggestions> {
    const response = await fetch(`/api/search/suggestions?q=${encodeURIComponent(q)}&${where(place)}`, {
      headers: { Accept: "application/json" },
      signal: signal ?? null,
    });
    if (!response.ok) throw new SearchApiError(response.status);
    return (await response.json()) as SearchSuggestions;
  },
  async clearRecent(place: SearchPlace): Promise<void> {
    const response = await fetch(`/api/search/recent-searches?${where(place)}`, { method: "DELETE" });
    if (!response.ok) throw new SearchApiError(response.status);
  },
  /** Fire and forget: `keepalive` lets it finish while the page navigates away. */
  click(place: SearchPlace, ticket: string): void {
    fetch("/api/search/click", {
      method: "POST",
      keepalive: true,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ticket, market: elevateMarketOf(place.market), locale: place.locale }),
    }).catch(() => {});
  },
};

/** The results page of a query: `/se/search?q=jeans`, with the origin of a recent search or phrase. */
export function searchUrl(searchPath: string, q: string, origin: SearchOrigin = "ORGANIC"): string {
  const query = new URLSearchParams({ q: q.trim() });
  if (origin !== "ORGANIC") query.set("origin", origin);
  return `${searchPath}?${query}`;
}

export function navigateSoon(url: string): void {
  window.setTimeout(() => window.location.assign(url), NAVIGATION_DELAY_MS);
}
