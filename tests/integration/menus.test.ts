/**
 * Every listing a menu links to shows products (issue 11.12): a link to an empty
 * listing is a content defect. For all sixteen storefronts, every shop link of the
 * primary, mobile and footer menus, and the "new arrivals" and "sale" shortcuts the
 * mobile menu adds to its groups, is loaded the way its page loads it
 * (loadCatalogPage) from the generated catalog the shop ships with.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuBrands } from "#lib/commerce/catalog/brand-menu.server.ts";
import { clearCatalogCaches } from "#lib/commerce/catalog/catalog.server.ts";
import { loadCatalogPage } from "#lib/commerce/catalog/catalog-page.server.ts";
import { resetConfig } from "#lib/config.server.ts";
import { getShellMenus, type NavItem } from "#lib/content/menus.server.ts";
import { getDatabase } from "#lib/db/client.server.ts";
import { setupDatabase } from "#lib/db/setup.server.ts";
import { dictionary } from "#lib/i18n/index.ts";
import { allStorefronts, type Storefront } from "#lib/markets/markets.ts";
import { brandPath, brandsPath, parseStorefrontPath } from "#lib/markets/paths.ts";
import { ROUTES } from "#lib/markets/routes.ts";
import { groupShortcuts, withBrandList } from "#lib/shell/nav.ts";
import { catalogInput } from "#seed/catalog/catalog-input.ts";
import { createPostgresDatabase, type PostgresDatabase } from "./databases.ts";

/** Every shop href of a menu, with the mobile menu's shortcuts of each group. */
function menuHrefs(items: NavItem[], sf: Storefront, out = new Set<string>()): Set<string> {
  const labels = dictionary(sf.language).shell.menu;
  for (const item of items) {
    if (item.href && !item.external && item.href.startsWith("/")) out.add(item.href);
    for (const s of groupShortcuts(item, labels)) out.add(s.href);
    menuHrefs(item.children, sf, out);
  }
  return out;
}

describe("menus link only to listings with products", () => {
  let ownDatabase: PostgresDatabase | undefined;
  beforeAll(async () => {
    // The process-wide database the pages use, with the catalog the shop ships with: a database of its
    // own on the PostgreSQL server when DATABASE_URL names one (the server other integration tests
    // create theirs on), where the sixteen storefronts' listings load in about half of PGlite's time
    // (31 s against 52 s), copied from `npm test`'s seeded catalog when it has one (scripts/seeded-catalog.ts);
    // else PGlite in memory. What is checked is the menus' content, the same on both.
    const server = process.env.DATABASE_URL;
    if (server) {
      ownDatabase = await createPostgresDatabase(server, { seededCatalog: true });
      process.env.DATABASE_URL = ownDatabase.url;
    } else process.env.PGLITE_DIR = "memory://";
    resetConfig();
    clearCatalogCaches();
    await setupDatabase(getDatabase(), catalogInput);
  }, 180_000);

  afterAll(async () => {
    await getDatabase().close();
    await ownDatabase?.drop();
    clearCatalogCaches();
  });

  it.each(allStorefronts().map((sf) => [sf.basePath, sf] as const))(
    "%s",
    async (_, sf) => {
      const menus = await getShellMenus(sf);
      const brandList = {
        href: brandsPath(sf),
        label: dictionary(sf.language).shell.header.allBrands,
        locale: sf.locale,
        brands: (await menuBrands(sf.market.code)).map((b) => ({ name: b.name, href: brandPath(sf, b.slug) })),
      };
      expect(brandList.brands.length).toBeGreaterThan(20);
      const hrefs = new Set<string>();
      for (const menu of [withBrandList(menus.primary, brandList), withBrandList(menus.mobile, brandList), menus.footer])
        menuHrefs(menu, sf, hrefs);
      // Static pages, guides, inspiration pages and the community shop are prerendered (crawl.spec.ts
      // follows them); every other menu link is a listing of the catalog.
      const prerendered = (rest: string) =>
        /^\/(page|inspo)\//.test(rest) || rest === "/instagram" || rest.split("/")[1] === ROUTES[sf.language].guides;
      let listings = 0;
      const empty: string[] = [];
      for (const href of hrefs) {
        const url = new URL(href, "http://localhost");
        if (prerendered(parseStorefrontPath(url.pathname)?.rest ?? "")) continue;
        const page = await loadCatalogPage(url);
        if (page.kind === "brands") continue;
        if (page.kind !== "listing") empty.push(`${href} (${page.kind})`);
        else if (page.props.listing.total === 0) empty.push(`${href} (0 products)`);
        else listings++;
      }
      expect(listings).toBeGreaterThan(150);
      expect(empty).toEqual([]);
    },
    120_000,
  );
});
