/**
 * Where a Studio document shows in the shop (issue 28): the pages the Presentation tool's
 * locations resolver lists on the document's form ("Used on 9 pages: /se, /se/en…") and the
 * page its "Preview in the shop" opens, the first of them. The shop decides what a page
 * shows; these rules follow it: a language's perks, menus and home page on every page of the
 * storefronts in that language, a banner in its market, a static page or guide at its own
 * address, category-bound content (perks limited to categories, category info, washing
 * advice) on the listings of those categories. Kept free of Studio imports so it is tested
 * as plain TypeScript.
 */

import { allStorefronts, isLanguage, isMarketCode, type Storefront } from "#lib/markets/markets.ts";
import { localizePath } from "#lib/markets/paths.ts";
import { FIXED_ROUTES, ROUTES } from "#lib/markets/routes.ts";
import { parseCategoryIds } from "#schemas/rules/category-ids.ts";

/** What the rules read of a document (the locations resolver asks the lake for these fields). */
export interface LocatedDocument {
  _type: string;
  language?: unknown;
  market?: unknown;
  slug?: { current?: unknown } | null;
  /** Perks: the categories they are limited to, "201,158". */
  categoryID?: unknown;
  /** Category info: the categories whose products show it. */
  categoryIds?: unknown;
  title?: unknown;
}

export interface DocumentLocation {
  title: string;
  href: string;
}

/** The types whose documents show in the shop; a location list is offered for these only. */
export const LOCATED_TYPES = [
  "perk",
  "menu",
  "alertBanner",
  "staticPage",
  "clubPage",
  "guideArticle",
  "sizeGuide",
  "homePage",
  "categoryInfo",
  "washingAdvice",
  "guidesPage",
  "communityPage",
  "inspoPage",
  "memberOffer",
  "marketSettings",
] as const;

/**
 * The listing of a category in a storefront, through the shop's redirect (/api/preview/category):
 * category addresses are words of the catalog in the shop's database, which the Studio does not hold.
 */
export function categoryListingHref(sf: Pick<Storefront, "basePath">, categoryId: number): string {
  return `/api/preview/category?storefront=${encodeURIComponent(sf.basePath)}&id=${categoryId}`;
}

const storefrontsIn = (language: string) => allStorefronts().filter((sf) => sf.language === language);

const ids = (value: unknown): number[] => {
  try {
    return typeof value === "string" ? parseCategoryIds(value) : [];
  } catch {
    return [];
  }
};

const validSlug = (doc: LocatedDocument) => {
  const slug = doc.slug?.current;
  return typeof slug === "string" && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? slug : null;
};

const homes = (sfs: Storefront[], what: string) => sfs.map((sf) => ({ title: `${what} (${sf.basePath})`, href: sf.basePath }));

/** Every page a document shows on, the most telling first (a category-bound perk: its listings before the homes). */
export function documentLocations(doc: LocatedDocument): DocumentLocation[] {
  if (typeof doc.market === "string" && isMarketCode(doc.market)) {
    const sfs = allStorefronts().filter((sf) => sf.market.code === doc.market);
    // A banner shows in its market in its language (or every language when it names none).
    const shown = isLanguageOf(doc.language) ? sfs.filter((sf) => sf.language === doc.language) : sfs;
    return homes(shown.length > 0 ? shown : sfs, "Home page");
  }
  if (!isLanguageOf(doc.language)) return [];
  const sfs = storefrontsIn(doc.language);
  const slug = validSlug(doc);
  switch (doc._type) {
    case "staticPage":
    case "clubPage":
      return slug
        ? sfs.map((sf) => ({
            title: `Page /${FIXED_ROUTES.page}/${slug}`,
            href: localizePath(sf, `/${FIXED_ROUTES.page}/${slug}`),
          }))
        : [];
    case "guideArticle":
    case "sizeGuide": {
      const guides = ROUTES[doc.language].guides;
      return slug ? sfs.map((sf) => ({ title: `Guide /${guides}/${slug}`, href: localizePath(sf, `/${guides}/${slug}`) })) : [];
    }
    case "guidesPage":
      return sfs.map((sf) => ({ title: "Guides", href: localizePath(sf, `/${ROUTES[sf.language].guides}`) }));
    case "inspoPage":
      return slug
        ? sfs.map((sf) => ({ title: `Inspiration ${slug}`, href: localizePath(sf, `/${FIXED_ROUTES.inspo}/${slug}`) }))
        : [];
    case "communityPage":
      return sfs.map((sf) => ({ title: "Community", href: localizePath(sf, `/${FIXED_ROUTES.community}`) }));
    case "categoryInfo":
      return categoryListings(sfs, ids(doc.categoryIds), "Products in category");
    case "washingAdvice":
      // On every product page: the categories section leads to all of them.
      return sfs.map((sf) => ({ title: "Product pages", href: localizePath(sf, `/${ROUTES[sf.language].categories}`) }));
    case "perk": {
      const limited = ids(doc.categoryID);
      // A perk limited to categories is told on their listings and products; one for everything, in every top bar.
      return limited.length > 0 ? categoryListings(sfs, limited, "Listing of category") : homes(sfs, "Top bar on every page");
    }
    case "menu":
      return homes(sfs, "Menu on every page");
    case "homePage":
      return homes(sfs, "Home page");
    default:
      return homes(sfs, "Home page");
  }
}

function isLanguageOf(value: unknown): value is Parameters<typeof isLanguage>[0] & keyof typeof ROUTES {
  return typeof value === "string" && isLanguage(value);
}

function categoryListings(sfs: Storefront[], categories: number[], what: string): DocumentLocation[] {
  return sfs.flatMap((sf) =>
    categories.map((id) => ({ title: `${what} ${id} (${sf.basePath})`, href: categoryListingHref(sf, id) })),
  );
}

/** The page "Preview in the shop" opens: where the document shows first, or the first storefront's home. */
export function previewLocation(doc: LocatedDocument): string {
  return documentLocations(doc)[0]?.href ?? allStorefronts()[0]?.basePath ?? "/";
}

/** The message above the list: "Used on 3 pages" (the tool lists the addresses under it). */
export function locationsMessage(locations: readonly DocumentLocation[]): string {
  if (locations.length === 0) return "Not shown on any page of the shop";
  return `Used on ${locations.length} ${locations.length === 1 ? "page" : "pages"}: ${locations
    .slice(0, 3)
    .map((location) => (location.href.split("?")[0] === "/api/preview/category" ? location.title : location.href))
    .join(", ")}${locations.length > 3 ? "…" : ""}`;
}
