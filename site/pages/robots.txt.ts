import type { APIRoute } from "astro";
import { CACHE } from "../lib/http/cache-profiles.ts";

export const prerender = false;

/** Crawlers may read everything but search results, carts and checkout; the sitemap lists the rest. */
export const GET: APIRoute = ({ site, url }) => {
  const origin = site ?? url;
  const lines = [
    "User-agent: *",
    "Disallow: /api/",
    "Disallow: /*/search",
    "Disallow: /*/checkout/",
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
  ];
  return new Response(`${lines.join("\n")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE.crawlers },
  });
};
