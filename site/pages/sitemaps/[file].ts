import type { APIRoute } from "astro";
import { getDatabase } from "../../lib/db/client";
import { isMarketCode, storefront } from "../../lib/markets/markets";
import { parseSitemapFile, urlSetXml } from "../../lib/seo/sitemap";
import { storefrontUrls } from "../../lib/seo/sitemap.server";

export const prerender = false;

/** One storefront's sitemap: its home, static and inspiration pages, listings, brands and products. */
export const GET: APIRoute = async ({ params, site, url }) => {
  const file = parseSitemapFile(params.file ?? "");
  if (!file || !isMarketCode(file.market)) {
    return Response.json({ error: { code: "not_found", message: "No such sitemap." } }, { status: 404 });
  }
  const urls = await storefrontUrls(getDatabase().db, storefront(file.market, file.english), site ?? url);
  return new Response(urlSetXml(urls), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
};
