/**
 * The Node HTTP server in front of the built shop (scripts/serve.mjs runs it
 * around Astro's request handler). It does what must hold for every answer,
 * prerendered files included, and what only the process can do:
 * - a request id per request (X-Request-Id), an access log line per answer;
 * - forwarded headers (X-Forwarded-*) only from TRUST_PROXY addresses;
 * - security headers (site/lib/http/security-headers.ts), HSTS over HTTPS;
 * - methods no page takes answered 405 before Astro (it would serve a prerendered
 *   file to a PUT); TRACE and friends, which Node's Request cannot carry, are
 *   asked of API routes as OPTIONS, which they all answer with 405 and Allow;
 * - URLs with malformed percent-encoding repaired rather than refused in text;
 * - built files (scripts, styles, pictures) answered from memory, precompressed
 *   at build (static-files.ts); other text answers compressed (Brotli, else gzip)
 *   for clients that accept it, so `npm start` needs no proxy to send 20 KB of
 *   HTML instead of 100 KB (pages the render cache keeps arrive compressed already);
 * - /healthz (the process answers) and, while stopping, 503 on /readyz;
 * - graceful shutdown: stop accepting, finish what is in flight (an order is
 *   waited for longest), run the shutdown hooks (database pool), then resolve.
 * Plain Node runs this module directly, so its imports carry `.ts`.
 */
import { randomUUID } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import type { Logger } from "pino";
import { runShutdownHooks } from "#lib/lifecycle.ts";
import { type AccessLine, accessPath } from "#lib/log/logger.server.ts";
import { DRAIN_LIMIT, MAX_REQUEST_BODY } from "./body.ts";
import { CACHE } from "./cache-profiles.ts";
import { errorPage } from "./error-page.server.ts";
import { FORBIDDEN_METHODS, methodReachesRoutes, pageMethods } from "./methods.ts";
import { allowHeader, errorResponse, isApiPath } from "./responses.ts";
import { securityHeaders } from "./security-headers.ts";
import type { StaticFiles } from "./static-files.server.ts";

export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface ShopServerOptions {
  handler: Handler;
  /** API calls answered before Astro (direct-routes.server.ts): true when it took the request. */
  direct?: (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean;
  log: Logger;
  /** One line per answer (site/lib/log/logger.server.ts `createAccessLog`); by default through `log`. */
  accessLog?: (line: AccessLine) => void;
  /** Which peers' X-Forwarded-* headers are believed (see `trustProxy`). */
  trusted?: (address: string | undefined) => boolean;
  /** Bodies larger than this are refused from their Content-Length, before any route reads them. */
  maxBodyBytes?: number;
  /** How long in-flight requests get to finish after SIGTERM. */
  graceMs?: number;
  /** How long an order being placed gets, beyond that. */
  orderGraceMs?: number;
  /** The built client files, answered before the handler (with their precompressed copies). */
  staticFiles?: StaticFiles;
  /** Origins besides the shop's that may frame its public pages: the Studio's Presentation tool (ADR 39). */
  framers?: readonly string[];
  /** Told when a request starts and when none is left in flight (a collection when quiet: idle-collect.server.ts). */
  activity?: { busy(): void; idle(): void };
}

/**
 * TRUST_PROXY: a comma-separated list of peer addresses whose X-Forwarded-*
 * headers the shop believes (`loopback` for 127.0.0.1 and ::1), or empty for none.
 * Astro then applies them only for the public origin in SITE_URL (its allowedDomains).
 */
export function trustProxy(setting: string | undefined): (address: string | undefined) => boolean {
  const entries = (setting ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const addresses = new Set<string>();
  for (const entry of entries) {
    if (entry === "loopback") for (const a of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) addresses.add(a);
    else {
      addresses.add(entry);
      addresses.add(`::ffff:${entry}`);
    }
  }
  return (address) => address !== undefined && addresses.has(address);
}

const FORWARDED = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port"];
const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** A URL whose percent-encoding decodes, with stray `%` and invalid UTF-8 sequences re-encoded. */
export function repairUrl(raw: string): string {
  try {
    decodeURI(raw);
    return raw;
  } catch {}
  const escaped = raw.replace(/%(?![0-9a-f]{2})/gi, "%25");
  return escaped.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    const bytes = Uint8Array.from(run.slice(1).split("%"), (h) => Number.parseInt(h, 16));
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      return run;
    } catch {
      return encodeURIComponent(new TextDecoder().decode(bytes));
    }
  });
}

function isHttps(req: IncomingMessage, trustedPeer: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const proto = req.headers["x-forwarded-proto"];
  return trustedPeer && typeof proto === "string" && proto.split(",")[0]?.trim() === "https";
}

/**
 * A web answer written in one piece with its length: its cookies all kept (`Object.fromEntries` of the
 * headers keeps only the last), and `setCookies` after them. Nothing is written to a socket already gone.
 */
export async function sendWhole(res: ServerResponse, response: Response, setCookies: readonly string[] = []): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  if (res.destroyed) return;
  const headers: Record<string, string | string[]> = Object.fromEntries(response.headers);
  const cookies = [...response.headers.getSetCookie(), ...setCookies];
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  headers["content-length"] = String(body.byteLength);
  res.writeHead(response.status, headers);
  res.end(body);
}

/** Orders are what must never be cut off: a checkout form post. */
const isOrder = (req: IncomingMessage, pathname: string) => req.method === "POST" && /\/checkout\/?$/.test(pathname);

export interface ShopServer {
  server: http.Server;
  listen(port: number, host?: string): Promise<AddressInfo>;
  /** Stops gracefully; resolves when every request is answered and the hooks have run. */
  shutdown(reason: string): Promise<void>;
  readonly inFlight: number;
}

/**
 * Brotli at quality 4 (the library's default for answers made on the fly: about
 * gzip's speed, 10-20 % smaller), gzip for clients without Brotli; answers under
 * 1 KB, and types that are compressed already (images, fonts), go as they are.
 */
// Typed for Express, but it only reads and wraps Node's own request and response.
const compress = compression({ threshold: 1024 }) as unknown as (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

export function createShopServer(options: ShopServerOptions): ShopServer {
  const { handler, log } = options;
  const accessLog = options.accessLog ?? ((line: AccessLine) => log.info({ ...line, path: accessPath(line.path) }, "request"));
  const trusted = options.trusted ?? (() => false);
  const maxBody = options.maxBodyBytes ?? MAX_REQUEST_BODY;
  const inFlight = new Map<ServerResponse, { order: boolean }>();
  let draining = false;
  let idle: (() => void) | null = null;

  const tooLarge = (req: IncomingMessage) => {
    const declared = Number(req.headers["content-length"]);
    return Number.isFinite(declared) && declared > maxBody;
  };

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const trustedPeer = trusted(req.socket.remoteAddress);
    if (!trustedPeer) for (const name of FORWARDED) delete req.headers[name];
    const incomingId = req.headers["x-request-id"];
    const id = trustedPeer && typeof incomingId === "string" && REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
    req.headers["x-request-id"] = id;
    req.url = repairUrl(req.url ?? "/");
    const pathname = req.url.split("?")[0] ?? "/";
    const https = isHttps(req, trustedPeer);

    res.setHeader("X-Request-Id", id);
    if (draining) res.setHeader("Connection", "close");
    const extra = securityHeaders(pathname, https, options.framers);
    const entry = { order: isOrder(req, pathname) };
    inFlight.set(res, entry);
    options.activity?.busy();
    res.on("close", () => {
      inFlight.delete(res);
      if (inFlight.size === 0) options.activity?.idle();
      accessLog({
        reqId: id,
        method: req.method,
        path: pathname,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
        aborted: !res.writableFinished,
      });
      idle?.();
    });

    // A built file goes out in one writeHead with every header known up front.
    if (!tooLarge(req) && options.staticFiles?.serve(req, res, pathname, extra)) return;

    // Astro writes its headers in one writeHead: ours are merged in there, a CSP added as a second policy.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((...args: unknown[]) => {
      const headers = args.find((a) => typeof a === "object" && a !== null) as Record<string, unknown> | undefined;
      const names = new Map(Object.keys(headers ?? {}).map((k) => [k.toLowerCase(), k]));
      for (const [name, value] of extra) {
        const lower = name.toLowerCase();
        const given = names.get(lower);
        if (lower === "content-security-policy") {
          const own = given ? headers?.[given] : res.getHeader(lower);
          const policies = [own].flat().filter((p): p is string => typeof p === "string");
          if (given && headers) delete headers[given];
          res.setHeader(lower, [...policies, value]);
        } else if (!given && !res.hasHeader(lower)) res.setHeader(lower, value);
      }
      return writeHead(...args);
    }) as typeof res.writeHead;

    const method = req.method ?? "GET";
    if (pathname === "/healthz") {
      void sendWhole(
        res,
        Response.json({ status: draining ? "stopping" : "ok" }, { headers: { "Cache-Control": CACHE.noStore } }),
      );
      return;
    }
    if (draining && pathname === "/readyz") {
      void sendWhole(res, errorResponse(503, "STOPPING", "This server process is stopping.", { "Retry-After": "1" }));
      return;
    }
    if (!methodReachesRoutes(method, pathname)) {
      const allow = allowHeader(pageMethods(pathname));
      void sendWhole(res, errorPage(new URL(pathname, "http://shop.invalid"), 405, { Allow: allow }));
      return;
    }
    if (tooLarge(req)) {
      res.setHeader("Connection", "close");
      const url = new URL(pathname, "http://shop.invalid");
      const message = `The request body is larger than this shop takes (${maxBody} bytes).`;
      const answer = () =>
        void sendWhole(res, isApiPath(pathname) ? errorResponse(413, "PAYLOAD_TOO_LARGE", message) : errorPage(url, 413));
      // A body on its way is read and dropped first (up to DRAIN_LIMIT, body.ts): closing with it still arriving
      // resets the connection, and the client loses the 413. A client that asked first (Expect) sends nothing.
      if (req.headers.expect || Number(req.headers["content-length"]) > DRAIN_LIMIT) answer();
      else {
        req.once("end", answer);
        req.resume();
      }
      return;
    }
    if (FORBIDDEN_METHODS.has(method)) req.method = "OPTIONS";
    try {
      compress(req, res, () => options.direct?.(req, res, pathname) || handler(req, res));
    } catch (error) {
      log.error({ err: error, reqId: id }, "request failed before the shop answered");
      if (!res.headersSent) void sendWhole(res, errorResponse(500, "INTERNAL", "Something went wrong."));
    }
  };
  const server = http.createServer(listener);
  // A client that asks first (Expect: 100-continue) is told 413 before it sends a body too large.
  server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => {
    if (!tooLarge(req)) res.writeContinue();
    listener(req, res);
  });
  // Slow or silent clients must not hold a stopping server: Node's own limits, named.
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 5_000;

  let stopping: Promise<void> | null = null;
  function shutdown(reason: string): Promise<void> {
    stopping ??= stop(reason);
    return stopping;
  }

  async function stop(reason: string): Promise<void> {
    draining = true;
    const grace = options.graceMs ?? 20_000;
    const orderGrace = options.orderGraceMs ?? 60_000;
    log.info({ reason, inFlight: inFlight.size }, "stopping: no new connections, finishing requests in flight");
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const waitIdle = (ms: number, only?: (e: { order: boolean }) => boolean) =>
      new Promise<void>((resolve) => {
        const pending = () => [...inFlight.values()].filter((e) => !only || only(e)).length;
        if (pending() === 0) return resolve();
        const timer = setTimeout(resolve, ms);
        idle = () => {
          if (pending() === 0) {
            clearTimeout(timer);
            resolve();
          }
        };
      });
    await waitIdle(grace);
    if (inFlight.size > 0) {
      const orders = [...inFlight.values()].filter((e) => e.order).length;
      log.warn({ left: inFlight.size, orders }, "grace period over; waiting for orders only");
      await waitIdle(orderGrace, (e) => e.order);
    }
    server.closeAllConnections();
    await closed;
    await runShutdownHooks((error) => log.error({ err: error }, "shutdown hook failed"));
    log.info({ reason }, "stopped");
  }

  return {
    server,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => resolve(server.address() as AddressInfo));
      });
    },
    shutdown,
    get inFlight() {
      return inFlight.size;
    },
  };
}
