import type { APIRoute } from "astro";
import { CACHE } from "#lib/http/cache-profiles.ts";
import { errorResponse } from "#lib/http/responses.ts";
import { loadSitemap } from "#lib/seo/sitemap.server.ts";

export const prerender = false;

/** One storefront's sitemap: its home, static and inspiration pages, listings, brands and products. */
export const GET: APIRoute = async ({ params, site, url }) => {
  const xml = await loadSitemap(params.file ?? "", site ?? url);
  if (xml === null) return errorResponse(404, "NOT_FOUND", "No such sitemap.");
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE.crawlers } });
};
