import { z } from "zod";
import { cleanQuery } from "./normalize.ts";
import { SEARCH_ORIGINS, type SearchOrigin } from "./types.ts";

export interface SearchParams {
  q: string;
  /** Where the search came from (specification 2.1); a typed search is ORGANIC. */
  origin: SearchOrigin;
  /** The category facet: a top-level category id, or null for all. */
  category: number | null;
}

/** Reads /search?q=…&origin=…&category=…; anything odd is ignored, never an error. */
export function parseSearchParams(search: URLSearchParams): SearchParams {
  return {
    q: cleanQuery(search.get("q") ?? ""),
    origin: z.enum(SEARCH_ORIGINS).catch("ORGANIC").parse(search.get("origin")),
    category: z.coerce.number().int().positive().max(2_147_483_647).nullable().catch(null).parse(search.get("category")),
  };
}
