import { accountRoute, joinClub } from "#lib/account/http.server.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";

export const prerender = false;

/** POST /api/customer/update {contact: {email, contactId}, consents: [memberTerms]}: joining the club (specification 5, 7). */
export const POST = accountRoute(joinClub);

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("POST");
