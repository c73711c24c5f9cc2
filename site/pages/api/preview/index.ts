import type { APIRoute } from "astro";
import { previewClient } from "#lib/content/index.server.ts";
import { startPreview } from "#lib/content/preview.server.ts";
import { methodNotAllowed } from "#lib/http/responses.ts";
import { previewKey } from "#lib/secrets.server.ts";

export const prerender = false;

/** GET /api/preview: the Studio's "Preview in the shop" link starts a draft preview (ADR 16). */
export const GET: APIRoute = ({ url, cookies }) => startPreview(url, cookies, previewClient(), previewKey());

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("GET");
