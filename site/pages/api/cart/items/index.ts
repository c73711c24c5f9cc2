import type { APIRoute } from "astro";
import { requestIsMember } from "#lib/account/http.server.ts";
import { addFromBody, cartToken } from "#lib/commerce/cart/http.server.ts";
import { db, handle, readJson } from "#lib/http/api.server.ts";
import { json, methodNotAllowed } from "#lib/http/responses.ts";

export const prerender = false;

/**
 * POST /api/cart/items: the cart add mutation (specification 7), JSON
 * `{product: {variantId, quantity}, options: {market, clone, gender, variantKey, productId, ticket}}`
 * or `{productKey: "LN100001-110[-clone]", options: {market}}`. Answers the cart.
 */
export const POST: APIRoute = ({ request, url, cookies }) =>
  handle(request, url, async () => {
    const body = await readJson(request);
    return json(await addFromBody({ db: db(), member: await requestIsMember(request) }, body, cartToken(cookies, url, true)));
  });

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("POST");
