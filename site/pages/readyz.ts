import type { APIRoute } from "astro";
import { getContentSource } from "../lib/content/index.server.ts";
import { pingDatabase } from "../lib/db/availability.ts";
import { getDatabase } from "../lib/db/client.server.ts";
import { CACHE } from "../lib/http/cache-profiles.ts";
import { json, methodNotAllowed, RETRY_AFTER_SECONDS } from "../lib/http/responses.ts";

export const prerender = false;

/**
 * GET /readyz: whether this process can sell. The database must answer; the
 * content source may be down as long as copies of its answers are served
 * (site/lib/content/last-known-good.server.ts), which is reported, not failed.
 * /healthz (the process answers at all) is the server's own (site/lib/http/node.server.ts).
 */
export const GET: APIRoute = async () => {
  const database = (await pingDatabase(getDatabase().db as never)) ? "ok" : "down";
  const source = getContentSource();
  const content = "status" in source && typeof source.status === "function" ? source.status() : { healthy: true };
  const ready = database === "ok";
  return json({ status: ready ? "ready" : "unavailable", database, content }, ready ? 200 : 503, {
    "Cache-Control": CACHE.noStore,
    ...(ready ? {} : { "Retry-After": String(RETRY_AFTER_SECONDS) }),
  });
};

export const ALL = methodNotAllowed("GET");
