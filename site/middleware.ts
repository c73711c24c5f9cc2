import { defineMiddleware } from "astro:middleware";
import { pageTags } from "./lib/content/changes.server.ts";
import {
  cookieFrom,
  PREVIEW_COOKIE,
  type PreviewPerspective,
  previewCsp,
  previewFromCookie,
  renderInPreview,
} from "./lib/content/draft-mode.server.ts";
import { CACHE } from "./lib/http/cache-profiles.ts";
import { failure, guard } from "./lib/http/guard.server.ts";
import { pageCache as cache, renderCacheKey, reusableFor, toResponse } from "./lib/http/render-cache.server.ts";
import { isApiPath } from "./lib/http/responses.ts";
import { requestLogger } from "./lib/log/logger.server.ts";
import { previewKey } from "./lib/secrets.server.ts";
import { renderSpliced } from "./lib/shell/kept-bytes.server.ts";

let key: string | undefined;
function previewOf(request: Request): PreviewPerspective | null {
  const cookie = request.headers.get("cookie");
  if (!cookie?.includes(PREVIEW_COOKIE)) return null;
  key ??= previewKey();
  return previewFromCookie(key, cookieFrom(cookie, PREVIEW_COOKIE));
}

/**
 * A preview of drafts or of a release (site/lib/content/draft-mode.server.ts) is rendered whole inside its context,
 * so every content read sees it, and is kept by nobody.
 */
async function preview(next: () => Promise<Response>, perspective: PreviewPerspective): Promise<Response> {
  return renderInPreview(async () => {
    const response = await next();
    const body = await response.arrayBuffer();
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", CACHE.private);
    headers.delete("Cache-Tag");
    const policy = previewCsp(headers.get("Content-Security-Policy"));
    if (policy) headers.set("Content-Security-Policy", policy);
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  }, perspective);
}

/**
 * Every request on demand first passes the guard (site/lib/http/guard.server.ts: unknown
 * API paths, cross-origin state changes, methods a page does not take). An error
 * no route handled becomes a localized error page, or JSON under /api/.
 * A browser in draft preview gets every answer rendered for it alone.
 * Rendered public pages are reused for as long as their Cache-Control allows
 * (site/lib/http/render-cache.server.ts) or until a content change purges their tags,
 * which they also carry in Cache-Tag for a CDN (the purge is wired at server start,
 * site/lib/server-start.server.ts); API routes, non-GET requests, prerendered files and
 * pages marked private are never kept.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url, isPrerendered } = context;
  const refused = guard(context);
  if (refused) return refused;
  try {
    const perspective = isPrerendered ? null : previewOf(request);
    if (perspective) return await preview(next, perspective);
    // Pictures (/media/) have caches of their own and would crowd pages out of this one.
    if (isPrerendered || request.method !== "GET" || isApiPath(url.pathname) || url.pathname.startsWith("/media/"))
      return await next();
    const key = renderCacheKey(url);
    const acceptEncoding = request.headers.get("accept-encoding");
    const hit = cache.get(key);
    if (hit) return await toResponse(hit, acceptEncoding);
    const generation = cache.generation;
    const tags = pageTags(url.pathname);
    // Kept fragments (the header, the cards) go in as bytes encoded once (site/lib/shell/kept-bytes.server.ts).
    const { response, body } = await renderSpliced(next);
    if (tags.length > 0 && reusableFor(response.headers.get("cache-control")) > 0)
      response.headers.set("Cache-Tag", tags.join(","));
    return await cache.remember(key, response, { tags, generation, acceptEncoding, body });
  } catch (error) {
    return failure(url, error, requestLogger(request));
  }
});
