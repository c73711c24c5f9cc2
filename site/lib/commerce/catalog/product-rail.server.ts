/**
 * The products of an editorial product rail or curated list, read live from the
 * catalog in the storefront's market: new arrivals, sale, a category, a brand,
 * or products picked by key. Rails only show what can be bought; picked
 * products stay, marked sold out, because an editor chose them.
 */

import type { Database } from "#lib/db/client.server.ts";
import type { Storefront } from "#lib/markets/markets.ts";
import { brandRest, localizePath } from "#lib/markets/paths.ts";
import { ROUTES } from "#lib/markets/routes.ts";
import { parseCategoryIds } from "#schemas/rules/category-ids.ts";
import { PRODUCT_KEY, RAIL_MAX, RAIL_MIN, type RailSource } from "#schemas/rules/editorial.ts";
import { getBrand, getCategoryTree, type ListingScope, listCards, type ProductCard } from "./catalog.server.ts";
import { categoryPath } from "./catalog-path.ts";
import { subtreeIds } from "./category-tree.ts";
import type { Sort } from "./listing-params.ts";

/** A rail as editors define it (schemas/objects/productRailModule.ts); fields a source does not use are ignored. */
export interface RailSpec {
  source: RailSource;
  categoryIds?: string | null | undefined;
  brandSlug?: string | null | undefined;
  productKeys?: readonly string[] | null | undefined;
  count: number;
}

export interface RailItem {
  product: ProductCard;
}

export interface Rail {
  items: RailItem[];
  /** The listing the rail is a preview of; null for picked products. */
  seeAll: string | null;
}

const clamp = (n: number) => Math.min(RAIL_MAX, Math.max(RAIL_MIN, Math.trunc(Number.isFinite(n) ? n : 12)));

export async function loadRail(db: Database, sf: Storefront, spec: RailSpec): Promise<Rail> {
  const { market, language } = { market: sf.market.code, language: sf.language };
  const tree = await getCategoryTree(db, language);
  const words = ROUTES[language];
  const limit = clamp(spec.count);
  let scope: ListingScope | null = null;
  let sort: Sort = "newest";
  let seeAll: string | null = null;

  switch (spec.source) {
    case "new":
      scope = { onlyNew: true, onlyInStock: true };
      seeAll = `/${words.new}`;
      break;
    case "sale":
      scope = { onlySale: true, onlyInStock: true };
      sort = "discount";
      seeAll = `/${words.sale}`;
      break;
    case "category": {
      const nodes = safeCategoryIds(spec.categoryIds).flatMap((id) => {
        const node = tree.byId.get(id);
        return node ? [node] : [];
      });
      if (nodes.length) {
        scope = { categoryIds: nodes.flatMap(subtreeIds), onlyInStock: true };
        seeAll = categoryPath(language, nodes[0] ?? null, null);
      }
      break;
    }
    case "brand": {
      const brand = spec.brandSlug ? await getBrand(db, spec.brandSlug) : null;
      if (brand) {
        scope = { brandId: brand.id, onlyInStock: true };
        seeAll = brandRest(language, brand.slug);
      }
      break;
    }
    case "picked": {
      // Editors count their picks themselves: all of them are shown, up to the rail's maximum.
      const keys = (spec.productKeys ?? []).filter((k) => PRODUCT_KEY.test(k)).slice(0, RAIL_MAX);
      if (keys.length) scope = { productKeys: keys };
      break;
    }
  }
  if (!scope) return { items: [], seeAll: null };
  const products = await listCards(db, market, language, scope, sort, scope.productKeys ? RAIL_MAX : limit);
  return {
    items: products.map((product) => ({ product })),
    seeAll: seeAll ? localizePath(sf, seeAll) : null,
  };
}

/** Products by key in the editors' order (looks, inspiration picks), sold-out ones included; unknown keys are skipped. */
export async function loadPicked(db: Database, sf: Storefront, keys: readonly string[]): Promise<RailItem[]> {
  const valid = [...new Set(keys.filter((k) => PRODUCT_KEY.test(k)))].slice(0, PICKED_MAX);
  if (!valid.length) return [];
  const products = await listCards(db, sf.market.code, sf.language, { productKeys: valid }, "newest", valid.length);
  return products.map((product) => ({ product }));
}

/** A page's picks are read in one query; more than this is not a curated list any more. */
export const PICKED_MAX = 200;

function safeCategoryIds(value: string | null | undefined): number[] {
  try {
    return parseCategoryIds(value);
  } catch {
    return [];
  }
}
