import type { APIRoute } from "astro";
import { db, handle } from "#lib/http/api.server.ts";
import { methodNotAllowed, noContent } from "#lib/http/responses.ts";
import { clearRecentSearches } from "#lib/search/history.server.ts";
import { placeInput, searchShopper } from "#lib/search/http.server.ts";
import { ownerKey } from "#lib/search/owner.ts";

export const prerender = false;

/** DELETE /api/search/recent-searches?market=SE&locale=sv-SE: clear recent searches (specification 7). */
export const DELETE: APIRoute = ({ request, url, cookies }) =>
  handle(request, url, async () => {
    const { market, language } = placeInput(url);
    const owner = ownerKey(searchShopper(cookies, url));
    if (owner) await clearRecentSearches(db(), owner, market, language);
    return noContent();
  });

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("DELETE");
