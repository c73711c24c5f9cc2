import { localizePath } from "#lib/markets/paths.ts";

/** `order` is one order's page, under /user/orders. */
export type AccountSection = "login" | "reset" | "verify" | "overview" | "orders" | "order" | "offers" | "settings";

/** The account routes of specification 2.1, inside a storefront. */
export const SECTION_REST: Record<AccountSection, string> = {
  login: "/login",
  reset: "/login/reset",
  verify: "/login/verify",
  overview: "/user",
  orders: "/user/orders",
  order: "/user/orders",
  offers: "/user/offers",
  settings: "/user/settings",
};

export const accountPath = (sf: { basePath: string }, section: AccountSection) => localizePath(sf, SECTION_REST[section]);

/** An order's page: `/se/user/orders/LN261126-1A2B3C`. */
export const orderPath = (sf: { basePath: string }, number: string) =>
  `${accountPath(sf, "orders")}/${encodeURIComponent(number)}`;

/** The order number in an order page's path, or null when the last segment is none. */
export function orderNumberIn(pathname: string): string | null {
  const last = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  return /^[A-Z0-9-]{1,40}$/.test(last) ? last : null;
}
