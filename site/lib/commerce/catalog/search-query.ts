import { z } from "zod";

/** Where a search came from (specification 2.1): a recent search or a phrase suggestion. */
export const SEARCH_ORIGINS = ["RECENT_SEARCH", "PHRASE_SUGGEST"] as const;

export interface SearchQuery {
  q: string;
  words: string[];
  origin: (typeof SEARCH_ORIGINS)[number] | null;
}

const MAX_LENGTH = 100;
const MAX_WORDS = 6;

/** Reads /search?q=…&origin=…; an empty or missing query gives an empty search, never an error. */
export function parseSearchQuery(search: URLSearchParams): SearchQuery {
  const q = (search.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_LENGTH);
  const words = [
    ...new Set(
      q
        .toLowerCase()
        .split(" ")
        .filter((w) => w.length > 0),
    ),
  ].slice(0, MAX_WORDS);
  const origin = z.enum(SEARCH_ORIGINS).nullable().catch(null).parse(search.get("origin"));
  return { q, words, origin };
}
