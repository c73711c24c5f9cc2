/**
 * The request kernel of the JSON API (cart, products, search, accounts): `handle()`
 * around every route, the body reader, the database, and the schemas of what every
 * call names (market, language, database ids). Errors answer `{error: {code, message}}`
 * (./responses.ts). Nothing here belongs to one area of the shop.
 */
import { z } from "zod";
import { getDatabase } from "#lib/db/client.server.ts";
import { requestLogger } from "#lib/log/logger.server.ts";
import { isLanguage, isMarketCode, type Language, MARKETS, type MarketCode } from "#lib/markets/markets.ts";
import { BODY_LIMITS, readJsonBody } from "./body.ts";
import type { CookieJar } from "./cookies.ts";
import { failure } from "./guard.server.ts";
import { SAFE_METHODS, sameOrigin } from "./origin.ts";
import { errorResponse } from "./responses.ts";

/**
 * What an API route reads of its request: what an Astro endpoint gets (`context`), and what the
 * Node server's direct routes give it (direct-routes.server.ts).
 */
export interface RouteCall {
  request: Request;
  url: URL;
  cookies: CookieJar;
}

/**
 * Runs an API handler: the Origin check, then its work, turning known failures
 * into their status and code (zod → 400, HttpError, 413, 503 with Retry-After
 * while the database is away) and anything else into a 500 without details.
 */
export async function handle(request: Request, url: URL, work: () => Promise<Response>): Promise<Response> {
  if (!SAFE_METHODS.includes(request.method) && !sameOrigin(request, url))
    return errorResponse(403, "FORBIDDEN_ORIGIN", "Requests must come from the shop's own pages.");
  try {
    return await work();
  } catch (error) {
    if (error instanceof z.ZodError) return errorResponse(400, "INVALID_INPUT", z.prettifyError(error));
    return failure(url, error, requestLogger(request));
  }
}

/** The JSON body of an API request: at most a few KB, NUL-free. */
export function readJson(request: Request): Promise<unknown> {
  return readJsonBody(request, BODY_LIMITS.cart);
}

/** The database the API routes work in (the background jobs are started with the server, site/lib/server-start.server.ts). */
export const db = () => getDatabase().db;

export const marketSchema = z.string().refine(isMarketCode, { message: "unknown market" }) as unknown as z.ZodType<MarketCode>;
export const languageSchema = z.string().refine(isLanguage, { message: "unknown language" }) as unknown as z.ZodType<Language>;
/** Ids are PostgreSQL `integer`s: anything larger is no id of ours (and would fail the query). */
export const MAX_DB_ID = 2_147_483_647;
export const dbIdSchema = z.number().int().positive().max(MAX_DB_ID);

/** A locale (`sv-SE`, `en-SE`) or a language (`sv`) to the language of the shop's texts. */
export function languageOf(value: string | null, marketCode: MarketCode): Language {
  return (value ?? "").slice(0, 2).toLowerCase() === "en" ? "en" : MARKETS[marketCode].language;
}

const whereSchema = z.object({ market: marketSchema, language: languageSchema.optional() });

/** The market and language a GET names in its query (`?market=SE&language=en`). */
export function whereFrom(url: URL): { market: MarketCode; language: Language } {
  const { market: m, language: l } = whereSchema.parse({
    market: url.searchParams.get("market") ?? undefined,
    language: url.searchParams.get("language") ?? undefined,
  });
  return { market: m, language: l ?? MARKETS[m].language };
}
