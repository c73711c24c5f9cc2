/**
 * API calls the shop's Node server answers itself, before Astro's request pipeline (ADR 49): the
 * cart's add, the shop's busiest write, which Astro's pipeline made cost twice what the add itself
 * costs. The route is the same function its Astro file exports (site/pages/api/…), called with what
 * an Astro endpoint gets of a request (`request`, `url`, `cookies`: `RouteCall`); only the way in and
 * out differs:
 * - the request's public URL is derived as Astro derives it (allowed-domains.ts), and its body is
 *   Node's request as it arrives, read by the route with its own limit (body.ts), as under Astro;
 * - the cookies the route sets are written as Astro writes them (the same `cookie` library);
 * - the answer is written in one piece with its length instead of streamed in chunks.
 * What the Node server does for every answer (request id, access log, security headers,
 * compression, the shop-wide body limit, graceful shutdown) happens around it as for any route.
 *
 * Astro's middleware (site/middleware.ts) does not run for these calls. What it does for an API call
 * is done here or by the route: a known route and method (the table below), the Origin (`handle()`),
 * errors as `{error: {code, message}}`. A browser in draft preview (its cookie) goes through Astro.
 *
 * The built server entry exports `serveDirect` (astro.config.mjs), so it shares the pages' database
 * and caches; `astro dev` has no such entry and serves every call through Astro.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { parseCookie, stringifySetCookie } from "cookie";
import type { Logger } from "pino";
import { addItem } from "#lib/commerce/cart/http.server.ts";
import { PREVIEW_COOKIE } from "#lib/content/draft-mode.server.ts";
import { logger } from "#lib/log/logger.server.ts";
import { allowedDomainFor, publicUrl } from "./allowed-domains.ts";
import type { RouteCall } from "./api.server.ts";
import { MAX_REQUEST_BODY } from "./body.ts";
import type { CookieJar, CookieOptions } from "./cookies.ts";
import { sendWhole } from "./node.server.ts";
import { errorResponse } from "./responses.ts";

export type Route = (call: RouteCall) => Promise<Response>;

/**
 * `METHOD /path` → its route, exact paths only; any other path or method goes to Astro. A route is here
 * because a benchmark showed Astro's pipeline was most of its cost (bench/cart.mjs, ADR 49).
 */
const ROUTES: ReadonlyMap<string, Route> = new Map([["POST /api/cart/items", addItem]]);

/** The request's cookies; `set` keeps the Set-Cookie values, in Astro's format, for the answer. */
function cookieJar(header: string | undefined): CookieJar & { setCookies(): string[] } {
  let values: Record<string, string | undefined> | undefined;
  const outgoing = new Map<string, { value: string; header: string }>();
  return {
    // As `AstroCookies.get` answers: a cookie set in this request first, then the request's, percent-decoded
    // where it decodes and as sent where it does not; an empty one is none.
    get(name) {
      const set = outgoing.get(name);
      if (set) return { value: set.value };
      values ??= header ? parseCookie(header, { decode: (v) => v }) : {};
      const value = values[name];
      if (!value) return undefined;
      try {
        return { value: decodeURIComponent(value) };
      } catch {
        return { value };
      }
    },
    set(name: string, value: string, options: CookieOptions) {
      outgoing.set(name, { value, header: stringifySetCookie({ ...options, name, value }) });
    },
    setCookies: () => [...outgoing.values()].map((cookie) => cookie.header),
  };
}

/** Node's request headers as a web request's, repeated ones kept (as Astro's Node adapter makes them). */
function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.append(name, value);
  }
  return headers;
}

/** The body's chunks, ending in an error past `limit` bytes (Astro's adapter's `limitAsyncIterable`). */
export async function* limited(body: AsyncIterable<Buffer>, limit: number): AsyncGenerator<Buffer> {
  let received = 0;
  for await (const chunk of body) {
    received += chunk.byteLength;
    if (received > limit) throw new Error(`Body size limit exceeded: received more than ${limit} bytes`);
    yield chunk;
  }
}

/**
 * The Node server's handler of the direct routes in `routes` for the public origin `site`: answers a
 * request that is one of them and returns true; returns false for anything else, left to Astro.
 */
export function directRoutes(routes: ReadonlyMap<string, Route>, site: URL, log: Logger = logger) {
  const allowed = allowedDomainFor(site);

  async function answer(req: IncomingMessage, res: ServerResponse, route: Route, url: URL): Promise<void> {
    const cookies = cookieJar(req.headers.cookie);
    let response: Response;
    try {
      // The body as Node receives it, cut off past the shop-wide limit as Astro's adapter cuts it: the route reads it
      // with its own limit and drains what it refuses (body.ts). Node's fetch takes an async iterable as a body, as
      // Astro's adapter gives it; its types do not say so.
      const init = { method: req.method, headers: requestHeaders(req), body: limited(req, MAX_REQUEST_BODY), duplex: "half" };
      const request = new Request(url, init as unknown as RequestInit);
      response = await route({ request, url, cookies });
    } catch (error) {
      // A route answers its own errors (`handle()`); this is what escaped it.
      log.child({ reqId: req.headers["x-request-id"] }).error({ err: error, path: req.url }, "request failed");
      response = errorResponse(500, "INTERNAL", "Something went wrong.");
    }
    await sendWhole(res, response, cookies.setCookies());
  }

  return (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    const route = routes.get(`${req.method} ${pathname}`);
    if (!route || req.headers.cookie?.includes(PREVIEW_COOKIE)) return false;
    // A Host header no URL can hold: Astro answers that as it does for any path (it reaches no route).
    const url = publicUrl(req.url ?? "/", req.headers, "encrypted" in req.socket, allowed);
    if (!url) return false;
    answer(req, res, route, url).catch((error: unknown) => {
      // Writing the answer failed (the route's headers, a socket gone): nothing more can be said on this connection.
      log.child({ reqId: req.headers["x-request-id"] }).error({ err: error, path: req.url }, "answer failed");
      res.destroy();
    });
    return true;
  };
}

/**
 * The shop's direct routes, for scripts/serve.mjs (exported by the built server entry), for the origin
 * the build was made for: the one Astro's allowed domain was made from (astro.config.mjs).
 */
export const serveDirect = directRoutes(ROUTES, new URL(import.meta.env.SITE ?? "http://localhost:4321"));
