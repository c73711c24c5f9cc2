/**
 * The loaders of the editorial pages' product islands (RailProducts,
 * PickedProducts). Each island is a request of its own, rendered on request so
 * prices and stock are live while the page around it is prerendered; these are
 * its page loaders, so the components only render.
 */
import { getDatabase } from "#lib/db/client.server.ts";
import { CACHE } from "#lib/http/cache-profiles.ts";
import { type MarketCode, type Storefront, storefront } from "#lib/markets/markets.ts";
import { localizePath } from "#lib/markets/paths.ts";
import { getCategoryTree } from "./catalog.server.ts";
import { categoryPath } from "./catalog-path.ts";
import { loadPicked, loadRail, type Rail, type RailItem, type RailSpec } from "./product-rail.server.ts";

interface IslandOf {
  market: MarketCode;
  english: boolean;
}

export interface RailProductsIsland {
  storefront: Storefront;
  rail: Rail;
  /** Caches may reuse the island for a minute, as catalog pages. */
  cacheControl: string;
}

export async function loadRailProducts({ market, english, spec }: IslandOf & { spec: RailSpec }): Promise<RailProductsIsland> {
  const sf = storefront(market, { english });
  return { storefront: sf, rail: await loadRail(getDatabase().db, sf, spec), cacheControl: CACHE.catalog };
}

export interface PickedProductsIsland {
  storefront: Storefront;
  items: RailItem[];
  /** The "see more" link after the products: the listing of the first category the editor named. */
  more: string | null;
  cacheControl: string;
}

export async function loadPickedProducts({
  market,
  english,
  keys,
  moreCategoryId,
}: IslandOf & { keys: string[]; moreCategoryId: number | null }): Promise<PickedProductsIsland> {
  const sf = storefront(market, { english });
  const db = getDatabase().db;
  const [items, tree] = await Promise.all([loadPicked(db, sf, keys), moreCategoryId ? getCategoryTree(db, sf.language) : null]);
  const moreNode = moreCategoryId && tree ? tree.byId.get(moreCategoryId) : undefined;
  const more = moreNode ? localizePath(sf, categoryPath(sf.language, moreNode, null)) : null;
  return { storefront: sf, items, more, cacheControl: CACHE.catalog };
}
