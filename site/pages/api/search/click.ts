import type { APIRoute } from "astro";
import { db, handle, readJson } from "#lib/http/api.server.ts";
import { methodNotAllowed, noContent, notFound } from "#lib/http/responses.ts";
import { recordClick } from "#lib/search/history.server.ts";
import { clickInput, searchShopper } from "#lib/search/http.server.ts";
import { ownerKey } from "#lib/search/owner.ts";

export const prerender = false;

/**
 * POST /api/search/click `{ticket, market, locale}`: click tracking (specification 7),
 * sent when a product suggestion is picked. 204; the click adds to the product's popularity.
 */
export const POST: APIRoute = ({ request, url, cookies }) =>
  handle(request, url, async () => {
    const ticket = clickInput(await readJson(request));
    const owner = ownerKey(searchShopper(cookies, url, true)) as string;
    if (!(await recordClick(db(), owner, ticket))) throw notFound("PRODUCT_NOT_FOUND", "The ticket's product does not exist.");
    return noContent();
  });

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("POST");
