import { accountRoute, syncConsents } from "#lib/account/http.server.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";

export const prerender = false;

/** POST /api/customer/consents {consents: [{id: adStorage|adPersonalization, value}]}: the consent sync (specification 5). */
export const POST = accountRoute(syncConsents);

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("POST");
