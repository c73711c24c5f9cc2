/** What the shell shows around a page (specification 2.3). */
export interface ShellVisibility {
  footer: boolean;
  memberBlock: boolean;
  alertBanner: boolean;
  /**
   * Checkout has a header of its own: the logo, a secure-checkout note and the way
   * back to the cart, without the top bar, the menus and search that lead away.
   */
  checkoutHeader: boolean;
}

export interface PageTraits {
  /**
   * The market offers the member club block (its market settings; off in Poland and France).
   * The home page's member call-to-action module follows the same rule (loadHomePage).
   */
  marketMemberBlock?: boolean;
}

/** True when `rest` is `section` itself or a path below it (`/user`, `/user/orders`), not `/username`. */
function under(rest: string, section: string): boolean {
  const path = rest.split(/[?#]/)[0]?.replace(/\/+$/, "") || "/";
  return path === section || path.startsWith(`${section}/`);
}

/**
 * The one place that decides the shell's visibility rules, from the path inside
 * the storefront (`/`, `/checkout/`, `/user/orders`...) and what the page and its
 * market say:
 * - footer and member block are hidden on checkout and login paths;
 * - the member block is also hidden on user paths and in markets whose settings
 *   turn it off (the seed keeps the specification: Poland and France);
 * - the alert banner is hidden on the home page and on checkout, user and login paths.
 */
export function shellVisibility(rest: string, page: PageTraits = {}): ShellVisibility {
  const home = (rest.split(/[?#]/)[0]?.replace(/\/+$/, "") || "/") === "/";
  const checkout = under(rest, "/checkout");
  const login = under(rest, "/login");
  const user = under(rest, "/user");
  const footer = !checkout && !login;
  return {
    footer,
    memberBlock: footer && !user && page.marketMemberBlock !== false,
    alertBanner: !home && !checkout && !user && !login,
    checkoutHeader: checkout,
  };
}
