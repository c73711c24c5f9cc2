/**
 * GET /api/dev/outbox?to=…: the local outbox as JSON, for a developer's browser and
 * the browser tests, which cannot open the shop's embedded database while it runs.
 * Mails hold reset links, so it answers only when MAIL_OUTBOX_API=1 is set, no SMTP
 * server is configured (mail then really leaves), and the request comes from this
 * machine; otherwise it does not exist (404).
 */
import { z } from "zod";
import { config } from "#lib/config.server.ts";
import type { Database } from "#lib/db/client.server.ts";
import { errorResponse, json } from "#lib/http/responses.ts";
import { backgroundSettled } from "./auth.server.ts";
import { outbox } from "./customer.server.ts";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
const recipient = z.email().max(254);

/**
 * Whether the outbox answers this request. A request that came through a proxy (any
 * forwarded header) is refused whatever address it names: a trusted proxy passes on
 * the X-Forwarded-For a client wrote, and Astro reads its first entry as the address.
 */
export function outboxApiEnabled(env: NodeJS.ProcessEnv, clientAddress: string, headers: Headers = new Headers()): boolean {
  const proxied = headers.has("x-forwarded-for") || headers.has("forwarded");
  return env.MAIL_OUTBOX_API === "1" && !env.SMTP_URL && LOOPBACK.has(clientAddress) && !proxied;
}

export async function outboxResponse(db: Database, request: Request, clientAddress: string, env = config()): Promise<Response> {
  if (!outboxApiEnabled(env, clientAddress, request.headers)) return errorResponse(404, "NOT_FOUND", "Nothing here.");
  const url = new URL(request.url);
  const to = url.searchParams.get("to");
  const parsed = to === null ? undefined : recipient.safeParse(to.toLowerCase());
  if (parsed && !parsed.success) return errorResponse(400, "INVALID_INPUT", "`to` must be an e-mail address.");
  // Mails leave after the answer to the request that caused them: wait for those still being written.
  await backgroundSettled();
  const mails = await outbox(db, parsed?.data);
  return json(
    { mails: mails.map(({ id, to, subject, text, kind, createdAt }) => ({ id, to, subject, text, kind, createdAt })) },
    200,
    { "Cache-Control": "no-store" },
  );
}
