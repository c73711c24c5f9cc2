/**
 * Which methods a path takes. Pages take GET and HEAD; checkout also takes its
 * form post, and Astro's server islands may POST their props. API routes decide
 * for themselves (their `ALL` export answers 405 with Allow). Used by the
 * middleware and by the Node server in front, which must answer for prerendered
 * files too (Astro serves those before any middleware runs).
 */
import { isApiPath } from "./responses.ts";

const POST_PATHS = [/^\/[a-z]{2}(?:\/en)?\/checkout\/?$/, /^\/_server-islands\//];

export function pageMethods(pathname: string): string[] {
  return POST_PATHS.some((r) => r.test(pathname)) ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
}

/** Methods the WHATWG Request (and so Astro) cannot carry: Node's server must answer them itself. */
export const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

/** True when a request on this path with this method is for a route to answer, false when it gets 405 here. */
export function methodReachesRoutes(method: string, pathname: string): boolean {
  return isApiPath(pathname) || pageMethods(pathname).includes(method);
}
