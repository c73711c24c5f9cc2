import { localizePath } from "#lib/markets/paths.ts";

export type AccountSection = "login" | "reset" | "verify" | "overview" | "orders" | "offers" | "settings";

/** The account routes of specification 2.1, inside a storefront. */
export const SECTION_REST: Record<AccountSection, string> = {
  login: "/login",
  reset: "/login/reset",
  verify: "/login/verify",
  overview: "/user",
  orders: "/user/orders",
  offers: "/user/offers",
  settings: "/user/settings",
};

export const accountPath = (sf: { basePath: string }, section: AccountSection) => localizePath(sf, SECTION_REST[section]);
