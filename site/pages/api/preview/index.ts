import type { APIRoute } from "astro";
import { previewClient } from "#lib/content/index.server.ts";
import { isFramedRequest, startPreview } from "#lib/content/preview.server.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";
import { previewKey } from "#lib/secrets.server.ts";

export const prerender = false;

/**
 * GET /api/preview: the Studio's "Preview in the shop" link, or the Presentation tool's handshake in its
 * frame, starts a draft preview (ADR 16, ADR 39).
 */
export const GET: APIRoute = ({ url, cookies, request }) =>
  startPreview(url, cookies, previewClient(), previewKey(), Date.now(), isFramedRequest(request));

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("GET");
