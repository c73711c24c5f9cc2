import { defineMiddleware } from "astro:middleware";
import { failure, guard } from "./lib/http/guard.ts";
import { RenderCache, toResponse } from "./lib/http/render-cache.ts";
import { isApiPath } from "./lib/http/responses.ts";
import { requestLogger } from "./lib/log/logger.ts";

const cache = new RenderCache();

/**
 * Every request on demand first passes the guard (site/lib/http/guard.ts: unknown
 * API paths, cross-origin state changes, methods a page does not take). An error
 * no route handled becomes a localized error page, or JSON under /api/.
 * Rendered public pages are reused for as long as their Cache-Control allows
 * (site/lib/http/render-cache.ts); API routes, non-GET requests, prerendered
 * files and pages marked private are never kept.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url, isPrerendered } = context;
  const refused = guard(context);
  if (refused) return refused;
  try {
    if (isPrerendered || request.method !== "GET" || isApiPath(url.pathname)) return await next();
    const key = url.pathname + url.search;
    const hit = cache.get(key);
    if (hit) return toResponse(hit);
    return await cache.remember(key, await next());
  } catch (error) {
    return failure(url, error, requestLogger(request));
  }
});
