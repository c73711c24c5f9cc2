import { accountRoute, signIn } from "../../../lib/account/http.server";
import { methodNotAllowed } from "../../../lib/http/responses";

export const prerender = false;

/** POST /api/account/sign-in {email, password}: signs in; the customer record, or INVALID_CREDENTIALS / RATE_LIMITED. */
export const POST = accountRoute(signIn);

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("POST");
