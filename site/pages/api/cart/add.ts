import type { APIRoute } from "astro";
import { addToCart } from "#lib/commerce/cart/cart.server.ts";
import { cartToken } from "#lib/commerce/cart/http.server.ts";
import { parseAddKey } from "#lib/commerce/cart/keys.ts";
import { db, handle } from "#lib/http/api.server.ts";
import { BODY_LIMITS, formText, readFormBody } from "#lib/http/body.ts";
import { HttpError, methodNotAllowed } from "#lib/http/responses.ts";
import { safeReturnPath } from "#lib/http/return-path.ts";
import { parseStorefrontPath } from "#lib/markets/paths.ts";

export const prerender = false;

/**
 * POST /api/cart/add: the product page's form without JavaScript (fields
 * `productKey`, `variant`, `clone`, `return`). Adds one and goes back to the
 * page with `?added=1`, or `?cartError={code}`.
 */
export const POST: APIRoute = ({ request, url, cookies, redirect }) =>
  handle(request, url, async () => {
    const form = await readFormBody(request, BODY_LIMITS.cart);
    const back = safeReturnPath(formText(form.get("return"), 2048), url);
    const parsed = back ? parseStorefrontPath(back) : null;
    if (!back || !parsed) throw new HttpError(400, "INVALID_RETURN", "The form has no page of this shop to return to.");
    const target = new URL(back, url);
    target.searchParams.delete("added");
    target.searchParams.delete("cartError");
    const variant = formText(form.get("variant"), 64);
    const key = parseAddKey(`${formText(form.get("productKey"), 64)}-${variant}${form.get("clone") === "true" ? "-clone" : ""}`);
    try {
      if (!key) throw new HttpError(400, variant ? "INVALID_PRODUCT_KEY" : "NO_SIZE", "Choose a size.");
      const sf = parsed.storefront;
      await addToCart(
        { db: db(), token: cartToken(cookies, url, true), market: sf.market.code, language: sf.language },
        { key },
        { quantity: 1 },
      );
      target.searchParams.set("added", "1");
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      target.searchParams.set("cartError", error.code);
    }
    return redirect(`${target.pathname}${target.search}`, 303);
  });

/** Any other method: 405 with Allow, as JSON. */
export const ALL = methodNotAllowed("POST");
