/**
 * The HTTP side of the cart API: cookies, the same-origin check, input schemas
 * (zod) and error replies `{error: {code, message}}`. Routes under
 * site/pages/api/cart and api/products only call these.
 */
import { z } from "zod";
import { getDatabase } from "#lib/db/client.ts";
import { BODY_LIMITS, readJsonBody } from "#lib/http/body.ts";
import { type CookieJar, cookieOptions } from "#lib/http/cookies.ts";
import { failure } from "#lib/http/guard.ts";
import { SAFE_METHODS, sameOrigin } from "#lib/http/origin.ts";
import { errorResponse } from "#lib/http/responses.ts";
import { requestLogger } from "#lib/log/logger.ts";
import { isLanguage, isMarketCode, type Language, MARKETS, type MarketCode } from "#lib/markets/markets.ts";
import { addToCart, type CartContext, getCart, isToken, newToken } from "./cart.server.ts";
import { scheduleCartCleanup } from "./cart-cleanup.server.ts";
import { CommerceError } from "./errors.ts";
import { MAX_QUANTITY, MIN_QUANTITY, parseAddKey } from "./keys.ts";

export const CART_COOKIE = "cartToken";
export const CHECKOUT_COOKIE = "checkoutToken";
const YEAR = 60 * 60 * 24 * 365;
const CART_MAX_AGE = 60 * 60 * 24 * 60;

/** The cart token of this browser; with `create`, a new one is issued when there is none. */
export function cartToken(cookies: CookieJar, url: URL, create: true): string;
export function cartToken(cookies: CookieJar, url: URL, create?: false): string | null;
export function cartToken(cookies: CookieJar, url: URL, create = false): string | null {
  const value = cookies.get(CART_COOKIE)?.value;
  if (isToken(value)) return value;
  if (!create) return null;
  const token = newToken();
  cookies.set(CART_COOKIE, token, cookieOptions(url, CART_MAX_AGE));
  return token;
}

export function checkoutToken(cookies: CookieJar, url: URL): string {
  const value = cookies.get(CHECKOUT_COOKIE)?.value;
  if (isToken(value)) return value;
  const token = newToken();
  cookies.set(CHECKOUT_COOKIE, token, cookieOptions(url, YEAR));
  return token;
}

export { sameOrigin } from "#lib/http/origin.ts";
export { errorResponse, json } from "#lib/http/responses.ts";

/**
 * Runs an API handler: the Origin check, then its work, turning known failures
 * into their status and code (zod → 400, domain errors, 413, 503 with Retry-After
 * while the database is away) and anything else into a 500 without details.
 */
export async function handle(request: Request, url: URL, work: () => Promise<Response>): Promise<Response> {
  if (!SAFE_METHODS.includes(request.method) && !sameOrigin(request, url))
    return errorResponse(403, "FORBIDDEN_ORIGIN", "Requests must come from the shop's own pages.");
  try {
    return await work();
  } catch (error) {
    if (error instanceof CommerceError) return errorResponse(error.status, error.code, error.message);
    if (error instanceof z.ZodError) return errorResponse(400, "INVALID_INPUT", z.prettifyError(error));
    return failure(url, error, requestLogger(request));
  }
}

/** The JSON body of a cart request: at most a few KB, NUL-free. */
export function readJson(request: Request): Promise<unknown> {
  return readJsonBody(request, BODY_LIMITS.cart);
}

const market = z.string().refine(isMarketCode, { message: "unknown market" }) as unknown as z.ZodType<MarketCode>;
const language = z.string().refine(isLanguage, { message: "unknown language" }) as unknown as z.ZodType<Language>;
const quantity = z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY);
/** Ids are PostgreSQL `integer`s: anything larger is no id of ours (and would fail the query). */
export const MAX_DB_ID = 2_147_483_647;
const dbId = z.number().int().positive().max(MAX_DB_ID);

/** A locale (`sv-SE`, `en-SE`) or a language (`sv`) to the language of the shop's texts. */
export function languageOf(value: string | null, marketCode: MarketCode): Language {
  return (value ?? "").slice(0, 2).toLowerCase() === "en" ? "en" : MARKETS[marketCode].language;
}

const whereSchema = z.object({ market, language: language.optional() });

export function whereFrom(url: URL): { market: MarketCode; language: Language } {
  const { market: m, language: l } = whereSchema.parse({
    market: url.searchParams.get("market") ?? undefined,
    language: url.searchParams.get("language") ?? undefined,
  });
  return { market: m, language: l ?? MARKETS[m].language };
}

/** The cart add mutation (specification 7): a product with variantId and quantity, and options. */
export const addSchema = z
  .object({
    product: z.object({ variantId: dbId.optional(), quantity: quantity.default(1) }).optional(),
    /** Alternatively the add-to-cart key `{productKey}-{variant}[-clone]`. */
    productKey: z.string().max(64).optional(),
    quantity: quantity.optional(),
    options: z.object({
      market,
      clone: z.boolean().optional(),
      gender: z.enum(["boys", "girls"]).optional(),
      variantKey: z.string().max(32).optional(),
      productId: dbId.optional(),
      ticket: z.string().max(200).nullish(),
    }),
    language: language.optional(),
  })
  .refine((v) => (v.product?.variantId !== undefined) !== (v.productKey !== undefined), {
    message: "give either product.variantId or productKey",
  });

export const quantitySchema = z.object({ quantity, market, language: language.optional() });

export const lineIdSchema = z.coerce.number().int().positive().max(MAX_DB_ID);

export async function addFromBody(ctx: Omit<CartContext, "market" | "language" | "token">, body: unknown, token: string) {
  const input = addSchema.parse(body);
  const m = input.options.market;
  const l = input.language ?? MARKETS[m].language;
  const full = { ...ctx, token, market: m, language: l };
  const q = input.product?.quantity ?? input.quantity ?? 1;
  const opts = { quantity: q, clone: input.options.clone, ticket: input.options.ticket };
  if (input.productKey !== undefined) {
    const key = parseAddKey(input.productKey);
    if (!key) throw new CommerceError(400, "INVALID_PRODUCT_KEY", "The product key is not {productKey}-{variant}[-clone].");
    await addToCart(full, { key }, opts);
  } else {
    await addToCart(
      full,
      { variantId: input.product?.variantId as number, productId: input.options.productId, variantKey: input.options.variantKey },
      opts,
    );
  }
  return getCart(full);
}

const database = () => getDatabase().db;

/**
 * The database for the cart API. The first call in a server process also starts
 * the abandoned-cart cleanup (in the background, then daily): only the server
 * serves the API, never the build, and PGlite lets no other process in.
 */
export const db = () => {
  scheduleCartCleanup(database);
  return database();
};
