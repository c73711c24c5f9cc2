/**
 * Decides what a catalog URL shows and gathers its data: the one place the
 * catch-all route asks. Returns plain data; the route renders it.
 */

import { shoeGuidePath } from "../../content/editorial.ts";
import { type CategoryInfo, getCategoryInfo, getWashingAdvice, type WashingAdvice } from "../../content/pages.ts";
import { categoryInfoApplies, perkAppliesTo } from "../../content/perk-rules.ts";
import { getPerks, type Perk } from "../../content/perks.ts";
import { getSiteSettings } from "../../content/settings.ts";
import { getDatabase } from "../../db/client.ts";
import { fill } from "../../i18n/fill.ts";
import { dictionary } from "../../i18n/index.ts";
import type { Language, Storefront } from "../../markets/markets.ts";
import { storefront as storefrontOf } from "../../markets/markets.ts";
import { localizePath, parseStorefrontPath } from "../../markets/paths.ts";
import { ROUTES } from "../../markets/routes.ts";
import {
  type BrandSummary,
  getCategoryTree,
  getProduct,
  type Listing,
  listBrands,
  listProducts,
  type ProductDetail,
} from "./catalog.server.ts";
import { categoryPath, resolveCatalogPath } from "./catalog-path.ts";
import { ancestry, type CategoryTree, trail } from "./category-tree.ts";
import { type Crumb, isListingPath, type ListingPageModel, listingPageModel } from "./listing-page.server.ts";
import { type ListingParams, listingQuery, parseListingParams } from "./listing-params.ts";
import { type ImageKind, imageKindOf } from "./product-image.ts";
import { parseSearchQuery } from "./search-query.ts";

/** Pages built from the catalog change with stock and prices; caches may keep them briefly. */
export const CATALOG_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

interface Common {
  status: number;
  cacheControl: string;
  storefront: Storefront;
  title: string;
  description: string;
  canonicalPath: string;
  rest: string;
  pathIn: ((sf: Storefront) => string | null) | null;
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
  tree: CategoryTree;
  /** What defines the listing itself, kept through filters and pages (a search's q). */
  fixedQuery: Record<string, string>;
  /** A search results page shows its search box above the results. */
  search: { q: string } | null;
  emptyText: string;
}

/** What a product page renders (ProductPage.astro). */
export interface ProductView {
  storefront: Storefront;
  product: ProductDetail;
  kind: ImageKind;
  breadcrumbs: Crumb[];
  perks: Perk[];
  footHint: CategoryInfo | null;
  /** The shoe-size guide the foot hint links to. */
  shoeGuide: string | null;
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
  | (Common & { kind: "not-found"; props: { storefront: Storefront } });

const forLanguage = (pathIn: (language: Language) => string | null) => (sf: Storefront) => {
  const rest = pathIn(sf.language);
  return rest === null ? null : localizePath(sf, rest);
};

function notFound(sf: Storefront, rest: string): CatalogPage {
  const t = dictionary(sf.language).catalog.notFound;
  return {
    kind: "not-found",
    status: 404,
    cacheControl: "public, max-age=60",
    storefront: sf,
    title: `${t.title} – Little North`,
    description: t.text,
    canonicalPath: localizePath(sf, rest),
    rest,
    pathIn: null,
    props: { storefront: sf },
  };
}

export async function loadCatalogPage(url: URL): Promise<CatalogPage> {
  const parsed = parseStorefrontPath(url.pathname);
  // Outside any market the page is still answered, in English for the default market.
  if (!parsed) return notFound(storefrontOf("se", true), url.pathname);
  const { storefront: sf, rest } = parsed;
  const { db } = getDatabase();
  const tree = await getCategoryTree(db, sf.language);
  const path = resolveCatalogPath(rest, sf.language, tree);
  if (!path) return notFound(sf, rest);

  const t = dictionary(sf.language).catalog;
  const settings = await getSiteSettings(sf.language);
  const common = (title: string, canonicalRest: string, pathIn: ((l: Language) => string | null) | null) => ({
    status: 200,
    cacheControl: CATALOG_CACHE_CONTROL,
    storefront: sf,
    title: `${title} – Little North`,
    description: settings.siteDescription ?? "",
    canonicalPath: localizePath(sf, canonicalRest),
    rest,
    pathIn: pathIn ? forLanguage(pathIn) : null,
  });
  const home = { name: t.product.home, href: sf.basePath };

  async function listingPage(
    model: ListingPageModel,
    intro: string | undefined,
    search: { q: string } | null = null,
  ): Promise<CatalogPage> {
    const params = parseListingParams(url.searchParams);
    const fixed: Record<string, string> = search ? { q: search.q } : {};
    const listing = await listProducts(db, sf.market.code, sf.language, model.scope, params);
    if (params.page > listing.pages) return notFound(sf, rest);
    return {
      kind: "listing",
      ...common(model.heading, `${rest}${listingQuery({ page: params.page }, fixed)}`, model.pathIn),
      props: {
        fixedQuery: fixed,
        search,
        emptyText: search ? t.search.noResults : t.listing.empty,
        storefront: sf,
        heading: model.heading,
        intro,
        breadcrumbs: model.breadcrumbs,
        subcategories: model.subcategories,
        listing,
        params,
        basePath: localizePath(sf, rest),
        tree,
      },
    };
  }

  // Guides, inspiration pages and the community shop are prerendered (site/pages/[market]/…);
  // a request that reaches this route asked for one that does not exist.
  if (path.kind === "inspo" || path.kind === "guide" || path.kind === "guides" || path.kind === "community")
    return notFound(sf, rest);

  if (path.kind === "search") {
    const query = parseSearchQuery(url.searchParams);
    const heading = query.q ? fill(t.search.heading, { q: query.q }) : t.search.prompt;
    const model: ListingPageModel = {
      heading,
      // An empty search shows the search form, not the whole catalog.
      scope: query.words.length ? { text: { language: sf.language, words: query.words } } : { productIds: [] },
      breadcrumbs: [home, { name: t.search.submit, href: localizePath(sf, rest) }],
      subcategories: [],
      pathIn: () => "/search",
    };
    return listingPage(model, undefined, { q: query.q });
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
      const [perks, info, washing, shoeGuide] = await Promise.all([
        getPerks(sf),
        getCategoryInfo(sf.language),
        getWashingAdvice(sf.language),
        shoeGuidePath(sf.language),
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
        ...common(`${product.brand.name} ${product.name}`, `/${product.slug}`, (l) =>
          product.slugs[l] ? `/${product.slugs[l]}` : null,
        ),
        description: product.description,
        props: {
          storefront: sf,
          product,
          kind: imageKindOf(top?.key ?? ""),
          breadcrumbs: crumbs,
          perks: perks.filter((perk) => perkAppliesTo(perk, categories)),
          footHint: info && categoryInfoApplies(info.categoryIds, categories) ? info : null,
          shoeGuide: shoeGuide ? localizePath(sf, shoeGuide) : null,
          washingAdvice: washing,
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
