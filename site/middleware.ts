import { defineMiddleware } from "astro:middleware";
import { RenderCache, toResponse } from "./lib/http/render-cache";

const cache = new RenderCache();

/**
 * Rendered public pages are reused for as long as their Cache-Control allows
 * (site/lib/http/render-cache.ts). API routes, non-GET requests, prerendered
 * files and pages marked private are never touched.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url, isPrerendered } = context;
  if (isPrerendered || request.method !== "GET" || url.pathname.startsWith("/api/")) return next();
  const key = url.pathname + url.search;
  const hit = cache.get(key);
  if (hit) return toResponse(hit);
  return cache.remember(key, await next());
});
