import { getAddresses, postAddress } from "#lib/account/address-book-api.server.ts";
import { accountRoute } from "#lib/account/http.server.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";

export const prerender = false;

/** GET /api/user/addresses: the signed-in customer's address book `{addresses}`. */
export const GET = accountRoute(getAddresses);

/** POST /api/user/addresses {market, firstName, lastName, street, postalCode, city, isDefault?}: adds one; answers the book. */
export const POST = accountRoute(postAddress);

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("GET", "POST");
