import type { APIRoute } from "astro";
import { methodNotAllowed } from "#lib/http/responses.ts";
import { switcherPerksResponse } from "#lib/shell/switcher-perks.server.ts";

export const prerender = false;

/** GET /api/globals/{market}/perks[?language=en]: the market switcher's perk lines of a storefront (specification 2.2). */
export const GET: APIRoute = ({ params, url }) => switcherPerksResponse(params.market, url.searchParams.get("language"));

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("GET");
