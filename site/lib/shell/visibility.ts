import type { MarketCode } from "../markets/markets";

/** What the shell shows around a page (specification 2.3). */
export interface ShellVisibility {
  footer: boolean;
  memberBlock: boolean;
  alertBanner: boolean;
}

/** Markets where the member club block is never shown. */
export const MEMBER_BLOCK_HIDDEN_MARKETS: readonly MarketCode[] = ["pl", "fr"];

/** True when `rest` is `section` itself or a path below it (`/user`, `/user/orders`), not `/username`. */
function under(rest: string, section: string): boolean {
  const path = rest.split(/[?#]/)[0]?.replace(/\/+$/, "") || "/";
  return path === section || path.startsWith(`${section}/`);
}

/**
 * The one place that decides the shell's visibility rules, from the market and
 * the path inside the storefront (`/`, `/checkout/`, `/user/orders`...):
 * - footer and member block are hidden on checkout and login paths;
 * - the member block is also hidden on user paths and in the Polish and French markets;
 * - the alert banner is hidden on the home page and on checkout, user and login paths.
 */
export function shellVisibility(market: MarketCode, rest: string): ShellVisibility {
  const home = (rest.split(/[?#]/)[0]?.replace(/\/+$/, "") || "/") === "/";
  const checkout = under(rest, "/checkout");
  const login = under(rest, "/login");
  const user = under(rest, "/user");
  const footer = !checkout && !login;
  return {
    footer,
    memberBlock: footer && !user && !MEMBER_BLOCK_HIDDEN_MARKETS.includes(market),
    alertBanner: !home && !checkout && !user && !login,
  };
}
