import type { APIRoute } from "astro";
import { methodNotAllowed } from "#lib/http/responses.ts";
import { bannerResponse } from "#lib/shell/banner-api.server.ts";

export const prerender = false;

/** GET /api/globals/{market}/banner[?language=en]: the alert banners live now (specification 7). */
export const GET: APIRoute = ({ params, url }) => bannerResponse(params.market, url.searchParams.get("language"));

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("GET");
