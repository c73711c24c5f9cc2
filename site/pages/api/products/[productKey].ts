import type { APIRoute } from "astro";
import { lookupProductGroup } from "#lib/commerce/cart/cart.server.ts";
import { parseAddKey, parseProductKey } from "#lib/commerce/cart/keys.ts";
import { db, handle, languageOf } from "#lib/http/api.server.ts";
import { CACHE } from "#lib/http/cache-profiles.ts";
import { errorResponse, json, methodNotAllowed } from "#lib/http/responses.ts";
import { elevateMarketSchema } from "#lib/markets/elevate-market.ts";

export const prerender = false;

/**
 * GET /api/products/{productKey}?market=SE&locale=sv-SE: the product group lookup
 * (specification 7). Needs no session and sets no cookie, so caches may share it.
 * An add-to-cart key (`LN100001-110`) finds its product too.
 */
export const GET: APIRoute = ({ request, url, params }) =>
  handle(request, url, async () => {
    const raw = params.productKey ?? "";
    const key = parseProductKey(raw) ?? parseAddKey(raw)?.productKey;
    if (!key) return errorResponse(400, "INVALID_PRODUCT_KEY", "Not a product key.");
    const market = elevateMarketSchema.parse(url.searchParams.get("market") ?? undefined);
    const language = languageOf(url.searchParams.get("locale") ?? url.searchParams.get("language"), market);
    const group = await lookupProductGroup(db(), key, market, language);
    if (!group) return errorResponse(404, "PRODUCT_NOT_FOUND", "There is no such product in this market.");
    return json(group, 200, { "Cache-Control": CACHE.catalog });
  });

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("GET");
