/**
 * The checkout and confirmation pages in the shape of every other page: the
 * outcome of the request (handleCheckout, loadConfirmation), its status and cache
 * policy, the head the shell needs (PageHead) and the props of the view in
 * site/components/checkout/. Private pages: never cached, no hreflang alternates.
 * The cookies are whatever the checkout module asks for; this module only passes them on.
 */

import type { OrderView } from "#lib/commerce/orders/orders.server.ts";
import { CACHE } from "#lib/http/cache-profiles.ts";
import { dictionary } from "#lib/i18n/index.ts";
import { DEFAULT_MARKET, type Storefront, storefront } from "#lib/markets/markets.ts";
import type { PageHead } from "#lib/shell/page-head.ts";
import { type CheckoutModel, handleCheckout, loadConfirmation } from "./checkout.server.ts";

type Rendered<Kind extends string, Props> = PageHead & { kind: Kind; status: number; cacheControl: string; props: Props };

/** Outside any market the page still answers, in English for the default market. */
const fallback = () => storefront(DEFAULT_MARKET, { english: true });

export type CheckoutPage =
  | { kind: "redirect"; location: string }
  | { kind: "forbidden" }
  | Rendered<"page", { model: CheckoutModel }>
  | Rendered<"not-found", { storefront: Storefront }>;

export async function loadCheckoutPage(
  request: Request,
  url: URL,
  cookies: Parameters<typeof handleCheckout>[2],
): Promise<CheckoutPage> {
  const result = await handleCheckout(request, url, cookies);
  if (result.kind === "redirect" || result.kind === "forbidden") return result;
  const sf = result.kind === "page" ? result.model.storefront : fallback();
  const t = dictionary(sf.language).cart.checkout;
  const head = {
    storefront: sf,
    title: t.title,
    description: t.title,
    canonicalPath: `${sf.basePath}/checkout/`,
    rest: "/checkout/",
    pathIn: null,
    cacheControl: CACHE.private,
  };
  return result.kind === "page"
    ? { kind: "page", ...head, status: result.status, props: { model: result.model } }
    : { kind: "not-found", ...head, status: 404, props: { storefront: sf } };
}

export type ConfirmationPage =
  | Rendered<"page", { storefront: Storefront; order: OrderView | null }>
  | Rendered<"not-found", { storefront: Storefront }>;

export async function loadConfirmationPage(url: URL, cookies: Parameters<typeof loadConfirmation>[1]): Promise<ConfirmationPage> {
  const page = await loadConfirmation(url, cookies);
  const sf = page?.storefront ?? fallback();
  const t = dictionary(sf.language).cart.confirmation;
  const head = {
    storefront: sf,
    title: page?.order ? t.title : t.notFound,
    description: t.title,
    canonicalPath: `${sf.basePath}/checkout/confirmation/`,
    rest: "/checkout/confirmation/",
    pathIn: null,
    cacheControl: CACHE.private,
    status: page?.order ? 200 : 404,
  };
  return page ? { kind: "page", ...head, props: page } : { kind: "not-found", ...head, props: { storefront: sf } };
}
