import { accountRoute, resendVerification } from "#lib/account/http.server.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";

export const prerender = false;

/** POST /api/account/verify/resend {storefront}: a new link that confirms the signed-in customer's e-mail address. */
export const POST = accountRoute(resendVerification);

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("POST");
