/**
 * The shop's HTTP answers in one place: JSON bodies, the API's error shape
 * `{error: {code, message}}` (codes in SCREAMING_SNAKE), and HttpError, which
 * any code on a request's way may throw to end it with a status of its own
 * (405, 413, 503 with Retry-After…). `handle()` in ./api.server.ts
 * and the middleware turn it into a response. Cache-Control comes from the
 * named profiles of cache-profiles.ts; without one an answer is private.
 */
import { CACHE } from "./cache-profiles.ts";

/** A JSON answer; `headers` add to (or replace) the JSON type and `CACHE.private`. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": CACHE.private, ...headers },
  });
}

/** The API's error answer; `code` in SCREAMING_SNAKE (`UNKNOWN_MARKET`). */
export function errorResponse(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return json({ error: { code, message } }, status, headers);
}

/** 204 for a request that changed something and has nothing to say. */
export function noContent(): Response {
  return new Response(null, { status: 204, headers: { "Cache-Control": CACHE.private } });
}

/** The one error class of a request: its status, code and message become the answer. */
export class HttpError extends Error {
  // Plain fields, not parameter properties: Node runs this module without a TypeScript compiler.
  readonly status: number;
  readonly code: string;
  readonly headers: Record<string, string>;

  constructor(status: number, code: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

export const notFound = (code: string, message: string) => new HttpError(404, code, message);
export const conflict = (code: string, message: string) => new HttpError(409, code, message);

export const payloadTooLarge = (limit: number) =>
  new HttpError(413, "PAYLOAD_TOO_LARGE", `The request body is larger than this address takes (${limit} bytes).`);

/** Seconds a client should wait before trying again while a dependency is down. */
export const RETRY_AFTER_SECONDS = 10;

export const unavailable = (what: string) =>
  new HttpError(503, "UNAVAILABLE", `${what} is unavailable right now. Try again shortly.`, {
    "Retry-After": String(RETRY_AFTER_SECONDS),
  });

/** Paths of the JSON API: every answer there, errors too, is JSON. */
export const isApiPath = (pathname: string) => /^\/api(?:\/|$)/i.test(pathname);

export function allowHeader(methods: readonly string[]): string {
  const all = new Set(methods.map((m) => m.toUpperCase()));
  if (all.has("GET")) all.add("HEAD");
  return [...all].join(", ");
}

/** The answer of an API route to a method it does not take (exported as its `ALL`). */
export function methodNotAllowed(...methods: string[]) {
  const allow = allowHeader(methods);
  return () => errorResponse(405, "METHOD_NOT_ALLOWED", `This address takes ${allow}.`, { Allow: allow });
}
