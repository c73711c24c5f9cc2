import type { APIRoute } from "astro";
import { CACHE } from "../lib/http/cache-profiles.ts";
import { allStorefronts } from "../lib/markets/markets.ts";
import { sitemapFile, sitemapIndexXml } from "../lib/seo/sitemap.ts";

export const prerender = false;

/** The sitemap index: one sitemap per storefront (each market in its language and in English). */
export const GET: APIRoute = ({ site, url }) => {
  const origin = site ?? url;
  const xml = sitemapIndexXml(allStorefronts().map((sf) => new URL(`/sitemaps/${sitemapFile(sf.basePath)}`, origin).href));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE.crawlers },
  });
};
