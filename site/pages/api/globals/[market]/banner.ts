import type { APIRoute } from "astro";
import { bannerResponse } from "../../../../lib/shell/banner-api";

export const prerender = false;

/** GET /api/globals/{market}/banner[?language=en]: the alert banners live now (specification 7). */
export const GET: APIRoute = ({ params, url }) => bannerResponse(params.market, url.searchParams.get("language"));
