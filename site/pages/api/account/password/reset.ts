import { accountRoute, resetPassword } from "#lib/account/http.server.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";

export const prerender = false;

/** POST /api/account/password/reset {token, password}: the new password; INVALID_TOKEN for an expired or used link. */
export const POST = accountRoute(resetPassword);

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("POST");
