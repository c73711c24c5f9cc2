import { accountRoute, updateUser } from "#lib/account/http.server.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";

export const prerender = false;

/** POST /api/user/update {firstName, mobilePhone, memberTerms}: the settings; the answer is the new customer record. */
export const POST = accountRoute(updateUser);

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("POST");
