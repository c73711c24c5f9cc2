import { accountRoute, signOut } from "#lib/account/http.server.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";

export const prerender = false;

/** POST /api/account/sign-out: logout (specification 4), deleting the cart and checkout cookies. */
export const POST = accountRoute(signOut);

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("POST");
