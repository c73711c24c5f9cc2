/**
 * Links in account mails: password resets and e-mail confirmations. better-auth makes
 * the token and calls back with its own address (`…/reset-password/{token}?callbackURL=…`,
 * `…/verify-email?token=…&callbackURL=…`); the shopper gets the shop's page instead, in
 * the storefront they came from, with the token. Its origin is the shop's public one
 * (SITE_URL), never the request's Host, so a forged Host header cannot send someone's
 * link elsewhere.
 */
import type { Storefront } from "#lib/markets/markets.ts";
import { localizePath, parseStorefrontPath } from "#lib/markets/paths.ts";

export const RESET_REST = "/login/reset";
export const VERIFY_REST = "/login/verify";
/** How long a reset link works. */
export const RESET_LINK_SECONDS = 60 * 60;
/** How long an e-mail confirmation link works: a week, as people read such mail late. */
export const VERIFY_LINK_SECONDS = 7 * 24 * 60 * 60;

/** The reset page of a storefront, as the address better-auth is asked to send the shopper to. */
export function resetPageUrl(origin: string, sf: Pick<Storefront, "basePath">): string {
  return `${origin}${localizePath(sf, RESET_REST)}`;
}

/** The e-mail confirmation page of a storefront, likewise. */
export function verifyPageUrl(origin: string, sf: Pick<Storefront, "basePath">): string {
  return `${origin}${localizePath(sf, VERIFY_REST)}`;
}

export const shopResetLink = (authUrl: string, token: string) => shopTokenLink(authUrl, token, RESET_REST);
export const shopVerifyLink = (authUrl: string, token: string) => shopTokenLink(authUrl, token, VERIFY_REST);

/** The shop's link for better-auth's callback address and token, and its storefront; null for anything else. */
function shopTokenLink(authUrl: string, token: string, rest: string): { link: string; storefront: Storefront } | null {
  let page: URL;
  try {
    const callback = new URL(authUrl).searchParams.get("callbackURL");
    if (!callback) return null;
    page = new URL(callback);
  } catch {
    return null;
  }
  const parsed = parseStorefrontPath(page.pathname);
  if (!parsed || parsed.rest !== rest || !/^https?:$/.test(page.protocol)) return null;
  page.search = "";
  page.hash = "";
  page.searchParams.set("token", token);
  return { link: page.href, storefront: parsed.storefront };
}
