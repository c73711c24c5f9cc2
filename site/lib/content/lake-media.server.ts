/**
 * Pictures of the local Content Lake, served by the shop (images.ts says why). The
 * lake's files are immutable (their names are content hashes), so each is fetched
 * once and kept in memory, as far as the budget allows.
 */

import { type Config, config } from "#lib/config.server.ts";
import { CACHE } from "#lib/http/cache-profiles.ts";
import { errorResponse } from "#lib/http/responses.ts";
import { LAKE_FILE } from "./images.server.ts";

const KEEP_BYTES = 32 * 1024 * 1024;
const MAX_FILE_BYTES = 8 * 1024 * 1024;
const kept = new Map<string, { body: Uint8Array; type: string }>();
let keptBytes = 0;

const notFound = () => errorResponse(404, "NOT_FOUND", "No such picture.");

function answer({ body, type }: { body: BodyInit; type: string }): Response {
  return new Response(body, {
    headers: {
      "Content-Type": type,
      "Cache-Control": CACHE.immutable,
      "X-Content-Type-Options": "nosniff",
      // An SVG opened on its own runs nothing.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

export async function lakePicture(
  path: string,
  env: Pick<Config, "LAKE_ORIGIN" | "SANITY_API_HOST"> = config(),
): Promise<Response> {
  const apiHost = env.LAKE_ORIGIN ? env.SANITY_API_HOST : undefined;
  if (!apiHost || !LAKE_FILE.test(path)) return notFound();
  const hit = kept.get(path);
  if (hit) return answer({ body: hit.body as BodyInit, type: hit.type });
  let response: Response;
  try {
    response = await fetch(`${apiHost}${path}`, { signal: AbortSignal.timeout(5000) });
  } catch {
    return errorResponse(503, "CONTENT_UNAVAILABLE", "The picture cannot be fetched right now.", { "Retry-After": "5" });
  }
  if (response.status === 404) return notFound();
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || !type.startsWith("image/")) {
    return errorResponse(503, "CONTENT_UNAVAILABLE", "The picture cannot be fetched right now.", { "Retry-After": "5" });
  }
  // A file of unknown or large size is passed on as it streams in, never held whole.
  const length = Number(response.headers.get("content-length"));
  if (!(length > 0 && length <= MAX_FILE_BYTES) || !response.body) return answer({ body: response.body ?? "", type });
  const body = new Uint8Array(await response.arrayBuffer());
  const picture = { body, type };
  if (body.byteLength <= MAX_FILE_BYTES && keptBytes + body.byteLength <= KEEP_BYTES) {
    kept.set(path, picture);
    keptBytes += body.byteLength;
  }
  return answer({ body: body as BodyInit, type });
}
