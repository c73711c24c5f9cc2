import { accountRoute, signIn } from "#lib/account/http.server.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";

export const prerender = false;

/** POST /api/account/sign-in {email, password}: signs in; the customer record, or INVALID_CREDENTIALS / RATE_LIMITED. */
export const POST = accountRoute(signIn);

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("POST");
