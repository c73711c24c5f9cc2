import type { APIRoute } from "astro";
import { addToCart } from "../../../lib/commerce/cart/cart.server";
import { CommerceError } from "../../../lib/commerce/cart/errors";
import { cartToken, db, handle } from "../../../lib/commerce/cart/http.server";
import { parseAddKey } from "../../../lib/commerce/cart/keys";
import { parseStorefrontPath } from "../../../lib/markets/paths";

export const prerender = false;

/**
 * POST /api/cart/add: the product page's form without JavaScript (fields
 * `productKey`, `variant`, `clone`, `return`). Adds one and goes back to the
 * page with `?added=1`, or `?cartError={code}`.
 */
export const POST: APIRoute = ({ request, url, cookies, redirect }) =>
  handle(request, url, async () => {
    const form = await request.formData().catch(() => new FormData());
    const back = String(form.get("return") ?? "");
    const parsed = back.startsWith("/") && !back.startsWith("//") ? parseStorefrontPath(back) : null;
    if (!parsed) throw new CommerceError(400, "INVALID_RETURN", "The form has no page to return to.");
    const target = new URL(back, url);
    target.searchParams.delete("added");
    target.searchParams.delete("cartError");
    const variant = String(form.get("variant") ?? "");
    const key = parseAddKey(`${String(form.get("productKey") ?? "")}-${variant}${form.get("clone") === "true" ? "-clone" : ""}`);
    try {
      if (!key) throw new CommerceError(400, variant ? "INVALID_PRODUCT_KEY" : "NO_SIZE", "Choose a size.");
      const sf = parsed.storefront;
      await addToCart(
        { db: db(), token: cartToken(cookies, url, true), market: sf.market.code, language: sf.language },
        { key },
        { quantity: 1 },
      );
      target.searchParams.set("added", "1");
    } catch (error) {
      if (!(error instanceof CommerceError)) throw error;
      target.searchParams.set("cartError", error.code);
    }
    return redirect(`${target.pathname}${target.search}`, 303);
  });
