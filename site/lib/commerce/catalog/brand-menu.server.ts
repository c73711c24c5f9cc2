import { getDatabase } from "#lib/db/client.server.ts";
import type { MarketCode } from "#lib/markets/markets.ts";
import { listBrands } from "./catalog.server.ts";

/** A brand as the menus list it: its name and slug. */
export interface MenuBrand {
  name: string;
  slug: string;
}

export interface BrandMenuOptions {
  /** The market's brands from the catalog. */
  load: (market: MarketCode) => Promise<MenuBrand[]>;
  /** How long a list is fresh; after that it is still served, and refreshed in the background (ms). */
  ttlMs?: number;
  /** How long a page waits when no list was ever loaded for the market (ms). */
  waitMs?: number;
  /** A load still running after this is given up, so the next page asks again (ms). */
  giveUpMs?: number;
  now?: () => number;
}

/**
 * The menus' brands, stale-while-revalidate: a page never waits for a list it had before.
 * A fresh list is served as it is; an expired one is served at once while one load per
 * market refreshes it in the background. Only the first page of a market (nothing kept
 * yet) waits, at most `waitMs`, and without an answer gets no brands (the brand entry
 * keeps its link to the brand list). A failed refresh keeps the last good list.
 */
export function brandMenu({
  load,
  ttlMs = 60_000,
  waitMs = 1_500,
  giveUpMs = 10_000,
  now = Date.now,
}: BrandMenuOptions): (market: MarketCode) => Promise<MenuBrand[]> {
  const kept = new Map<MarketCode, { brands: MenuBrand[]; at: number }>();
  const loading = new Map<MarketCode, Promise<MenuBrand[] | null>>();

  /** One load per market at a time; it settles (null on failure or giving up) and never rejects. */
  const refresh = (market: MarketCode): Promise<MenuBrand[] | null> => {
    const running = loading.get(market);
    if (running) return running;
    let timer: NodeJS.Timeout | undefined;
    const givenUp = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), giveUpMs);
      timer.unref?.();
    });
    const loaded = load(market).then(
      (brands) => {
        kept.set(market, { brands, at: now() });
        return brands;
      },
      (error: unknown) => {
        console.error("brand menu: catalog unavailable", error);
        return null;
      },
    );
    const settled = Promise.race([loaded, givenUp]).finally(() => {
      clearTimeout(timer);
      if (loading.get(market) === settled) loading.delete(market);
    });
    loading.set(market, settled);
    return settled;
  };

  return async (market) => {
    const last = kept.get(market);
    if (last) {
      if (now() - last.at >= ttlMs) void refresh(market);
      return last.brands;
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    try {
      return (await Promise.race([refresh(market), late])) ?? [];
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The brands a market sells, for the menus' brand entry (the brand list page's data,
 * listBrands). The brands change with the catalog, not with each page: a minute per
 * market is fresh enough, and the shell must not fail or stall with the database.
 */
export const menuBrands: (market: MarketCode) => Promise<MenuBrand[]> = brandMenu({
  load: async (market) => (await listBrands(getDatabase().db, market)).map(({ name, slug }) => ({ name, slug })),
});
