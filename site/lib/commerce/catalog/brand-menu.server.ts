import { type Database, getDatabase } from "#lib/db/client.ts";
import { ttlMemo } from "#lib/http/ttl-memo.ts";
import type { MarketCode } from "#lib/markets/markets.ts";
import { listBrands } from "./catalog.server.ts";

/** A brand as the menus list it: its name and slug. */
export interface MenuBrand {
  name: string;
  slug: string;
}

/** The menus' brands change with the catalog, not with each page: a minute per market is fresh enough. */
const memo = ttlMemo<MenuBrand[]>({ ttlMs: 60_000, maxEntries: 16 });
/** The header waits no longer than this for the database; without an answer the menu offers the brand list's link alone. */
const WAIT_MS = 1_500;

/**
 * The brands a market sells, for the menus' brand entry (the brand list page's data,
 * listBrands). The shell must not fail or stall with the database, so a slow or failing
 * database gives no brands (the entry keeps its link to the brand list) and is asked again.
 */
export async function menuBrands(market: MarketCode, db: () => Database = () => getDatabase().db): Promise<MenuBrand[]> {
  const load = memo.get(market, async () => (await listBrands(db(), market)).map(({ name, slug }) => ({ name, slug })));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WAIT_MS);
  });
  try {
    return (await Promise.race([load, late])) ?? [];
  } catch (error) {
    console.error("brand menu: catalog unavailable", error);
    return [];
  } finally {
    clearTimeout(timer);
  }
}
