import { accountRoute, identity } from "#lib/account/http.server.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";
import { eclubSecret } from "#lib/secrets.server.ts";

export const prerender = false;

/** POST /api/customer/identity/ {eclub}: the soft login's identity call (specification 7). */
export const POST = accountRoute((ctx) => identity(ctx, eclubSecret()));

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("POST");
