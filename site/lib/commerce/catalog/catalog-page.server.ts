/**
 * Decides what a catalog URL shows and gathers its data: the one place the
 * catch-all route asks. Returns plain data; the route renders it.
 */

import { type ProductPicture, productPicture } from "#lib/commerce/catalog/pictures/picture.ts";
import { shoeGuidePath } from "#lib/content/editorial.server.ts";
import { type GuidesView, type GuideView, loadGuidePage, loadGuidesPage } from "#lib/content/editorial-page.server.ts";
import { type CategoryInfo, getCategoryInfo, getWashingAdvice, type WashingAdvice } from "#lib/content/pages.server.ts";
import { categoryInfoApplies } from "#lib/content/perk-rules.ts";
import { getPerks, type Perk, perksForPage } from "#lib/content/perks.server.ts";
import { getSiteSettings } from "#lib/content/settings.server.ts";
import { loadSizeGuidePage, type SizeGuideView } from "#lib/content/size-guide-page.server.ts";
import { type ProductSizeGuide, productSizeGuide } from "#lib/content/size-guides.server.ts";
import { getDatabase } from "#lib/db/client.server.ts";
import { CACHE } from "#lib/http/cache-profiles.ts";
import { dictionary } from "#lib/i18n/index.ts";
import type { Language, Storefront } from "#lib/markets/markets.ts";
import { DEFAULT_MARKET, storefront as storefrontOf } from "#lib/markets/markets.ts";
import { localizePath, parseStorefrontPath } from "#lib/markets/paths.ts";
import { ROUTES } from "#lib/markets/routes.ts";
import type { SearchShopper } from "#lib/search/owner.ts";
import { searchPage } from "#lib/search/search-page.server.ts";
import { type NotFoundPage, notFoundPage } from "#lib/shell/not-found-page.ts";
import type { PageHead } from "#lib/shell/page-head.ts";
import { hasWashingAdvice } from "./care.ts";
import {
  type BrandSummary,
  getCategoryTree,
  getProduct,
  type Listing,
  listBrands,
  listProducts,
  type ProductCard,
  type ProductDetail,
} from "./catalog.server.ts";
import { categoryPath, resolveCatalogPath } from "./catalog-path.ts";
import { ancestry, trail } from "./category-tree.ts";
import { type Crumb, isListingPath, type ListingPageModel, listingPageModel } from "./listing-page.server.ts";
import { type ListingParams, listingQuery, parseListingParams, type Sort } from "./listing-params.ts";
import { loadMoreLikeThis, popularFor } from "./recommendations.server.ts";

/** What every catalog page tells the shell (PageHead), with its status and cache policy. */
interface Common extends PageHead {
  status: number;
  cacheControl: string;
  /** The page's category and its ancestors, for the perks of the whole page; null without one. */
  categories: readonly number[] | null;
}

/** What a listing page renders (site/components/catalog/ListingPage.astro). */
export interface ListingView {
  storefront: Storefront;
  heading: string;
  intro: string | undefined;
  breadcrumbs: Crumb[];
  subcategories: Crumb[];
  listing: Listing;
  params: ListingParams;
  /** The listing's own path, without query. */
  basePath: string;
  /** What defines the listing itself, kept through filters and pages (a search's q). */
  fixedQuery: Record<string, string>;
  /** A search results page shows its search box above the results, and "did you mean" when nothing matches. */
  search: { q: string; didYouMean?: { q: string; href: string; before: string; after: string } | null } | null;
  emptyText: string;
  /** The orders the shopper can choose, the default first (search results add relevance). */
  sorts?: readonly Sort[];
  /** A search that found nothing offers the market's popular products. */
  popular?: ProductCard[];
}

/** What a product page renders (ProductPage.astro). */
export interface ProductView {
  storefront: Storefront;
  product: ProductDetail;
  picture: ProductPicture;
  breadcrumbs: Crumb[];
  perks: Perk[];
  footHint: CategoryInfo | null;
  /** The shoe-size guide the foot hint links to. */
  shoeGuide: string | null;
  /** The size guide of the product's kind (clothes, shoes, hats, gloves), opened over the page; null for none. */
  sizeGuide: ProductSizeGuide | null;
  /** "More like this": same category, in stock, other brands and colours first. */
  moreLikeThis: ProductCard[];
  washingAdvice: WashingAdvice | null;
  canonical: string;
}

export interface BrandsView {
  storefront: Storefront;
  brands: BrandSummary[];
  breadcrumbs: Crumb[];
}

export type CatalogPage =
  | { kind: "redirect"; location: string }
  | (Common & { kind: "listing"; props: ListingView })
  | (Common & { kind: "product"; props: ProductView })
  | (Common & { kind: "brands"; props: BrandsView })
  | (Common & { kind: "guides"; props: GuidesView })
  | (Common & { kind: "guide"; props: GuideView })
  | (Common & { kind: "size-guide"; props: SizeGuideView })
  | NotFoundPage;

const forLanguage = (pathIn: (language: Language) => string | null) => (sf: Storefront) => {
  const rest = pathIn(sf.language);
  return rest === null ? null : localizePath(sf, rest);
};

const notFound = notFoundPage;

export interface CatalogPageOptions {
  /** Who is searching (the visitor cookie); asked only when a search results page records a search. */
  searchShopper?: () => SearchShopper;
}

export async function loadCatalogPage(url: URL, options: CatalogPageOptions = {}): Promise<CatalogPage> {
  const parsed = parseStorefrontPath(url.pathname);
  // Outside any market the page is still answered, in English for the default market.
  if (!parsed) return notFound(storefrontOf(DEFAULT_MARKET, { english: true }), url.pathname);
  const { storefront: sf, rest } = parsed;
  const { db } = getDatabase();
  const tree = await getCategoryTree(db, sf.language);
  const path = resolveCatalogPath(rest, sf.language, tree);
  if (!path) return notFound(sf, rest);

  const t = dictionary(sf.language).catalog;
  const settings = await getSiteSettings(sf.language);
  const common = (
    title: string,
    canonicalRest: string,
    pathIn: ((l: Language) => string | null) | null,
    categories: readonly number[] | null = null,
  ) => ({
    status: 200,
    cacheControl: CACHE.page,
    storefront: sf,
    title,
    description: settings.siteDescription ?? "",
    canonicalPath: localizePath(sf, canonicalRest),
    rest,
    pathIn: pathIn ? forLanguage(pathIn) : null,
    categories,
  });
  const home = { name: t.product.home, href: sf.basePath };

  async function listingPage(model: ListingPageModel, intro: string | undefined): Promise<CatalogPage> {
    const params = parseListingParams(url.searchParams);
    const listing = await listProducts(db, sf.market.code, sf.language, model.scope, params);
    if (params.page > listing.pages) return notFound(sf, rest);
    return {
      kind: "listing",
      ...common(model.heading, `${rest}${listingQuery({ page: params.page })}`, model.pathIn, model.categories),
      props: {
        fixedQuery: {},
        search: null,
        emptyText: t.listing.empty,
        storefront: sf,
        heading: model.heading,
        intro,
        breadcrumbs: model.breadcrumbs,
        subcategories: model.subcategories,
        listing,
        params,
        basePath: localizePath(sf, rest),
      },
    };
  }

  // Guides share their first segment's shape with listings (/se/guider, /se/kille), so this route renders them.
  if (path.kind === "guides" || path.kind === "guide") {
    // Size guides share the guides' addresses (the Studio keeps their slugs apart).
    const page =
      path.kind === "guides"
        ? await loadGuidesPage(sf)
        : ((await loadGuidePage(sf, path.slug)) ?? (await loadSizeGuidePage(sf, path.slug)));
    return page ? { ...page, status: 200, cacheControl: CACHE.page, categories: null } : notFound(sf, rest);
  }
  // Inspiration pages and the community shop have routes of their own (site/pages/[market]/…);
  // a request that reaches this one asked for one that does not exist.
  if (path.kind === "inspo" || path.kind === "community") return notFound(sf, rest);

  if (path.kind === "search") {
    const page = await searchPage(db, { sf, url, rest, tree, shopper: options.searchShopper });
    if (!page) return notFound(sf, rest);
    const { canonicalRest, ...view } = page;
    const popular = view.listing.total === 0 ? await popularFor(sf, db) : [];
    return {
      kind: "listing",
      ...common(view.heading, canonicalRest, () => "/search"),
      // Every search page is the shopper's own (recorded, recent searches): never stored by a shared cache.
      cacheControl: CACHE.private,
      props: { ...view, popular, storefront: sf, breadcrumbs: [home, { name: t.search.submit, href: localizePath(sf, rest) }] },
    };
  }

  if (isListingPath(path)) {
    const model = await listingPageModel(db, sf, path);
    if (!model) return notFound(sf, rest);
    return listingPage(model, undefined);
  }

  switch (path.kind) {
    case "product": {
      const product = await getProduct(db, path.id, sf.market.code, sf.language);
      if (!product) return notFound(sf, rest);
      if (product.slug !== path.slug)
        return { kind: "redirect", location: `${localizePath(sf, `/${product.slug}`)}${url.search}` };
      const node = tree.byId.get(product.categoryId);
      const categories = node ? ancestry(node) : [product.categoryId];
      const [perks, info, washing, shoeGuide, sizeGuide, moreLikeThis] = await Promise.all([
        getPerks(sf),
        getCategoryInfo(sf.language),
        getWashingAdvice(sf.language),
        shoeGuidePath(sf.language),
        productSizeGuide(sf, categories),
        loadMoreLikeThis(db, sf, product),
      ]);
      const top = node ? trail(node)[0] : undefined;
      const gender = product.gender;
      const crumbs = [
        home,
        { name: t.gender[gender], href: localizePath(sf, `/${ROUTES[sf.language][gender]}`) },
        ...(node
          ? trail(node).map((n) => ({
              name: n.name,
              href: localizePath(sf, categoryPath(sf.language, n, top?.audience === "shared" ? null : gender)),
            }))
          : []),
      ];
      const canonical = new URL(localizePath(sf, `/${product.slug}`), url).href;
      return {
        kind: "product",
        ...common(
          `${product.brand.name} ${product.name}`,
          `/${product.slug}`,
          (l) => (product.slugs[l] ? `/${product.slugs[l]}` : null),
          categories,
        ),
        description: product.description,
        props: {
          storefront: sf,
          product,
          picture: productPicture(product.categoryId, product.name, sf.language, product.colourHex),
          breadcrumbs: crumbs,
          perks: perksForPage(perks, categories),
          footHint: info && categoryInfoApplies(info.categoryIds, categories) ? info : null,
          shoeGuide: shoeGuide ? localizePath(sf, shoeGuide) : null,
          sizeGuide,
          moreLikeThis,
          washingAdvice: node && hasWashingAdvice(trail(node).map((n) => n.key)) ? washing : null,
          canonical,
        },
      };
    }
    case "brands": {
      const brands = await listBrands(db, sf.market.code);
      return {
        kind: "brands",
        ...common(t.listing.allBrands, rest, (l) => `/${ROUTES[l].brands}`),
        props: { storefront: sf, brands, breadcrumbs: [home, { name: t.section.brands, href: localizePath(sf, rest) }] },
      };
    }
    default:
      return notFound(sf, rest);
  }
}
