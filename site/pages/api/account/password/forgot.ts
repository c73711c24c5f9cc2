import { accountRoute, forgotPassword } from "#lib/account/http.server.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";

export const prerender = false;

/** POST /api/account/password/forgot {email, storefront}: a reset link by mail if the e-mail has an account; the same answer if not. */
export const POST = accountRoute(forgotPassword);

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("POST");
