/**
 * The checkout page's work: on GET the cart and the form; on POST the form is
 * validated per market and the order placed, then the browser goes to the
 * confirmation. Plain HTML forms, so checkout works without JavaScript.
 */
import { getAuth } from "#lib/account/auth.server.ts";
import { isMember } from "#lib/account/customer.ts";
import { currentCustomer } from "#lib/account/http.server.ts";
import { getCart } from "#lib/commerce/cart/cart.server.ts";
import { CHECKOUT_COOKIE, cartToken, checkoutToken } from "#lib/commerce/cart/http.server.ts";
import type { Cart } from "#lib/commerce/cart/types.ts";
import { getOrder, type OrderView, placeOrder, recentOrderNumber } from "#lib/commerce/orders/orders.server.ts";
import { getDatabase } from "#lib/db/client.server.ts";
import { BODY_LIMITS, formText, readFormBody } from "#lib/http/body.ts";
import type { CookieJar } from "#lib/http/cookies.ts";
import { sameOrigin } from "#lib/http/origin.ts";
import { HttpError } from "#lib/http/responses.ts";
import { isToken, newToken } from "#lib/http/tokens.server.ts";
import type { Storefront } from "#lib/markets/markets.ts";
import { localizePath, parseStorefrontPath } from "#lib/markets/paths.ts";
import { type CheckoutErrorKey, type CheckoutField, POSTAL_CODES, parseCheckout } from "./address.ts";
import { type ShippingMethod, shippingMethodOf } from "./shipping.ts";
import { type OrderTotals, totalsPerMethod } from "./totals.ts";

export interface CheckoutModel {
  storefront: Storefront;
  cart: Cart;
  /**
   * What the order costs with each delivery method, in the order they are offered: the
   * options' prices and the summary both come from here, and the summary shows the one
   * the form has chosen at every moment (issue 25.1).
   */
  totals: OrderTotals[];
  /** The method the form has chosen. */
  shippingMethod: ShippingMethod;
  values: Record<string, string>;
  errors: Partial<Record<CheckoutField, CheckoutErrorKey>>;
  /** A failure of the whole order: out of stock, payment declined. */
  formError: "outOfStock" | "declined" | "failed" | null;
  postalExample: string;
}

export type CheckoutResult =
  | { kind: "redirect"; location: string }
  | { kind: "forbidden" }
  | { kind: "not-found" }
  | { kind: "page"; status: number; model: CheckoutModel };

export async function handleCheckout(request: Request, url: URL, cookies: CookieJar): Promise<CheckoutResult> {
  const parsed = parseStorefrontPath(url.pathname);
  if (!parsed) return { kind: "not-found" };
  const sf = parsed.storefront;
  const market = sf.market.code;
  const { db } = getDatabase();
  const token = cartToken(cookies, url);
  checkoutToken(cookies, url);
  let values: Record<string, string> = { shipping: "standard", payment: "test", attempt: newToken() };
  let errors: CheckoutModel["errors"] = {};
  let formError: CheckoutModel["formError"] = null;
  let status = 200;
  const customer = await currentCustomer(db, await getAuth(), request);
  const member = isMember(customer);

  if (request.method === "POST") {
    if (!sameOrigin(request, url)) return { kind: "forbidden" };
    const form = await readFormBody(request, BODY_LIMITS.checkout);
    values = {};
    for (const [k, v] of form) if (typeof v === "string") values[k] = formText(v);
    // A form without a usable attempt key still works; it is only not protected against a repeated post.
    if (!isToken(values.attempt)) values.attempt = newToken();
    const result = parseCheckout(market, values);
    if (!result.ok) {
      errors = result.errors;
      status = 422;
    } else if (!token) {
      formError = "failed";
      status = 409;
    } else {
      try {
        const placed = await placeOrder(db, {
          cartToken: token,
          checkoutToken: checkoutToken(cookies, url),
          market,
          language: sf.language,
          input: result.value,
          attemptKey: values.attempt,
          customer: customer ? { id: customer.data.id, member } : null,
        });
        return {
          kind: "redirect",
          location: `${localizePath(sf, "/checkout/confirmation/")}?order=${encodeURIComponent(placed.number)}`,
        };
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        // A retry without its attempt key finds the cart its order emptied: show that order, not "cart empty".
        const placed = error.code === "CART_EMPTY" ? await recentOrderNumber(db, checkoutToken(cookies, url)) : null;
        if (placed)
          return {
            kind: "redirect",
            location: `${localizePath(sf, "/checkout/confirmation/")}?order=${encodeURIComponent(placed)}`,
          };
        formError = error.code === "OUT_OF_STOCK" ? "outOfStock" : error.code === "PAYMENT_DECLINED" ? "declined" : "failed";
        status = error.status;
      }
    }
  }

  const cart = await getCart({ db, token, market, language: sf.language, member });
  const shippingMethod = shippingMethodOf(values.shipping);
  return {
    kind: "page",
    status,
    model: {
      storefront: sf,
      cart,
      totals: totalsPerMethod(market, cart.totals.grandtotal.minor),
      shippingMethod,
      values,
      errors,
      formError,
      postalExample: POSTAL_CODES[market].example,
    },
  };
}

export async function loadConfirmation(
  url: URL,
  cookies: CookieJar,
): Promise<{ storefront: Storefront; order: OrderView | null } | null> {
  const parsed = parseStorefrontPath(url.pathname);
  if (!parsed) return null;
  const token = cookies.get(CHECKOUT_COOKIE)?.value;
  const number = url.searchParams.get("order") ?? "";
  const order = token && /^[A-Z0-9-]{1,40}$/.test(number) ? await getOrder(getDatabase().db, token, number) : null;
  return { storefront: parsed.storefront, order };
}
