import type { APIRoute } from "astro";
import { getCart, removeLine, setLineQuantity } from "#lib/commerce/cart/cart.server.ts";
import { cartToken, lineIdSchema, quantitySchema } from "#lib/commerce/cart/http.server.ts";
import { db, handle, readJson, whereFrom } from "#lib/http/api.server.ts";
import { json, methodNotAllowed } from "#lib/http/responses.ts";
import { MARKETS } from "#lib/markets/markets.ts";

export const prerender = false;

/** PATCH /api/cart/items/{lineId} `{quantity, market, language?}`: changes a line's quantity. Answers the cart. */
export const PATCH: APIRoute = ({ request, url, cookies, params }) =>
  handle(request, url, async () => {
    const lineId = lineIdSchema.parse(params.lineId);
    const input = quantitySchema.parse(await readJson(request));
    const ctx = {
      db: db(),
      token: cartToken(cookies, url),
      market: input.market,
      language: input.language ?? MARKETS[input.market].language,
    };
    await setLineQuantity(ctx, lineId, input.quantity);
    return json(await getCart(ctx));
  });

/** DELETE /api/cart/items/{lineId}?market=se[&language=en]: removes a line. Answers the cart. */
export const DELETE: APIRoute = ({ request, url, cookies, params }) =>
  handle(request, url, async () => {
    const lineId = lineIdSchema.parse(params.lineId);
    const ctx = { db: db(), token: cartToken(cookies, url), ...whereFrom(url) };
    await removeLine(ctx, lineId);
    return json(await getCart(ctx));
  });

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("PATCH", "DELETE");
