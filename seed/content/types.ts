/**
 * The shape every language's seed content is written in. One file per language
 * under `languages/` exports a `LanguageSeed`; `build.ts` turns them into the
 * Sanity NDJSON dataset (menus, pages, perks, ...), so the structure of menus is
 * the same in every language and only words and slugs differ.
 *
 * Text rules: written as a native speaker would write it for parents shopping
 * children's clothes; no English in non-English content except brand names.
 */
import type { Language, MarketCode } from "#lib/markets/markets.ts";
import type { RouteWords } from "#lib/markets/routes.ts";

/** A block of body text: a heading, a paragraph, or a bullet list. */
export type Block = { h2: string } | { h3: string } | { p: string } | { ul: string[] };

export type PageTopic =
  | "memberClub"
  | "contact"
  | "shipping"
  | "returns"
  | "registerReturn"
  | "giftCards"
  | "stores" // Swedish, and English for the English Swedish storefront
  | "purchaseTerms"
  | "imprint" // German only
  | "payment" // German only
  | "withdrawal" // German only
  | "privacy"
  | "cookies"
  | "membershipTerms"
  | "about"
  | "jobs" // Swedish only
  | "influencer";

export interface StaticPageSeed {
  /** Localized URL slug, lowercase ASCII letters, digits and dashes (Finnish contact: "ota-yhteytta"). */
  slug: string;
  title: string;
  /** One or two sentences for search engines and link previews. */
  description: string;
  /** Real, useful text: at least 3 blocks, what a parent needs to know. */
  body: Block[];
}

export interface InspoSeed {
  slug: string;
  name: string;
}

export interface PerkSeed {
  /** Stable across languages: "free-shipping", "open-purchase", "sealed-package", "delivery-time", "member-discount". */
  key: "free-shipping" | "open-purchase" | "sealed-package" | "delivery-time" | "member-discount";
  /** One short line, shown in the top bar carousel (at most ~60 characters). */
  text: string;
  /** Market-relative path (starting with "/") or null. */
  link: string | null;
  linkText: string | null;
  /**
   * The market a perk is for. A language of one market leaves it out; English,
   * which every market can be viewed in, sets it on perks whose wording differs
   * per market (free-shipping amounts, open purchase vs. return right, Swedish delivery).
   */
  market?: MarketCode;
}

export interface BannerSeed {
  text: string;
  /** Market-relative path starting with "/". */
  url: string;
}

export interface OfferSeed {
  title: string;
  text: string;
}

export interface LanguageSeed {
  language: Language;
  /** The route words of site/lib/markets/routes.ts, imported, never restated. */
  routes: RouteWords;
  labels: {
    boys: string;
    girls: string;
    new: string;
    sale: string;
    categories: string;
    brands: string;
    guides: string;
    community: string;
    memberClub: string;
    /** Footer group titles. */
    customerService: string;
    legal: string;
    /** The company group; in Poland the shop's own-brand group ("Little North" in Polish wording). */
    company: string;
    followUs: string;
    paymentMethods: string;
    /** Footer items that are not static pages. */
    faq: string;
    whistleblowing: string;
    cookieSettings: string;
  };
  /** Name and slug of every taxonomy node, keyed by CategoryNode.key (site/lib/commerce/catalog/taxonomy.ts). */
  categories: Record<string, { name: string; slug: string }>;
  /** Inspiration pages linked from the girls menu (summer dresses) and boys/girls (summer outfits). */
  inspo: { summerOutfits: InspoSeed; summerDresses: InspoSeed };
  /** Static pages by topic; omit the topics that do not exist in this language (see PageTopic). */
  pages: Partial<Record<PageTopic, StaticPageSeed>>;
  /** Perks for the market of this language; English has one set per market (see PerkSeed.market). */
  perks: PerkSeed[];
  washingAdvice: { title: string; intro: string; tips: string[] };
  categoryInfo: { title: string; text: Block[] };
  /** Alert banners: one live now, one scheduled for later, one ended. */
  banners: { live: BannerSeed; scheduled: BannerSeed; ended: BannerSeed };
  /** Member offers (issue 16): one live now, linking to the new arrivals, and one that has ended. */
  memberOffers: { live: OfferSeed; ended: OfferSeed };
  settings: {
    siteTitle: string;
    siteDescription: string;
    copyright: string;
    memberClub: { heading: string; text: string; cta: string };
  };
}
