import type { APIRoute } from "astro";
import { requestIsMember } from "../../../lib/account/http.server";
import { getCart } from "../../../lib/commerce/cart/cart.server";
import { cartToken, db, handle, json, whereFrom } from "../../../lib/commerce/cart/http.server";
import { methodNotAllowed } from "../../../lib/http/responses";

export const prerender = false;

/** GET /api/cart?market=se[&language=en]: this browser's cart in a market. */
export const GET: APIRoute = ({ request, url, cookies }) =>
  handle(request, url, async () =>
    json(await getCart({ db: db(), token: cartToken(cookies, url), ...whereFrom(url), member: await requestIsMember(request) })),
  );

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("GET");
