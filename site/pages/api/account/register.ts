import { accountRoute, register } from "#lib/account/http.server.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";

export const prerender = false;

/** POST /api/account/register {firstName, email, mobilePhone, password, memberTerms}: creates the account and signs in. */
export const POST = accountRoute(register);

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("POST");
