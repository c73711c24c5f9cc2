/**
 * State-changing requests must come from the shop's own pages: the Origin header
 * (or, without one, Sec-Fetch-Site) must name this host. One check for every
 * route, forms and JSON alike (the middleware and `handle()`); `url` is the public
 * URL Astro derives, with X-Forwarded-* applied only from SITE_URL's allowed domain.
 */
export const SAFE_METHODS: readonly string[] = ["GET", "HEAD", "OPTIONS"];

export function sameOrigin(request: Request, url: URL): boolean {
  const origin = request.headers.get("origin");
  if (origin) {
    try {
      return new URL(origin).host === url.host && new URL(origin).protocol === url.protocol;
    } catch {
      return false;
    }
  }
  return request.headers.get("sec-fetch-site") === "same-origin";
}
