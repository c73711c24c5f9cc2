import type { APIRoute } from "astro";
import { requestIsMember } from "#lib/account/http.server.ts";
import { getCart } from "#lib/commerce/cart/cart.server.ts";
import { cartToken } from "#lib/commerce/cart/http.server.ts";
import { db, handle, whereFrom } from "#lib/http/api.server.ts";
import { json, methodNotAllowed } from "#lib/http/responses.ts";

export const prerender = false;

/** GET /api/cart?market=se[&language=en]: this browser's cart in a market. */
export const GET: APIRoute = ({ request, url, cookies }) =>
  handle(request, url, async () =>
    json(await getCart({ db: db(), token: cartToken(cookies, url), ...whereFrom(url), member: await requestIsMember(request) })),
  );

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("GET");
