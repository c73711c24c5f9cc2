/**
 * The account pages in the shape of every other page (ADR 15): /login and the
 * /user pages. Private, never cached, no hreflang alternates. Signed-in shoppers
 * on /login go to /user; anonymous ones on /user go to /login; orders and offers
 * are for members only, others go to /user with the reason (`?reason=members-only`).
 */
import { customerOrders } from "#lib/commerce/orders/orders.server.ts";
import { getClubPage } from "#lib/content/editorial.server.ts";
import { contentHref } from "#lib/content/links.ts";
import { getMemberOffers, type MemberOffer } from "#lib/content/member-offers.server.ts";
import { getDatabase } from "#lib/db/client.server.ts";
import { CACHE } from "#lib/http/cache-profiles.ts";
import { dictionary } from "#lib/i18n/index.ts";
import { formatMoney } from "#lib/markets/format.ts";
import { MARKETS, type Storefront } from "#lib/markets/markets.ts";
import { parseStorefrontPath } from "#lib/markets/paths.ts";
import type { PageHead } from "#lib/shell/page-head.ts";
import { confirmEmail, getAuth } from "./auth.server.ts";
import { getCustomer } from "./customer.server.ts";
import { type Customer, canJoin, greetingName, isMember } from "./customer.ts";
import { currentSession } from "./http.server.ts";
import { type AccountSection, accountPath, SECTION_REST } from "./paths.ts";

export const MEMBERS_ONLY = "members-only";

export interface AccountView {
  storefront: Storefront;
  section: AccountSection;
  customer: Customer | null;
  member: boolean;
  name: string;
  /** The join button may act (specification 5); otherwise it leads to the settings to add a phone. */
  canJoin: boolean;
  /** Shown on /user when a members-only page sent the shopper here. */
  membersOnly: boolean;
  orders: { number: string; date: string; total: string }[];
  /** The member offers live now (only on /user/offers). */
  offers: MemberOffer[];
  /** The member terms, where the club page links them. */
  termsHref: string | null;
  /** Where /login sends the shopper after signing in (a path of this storefront). */
  next: string;
  /** The token of a password reset link (/login/reset?token=…), or null. */
  resetToken: string | null;
  /** On /login/verify: whether the link confirmed the address. */
  verified: boolean;
  /** The signed-in customer's address is not confirmed yet: /user offers the link again. */
  unverified: boolean;
}

export type AccountPage =
  | { kind: "redirect"; location: string }
  | (PageHead & { kind: "page"; status: number; cacheControl: string; props: AccountView });

function safeNext(sf: Storefront, value: string | null): string {
  const fallback = accountPath(sf, "overview");
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  return value.startsWith(`${sf.basePath}/`) || value === sf.basePath ? value : fallback;
}

export async function loadAccountPage(request: Request, url: URL, section: AccountSection): Promise<AccountPage> {
  const parsed = parseStorefrontPath(url.pathname);
  if (!parsed) return { kind: "redirect", location: "/" };
  const sf = parsed.storefront;
  const { db } = getDatabase();
  const auth = await getAuth();
  // A confirmation link confirms before anything is read, so the page shows the account as it now is.
  const verifyToken = section === "verify" ? url.searchParams.get("token") : null;
  const verified = verifyToken ? await confirmEmail(auth, verifyToken) : false;
  const session = await currentSession(auth, request);
  const customer = session ? await getCustomer(db, session.user.id) : null;
  const member = isMember(customer);
  const next = safeNext(sf, url.searchParams.get("next"));

  if (section === "login" && customer) return { kind: "redirect", location: next };
  // A reset or confirmation link works whoever is signed in on this browser: it acts on the link's account.
  if (section !== "login" && section !== "reset" && section !== "verify" && !customer)
    return { kind: "redirect", location: `${accountPath(sf, "login")}?next=${encodeURIComponent(url.pathname)}` };
  if ((section === "orders" || section === "offers") && !member)
    return { kind: "redirect", location: `${accountPath(sf, "overview")}?reason=${MEMBERS_ONLY}` };

  const orders =
    section === "orders" && customer
      ? (await customerOrders(db, customer.data.id)).map((o) => ({
          number: o.number,
          date: new Intl.DateTimeFormat(sf.locale, { dateStyle: "long" }).format(o.createdAt),
          total: formatMoney(o.totalMinor, MARKETS[o.market].currency, sf.locale),
        }))
      : [];
  const offers = section === "offers" ? await getMemberOffers(sf) : [];
  const club = section === "login" ? await getClubPage(sf.language) : null;
  const t = dictionary(sf.language).account;
  const title = {
    login: t.login.title,
    reset: t.reset.title,
    verify: t.verify.title,
    overview: t.user.overviewTitle,
    orders: t.user.ordersTitle,
    offers: t.user.offersTitle,
    settings: t.user.settingsTitle,
  }[section];
  return {
    kind: "page",
    status: 200,
    cacheControl: CACHE.private,
    storefront: sf,
    title,
    description: title,
    canonicalPath: accountPath(sf, section),
    rest: SECTION_REST[section],
    pathIn: null,
    props: {
      storefront: sf,
      section,
      customer,
      member,
      name: customer ? greetingName(customer) : "",
      canJoin: canJoin(session?.user.email, customer),
      membersOnly: section === "overview" && url.searchParams.get("reason") === MEMBERS_ONLY,
      orders,
      offers,
      termsHref: club?.termsLink ? contentHref(sf, club.termsLink) : null,
      next,
      resetToken: section === "reset" ? url.searchParams.get("token") : null,
      verified,
      unverified: Boolean(session && !session.user.emailVerified),
    },
  };
}
