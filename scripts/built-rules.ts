/**
 * What the shop has built, rule by rule, for the docs' "not built" claims to be checked
 * against (scripts/doc-claims.ts). An entry names the rule (a specification section and a
 * slug, or `shop.` for a feature the shop adds) and the places that implement it: a file
 * and a piece of its text that is the implementation, so a moved or deleted module fails
 * the check instead of leaving the entry to lie. A rule the shop lacks is listed with
 * `built: false` and must be claimed in docs/product.md's "Not built yet" section.
 */

export interface Evidence {
  /** A file of the repository. */
  path: string;
  /** Text that file must hold: the function, call or attribute that does the work. */
  holds: string;
}

export interface RuleEntry {
  id: string;
  /** The rule in a few words, as the specification or the docs put it. */
  says: string;
  built: readonly Evidence[] | false;
}

export const RULES: readonly RuleEntry[] = [
  {
    id: "8.user-update-error",
    says: "user update fails: a toast with the translated 'user.error'",
    built: [
      { path: "site/components/account/AccountPage.astro", holds: "data-error={t.user.error}" },
      { path: "site/components/account/account-page.client.ts", holds: "form.dataset.error" },
    ],
  },
  {
    id: "8.search-no-results",
    says: "a non-empty query without phrase or product suggestions: 'No results found'",
    built: [{ path: "site/islands/SearchPanel.tsx", holds: "texts.noResults" }],
  },
  {
    id: "8.identity-fails",
    says: "identity call fails or the contact cannot be parsed: the soft login returns false",
    built: [
      { path: "site/components/shell/soft-login.client.ts", holds: "export async function softLogin(): Promise<boolean>" },
      { path: "site/lib/account/contact.ts", holds: "export function parseContact" },
    ],
  },
  {
    id: "8.join-fails-swallowed",
    says: "member join fails: the error is swallowed, with no message",
    built: [
      { path: "site/components/account/account-page.client.ts", holds: "[data-account-join]" },
      { path: "site/lib/account/http.server.ts", holds: '"member join refused"' },
    ],
  },
  {
    id: "shop.draft-preview",
    says: "editors preview drafts from the Studio",
    built: [{ path: "site/lib/content/draft-mode.server.ts", holds: "export function renderInPreview" }],
  },
  {
    id: "shop.smtp-delivery",
    says: "mail is delivered over SMTP when SMTP_URL is set",
    built: [{ path: "site/lib/account/smtp.server.ts", holds: "export async function deliver" }],
  },
  {
    id: "shop.password-reset",
    says: "a forgotten password is reset through a mailed link",
    built: [{ path: "site/lib/account/password-reset.ts", holds: "export function resetPageUrl" }],
  },
  {
    id: "shop.member-offers",
    says: "member offers written in the Studio, listed on /user/offers",
    built: [{ path: "site/lib/content/member-offers.server.ts", holds: "export async function getMemberOffers" }],
  },
  {
    id: "shop.local-content-lake",
    says: "the Studio runs offline on a local Content Lake",
    built: [{ path: "studio/lake/server.ts", holds: "export function createLakeServer" }],
  },
  {
    id: "shop.gift-card-redemption",
    says: "a gift card's code is redeemed at checkout (balance, partial payment)",
    built: false,
  },
];
