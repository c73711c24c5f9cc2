import type { APIRoute } from "astro";
import { outboxResponse } from "#lib/account/outbox-api.server.ts";
import { getDatabase } from "#lib/db/client.server.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";

export const prerender = false;

/** GET /api/dev/outbox?to=: the local outbox (MAIL_OUTBOX_API=1, loopback only; see the module). */
export const GET: APIRoute = ({ request, clientAddress }) => outboxResponse(getDatabase().db, request, clientAddress);

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("GET");
