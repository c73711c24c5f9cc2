import { accountRoute, changePassword } from "#lib/account/http.server.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";

export const prerender = false;

/** POST /api/user/password {currentPassword, newPassword}: the settings' password change; WRONG_PASSWORD when the current one is wrong. */
export const POST = accountRoute(changePassword);

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("POST");
