/**
 * Renders the shop's pages in Vitest the way the build and the server do, through
 * Astro's container API, from a content dataset a test prepares and the small
 * catalog of the integration tests (PGlite in memory). One worker per test file
 * (Vitest's default) keeps each file's dataset and database to itself.
 */

import { loadRenderers } from "astro:container";
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getContainerRenderer } from "@astrojs/react/container-renderer";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { fixtureCatalog } from "../integration/catalog-fixture.ts";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type ContentDoc = { _id: string; _type: string } & { [key: string]: Json };

type PageModule = { default: unknown; getStaticPaths?: () => unknown };
const ROUTES = import.meta.glob<PageModule>("../../site/pages/\\[market\\]/**/*.astro");
const PREFIX = "../../site/pages/[market]/";

/** The seed dataset's documents, to change before `openShop`. */
export function seedDocuments(): ContentDoc[] {
  return readFileSync("seed/content.ndjson", "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ContentDoc);
}

/**
 * Astro's container knows no server islands (its manifest never gets the build's island
 * map), so pages with product rails would not render. The islands hold no content (their
 * products come from the catalog); naming them is enough for the page around them.
 */
function nameServerIslands(): () => void {
  const root = new URL("../../", import.meta.url).pathname;
  const names = new Map(["RailProducts", "PickedProducts"].map((n) => [`${root}site/components/editorial/${n}.astro`, n]));
  const mappings = async () => ({ serverIslandNameMap: names, serverIslandMap: new Map() });
  Object.defineProperty(Object.prototype, "serverIslandMappings", { get: () => mappings, configurable: true });
  return () => {
    delete (Object.prototype as { serverIslandMappings?: unknown }).serverIslandMappings;
  };
}

export interface Shop {
  /** The HTML of a route under site/pages/[market]/ (`[...path].astro`, `en/index.astro`) for a path. */
  render(route: string, params: Record<string, string>, path: string): Promise<string>;
  /** Every prerendered page of a storefront, from the routes' own getStaticPaths. */
  staticPages(market: string, english: boolean): Promise<{ route: string; params: Record<string, string>; path: string }[]>;
  close(): Promise<void>;
}

export async function openShop(documents: ContentDoc[]): Promise<Shop> {
  const dataset = join(tmpdir(), `ln-render-${process.pid}.ndjson`);
  writeFileSync(dataset, documents.map((d) => JSON.stringify(d)).join("\n"));
  process.env.CONTENT_DATASET = dataset;
  // The pages' own database (getDatabase) is this file's, in memory, even when DATABASE_URL
  // names the PostgreSQL server the integration suite creates its databases on.
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = "memory://";
  const { getDatabase } = await import("#lib/db/client.ts");
  const { setupDatabase } = await import("#lib/db/setup.ts");
  await setupDatabase(getDatabase(), async () => fixtureCatalog());
  const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
  const forgetServerIslands = nameServerIslands();

  const load = async (route: string) => {
    const module = ROUTES[`${PREFIX}${route}`];
    if (!module) throw new Error(`no route ${route}`);
    return module();
  };

  return {
    async render(route, params, path) {
      const page = await load(route);
      return container.renderToString(page.default as never, {
        params,
        request: new Request(`http://localhost${path}`),
        partial: false,
      });
    },
    async staticPages(market, english) {
      const base = english ? `/${market}/en` : `/${market}`;
      const pages: { route: string; params: Record<string, string>; path: string }[] = [];
      const routes = Object.keys(ROUTES)
        .map((key) => key.slice(PREFIX.length))
        .filter((route) => route.startsWith("en/") === english && !route.includes("...") && !route.includes("checkout"));
      for (const route of routes) {
        const page = await load(route);
        const paths = ((await page.getStaticPaths?.()) ?? []) as { params: Record<string, string> }[];
        for (const { params } of paths) {
          if (params.market !== market) continue;
          const rest = route
            .replace(/^en\//, "")
            .replace(/(^|\/)index\.astro$/, "")
            .replace(/\.astro$/, "")
            .replace(/\[(\w+)\]/g, (_, name: string) => params[name] ?? "");
          pages.push({ route, params, path: rest ? `${base}/${rest}` : base });
        }
      }
      return pages;
    },
    async close() {
      forgetServerIslands();
      await getDatabase().close();
    },
  };
}
