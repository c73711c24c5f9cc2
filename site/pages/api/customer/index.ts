import { accountRoute, customerQuery } from "#lib/account/http.server.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";

export const prerender = false;

/** GET /api/customer: the customer query (specification 7) for the signed-in shopper; 401 otherwise. */
export const GET = accountRoute(customerQuery);

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("GET");
