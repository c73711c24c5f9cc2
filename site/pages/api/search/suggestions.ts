import type { APIRoute } from "astro";
import { db, handle } from "#lib/http/api.server.ts";
import { json, methodNotAllowed } from "#lib/http/responses.ts";
import { searchShopper, suggestionInput } from "#lib/search/http.server.ts";
import { ownerKey } from "#lib/search/owner.ts";
import { suggest } from "#lib/search/suggest.server.ts";

export const prerender = false;

/**
 * GET /api/search/suggestions?q=jea&market=SE&locale=sv-SE: the suggestion query
 * (specification 7). Holds the shopper's recent searches, so it is never shared
 * by a cache (`private, no-store`).
 */
export const GET: APIRoute = ({ request, url, cookies }) =>
  handle(request, url, async () => {
    const input = suggestionInput(url);
    return json(await suggest(db(), { ...input, owner: ownerKey(searchShopper(cookies, url)) }));
  });

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("GET");
