/**
 * The cart's side of the API: its cookies, the add mutation's schema and the
 * cart routes' input. The kernel every route shares (handle, readJson, db, market
 * and language schemas) is site/lib/http/api.server.ts.
 */
import { z } from "zod";
import { requestIsMember } from "#lib/account/http.server.ts";
import {
  db,
  dbIdSchema,
  handle,
  languageSchema,
  MAX_DB_ID,
  marketSchema,
  type RouteCall,
  readJson,
} from "#lib/http/api.server.ts";
import { type CookieJar, cookieOptions } from "#lib/http/cookies.ts";
import { HttpError, json } from "#lib/http/responses.ts";
import { isToken, newToken } from "#lib/http/tokens.server.ts";
import { MARKETS } from "#lib/markets/markets.ts";
import { addToCart, type CartContext } from "./cart.server.ts";
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

const quantity = z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY);
/** The cart add mutation (specification 7): a product with variantId and quantity, and options. */
export const addSchema = z
  .object({
    product: z.object({ variantId: dbIdSchema.optional(), quantity: quantity.default(1) }).optional(),
    /** Alternatively the add-to-cart key `{productKey}-{variant}[-clone]`. */
    productKey: z.string().max(64).optional(),
    quantity: quantity.optional(),
    options: z.object({
      market: marketSchema,
      clone: z.boolean().optional(),
      gender: z.enum(["boys", "girls"]).optional(),
      variantKey: z.string().max(32).optional(),
      productId: dbIdSchema.optional(),
      ticket: z.string().max(200).nullish(),
    }),
    language: languageSchema.optional(),
  })
  .refine((v) => (v.product?.variantId !== undefined) !== (v.productKey !== undefined), {
    message: "give either product.variantId or productKey",
  });

export const quantitySchema = z.object({ quantity, market: marketSchema, language: languageSchema.optional() });

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
    if (!key) throw new HttpError(400, "INVALID_PRODUCT_KEY", "The product key is not {productKey}-{variant}[-clone].");
    return addToCart(full, { key }, opts);
  }
  return addToCart(
    full,
    { variantId: input.product?.variantId as number, productId: input.options.productId, variantKey: input.options.variantKey },
    opts,
  );
}

/**
 * POST /api/cart/items (specification 7): the add mutation, answering the cart. Served by the Node
 * server directly (site/lib/http/direct-routes.server.ts, ADR 49) and by its Astro file under `astro dev`.
 */
export const addItem = ({ request, url, cookies }: RouteCall): Promise<Response> =>
  handle(request, url, async () => {
    const body = await readJson(request);
    return json(await addFromBody({ db: db(), member: await requestIsMember(request) }, body, cartToken(cookies, url, true)));
  });
