import type { APIRoute } from "astro";
import { addItem } from "#lib/commerce/cart/http.server.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";

export const prerender = false;

/**
 * POST /api/cart/items: the cart add mutation (specification 7), JSON
 * `{product: {variantId, quantity}, options: {market, clone, gender, variantKey, productId, ticket}}`
 * or `{productKey: "LN100001-110[-clone]", options: {market}}`. Answers the cart. The built shop's
 * Node server answers it without Astro's pipeline (site/lib/http/direct-routes.server.ts, ADR 49).
 */
export const POST: APIRoute = (context) => addItem(context);

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("POST");
