import type { APIContext } from "astro";
import { putAddress, removeAddress } from "#lib/account/address-book-api.server.ts";
import { accountRoute } from "#lib/account/http.server.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";

export const prerender = false;

/** PUT /api/user/addresses/{id} (the fields of POST): changes an address, or makes it the default; answers the book. */
export const PUT = (context: APIContext) => accountRoute((ctx) => putAddress(ctx, context.params.id))(context);

/** DELETE /api/user/addresses/{id}: deletes an address; answers the book. */
export const DELETE = (context: APIContext) => accountRoute((ctx) => removeAddress(ctx, context.params.id))(context);

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("PUT", "DELETE");
