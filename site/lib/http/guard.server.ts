/**
 * What the middleware checks before any route runs, and how it answers a
 * request that failed: JSON `{error: {code, message}}` under /api/, a localized
 * error page everywhere else.
 * - /api/ paths that are no API route: JSON 404 (not the storefront's HTML 404).
 * - State-changing methods from another origin: 403 (Astro's own checkOrigin is
 *   off: it answers in plain text and only looks at form posts).
 * - Rendered pages take GET and HEAD; checkout (and Astro's server islands) POST
 *   too (site/lib/http/methods.ts). Anything else: 405 with Allow. API routes answer wrong methods themselves
 *   (their `ALL` export), as only they know their methods.
 */
import type { Logger } from "pino";
import { isContentUnavailable } from "#lib/content/last-known-good.server.ts";
import { isDatabaseUnavailable } from "#lib/db/availability.ts";
import { errorPage } from "./error-page.server.ts";
import { pageMethods } from "./methods.ts";
import { SAFE_METHODS, sameOrigin } from "./origin.ts";
import { allowHeader, errorResponse, HttpError, isApiPath, unavailable } from "./responses.ts";

/** An error answer in the form the path calls for. */
export function refuse(url: URL, status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return isApiPath(url.pathname) ? errorResponse(status, code, message, headers) : errorPage(url, status, headers);
}

export interface GuardContext {
  request: Request;
  url: URL;
  routePattern: string;
}

/** API routes called by other servers, which prove who they are by a signature instead of an Origin. */
const SIGNED_ROUTES: readonly string[] = ["/api/content/changed"];

export function guard({ request, url, routePattern }: GuardContext): Response | null {
  const api = isApiPath(url.pathname);
  if (api && !routePattern.toLowerCase().startsWith("/api/")) {
    return errorResponse(404, "NOT_FOUND", "There is no such API address.");
  }
  if (!SAFE_METHODS.includes(request.method) && !SIGNED_ROUTES.includes(routePattern) && !sameOrigin(request, url)) {
    return refuse(url, 403, "FORBIDDEN_ORIGIN", "Requests must come from the shop's own pages.");
  }
  if (!api) {
    const allowed = pageMethods(url.pathname);
    if (!allowed.includes(request.method)) {
      const allow = allowHeader(allowed);
      return refuse(url, 405, "METHOD_NOT_ALLOWED", `This address takes ${allow}.`, { Allow: allow });
    }
  }
  return null;
}

/** The answer to an error nothing closer handled: its own status when it has one, 503 while the database is away, else 500. */
export function failure(url: URL, error: unknown, log: Logger): Response {
  const known =
    error instanceof HttpError
      ? error
      : isDatabaseUnavailable(error) || isContentUnavailable(error)
        ? unavailable("The shop")
        : null;
  if (known) {
    if (known.status >= 500) log.warn({ err: error, path: url.pathname }, "request failed: dependency unavailable");
    return refuse(url, known.status, known.code, known.message, known.headers);
  }
  log.error({ err: error, path: url.pathname }, "request failed");
  return refuse(url, 500, "INTERNAL", "Something went wrong.");
}
