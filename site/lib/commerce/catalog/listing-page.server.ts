/**
 * What a listing page shows for a catalog path: its scope (which products),
 * heading, breadcrumbs, subcategory links and its path in every storefront.
 * The Astro page only renders this.
 */
import type { Database } from "#lib/db/client.server.ts";
import { fill } from "#lib/i18n/fill.ts";
import { dictionary } from "#lib/i18n/index.ts";
import { allStorefronts, type Language, type Storefront } from "#lib/markets/markets.ts";
import { brandRest, localizePath } from "#lib/markets/paths.ts";
import { ROUTES } from "#lib/markets/routes.ts";
import { getBrand, getCategoryTree, type ListingScope } from "./catalog.server.ts";
import { type CatalogPath, categoryPath } from "./catalog-path.ts";
import { ancestry, type CategoryNode, shownFor, subtreeIds, trail } from "./category-tree.ts";

export interface Crumb {
  name: string;
  href: string;
  /** The link to where the shopper is (a chosen search facet). */
  current?: boolean;
}

export interface ListingPageModel {
  heading: string;
  scope: ListingScope;
  breadcrumbs: Crumb[];
  subcategories: Crumb[];
  /** The same listing's market-relative path in each language, for hreflang. */
  pathIn: (language: Language) => string | null;
  /** The listing's category with its ancestors (it decides the page's perks); null for listings of no category. */
  categories: number[] | null;
}

type ListingPath = Extract<CatalogPath, { kind: "gender" | "categories" | "new" | "sale" | "brand" }>;

export function isListingPath(path: CatalogPath): path is ListingPath {
  return ["gender", "categories", "new", "sale", "brand"].includes(path.kind);
}

/** Paths of one category in every language: the trees share ids, only slugs differ. */
async function categoryPaths(db: Database, id: number | null, gender: "boys" | "girls" | null) {
  const paths = new Map<Language, string>();
  for (const sf of allStorefronts()) {
    if (paths.has(sf.language)) continue;
    const tree = await getCategoryTree(db, sf.language);
    paths.set(sf.language, categoryPath(sf.language, id === null ? null : (tree.byId.get(id) ?? null), gender));
  }
  return (language: Language) => paths.get(language) ?? null;
}

export async function listingPageModel(db: Database, sf: Storefront, path: ListingPath): Promise<ListingPageModel | null> {
  const t = dictionary(sf.language).catalog;
  const words = ROUTES[sf.language];
  const home: Crumb = { name: t.product.home, href: sf.basePath };
  const link = (rest: string) => localizePath(sf, rest);

  switch (path.kind) {
    case "gender":
    case "categories": {
      const gender = path.kind === "gender" ? path.gender : null;
      const tree = await getCategoryTree(db, sf.language);
      const category = path.category;
      const sectionName = gender ? t.gender[gender] : t.section.categories;
      const sectionCrumb = { name: sectionName, href: link(`/${gender ? words[gender] : words.categories}`) };
      const crumbs = category
        ? trail(category).map((n) => ({ name: n.name, href: link(categoryPath(sf.language, n, gender)) }))
        : [];
      const children: CategoryNode[] = category ? category.children : tree.roots;
      const visible = gender ? children.filter((n) => shownFor(n, gender)) : children;
      return {
        heading: category
          ? gender
            ? fill(gender === "boys" ? t.listing.categoryForBoys : t.listing.categoryForGirls, { category: category.name })
            : category.name
          : sectionName,
        scope: {
          ...(category ? { categoryIds: subtreeIds(category) } : {}),
          ...(gender ? { gender } : {}),
        },
        breadcrumbs: [home, sectionCrumb, ...crumbs],
        subcategories: visible.map((n) => ({ name: n.name, href: link(categoryPath(sf.language, n, gender)) })),
        pathIn: await categoryPaths(db, category?.id ?? null, gender),
        categories: category ? ancestry(category) : null,
      };
    }
    case "new":
    case "sale": {
      const name = t.section[path.kind];
      return {
        heading: name,
        scope: path.kind === "new" ? { onlyNew: true } : { onlySale: true },
        breadcrumbs: [home, { name, href: link(`/${words[path.kind]}`) }],
        subcategories: [],
        pathIn: (language) => `/${ROUTES[language][path.kind]}`,
        categories: null,
      };
    }
    case "brand": {
      const brand = await getBrand(db, path.brandSlug);
      if (!brand) return null;
      return {
        heading: fill(t.listing.brandProducts, { brand: brand.name }),
        scope: { brandId: brand.id },
        breadcrumbs: [
          home,
          { name: t.section.brands, href: link(brandRest(sf.language)) },
          { name: brand.name, href: link(brandRest(sf.language, brand.slug)) },
        ],
        subcategories: [],
        pathIn: (language) => brandRest(language, brand.slug),
        categories: null,
      };
    }
  }
}
