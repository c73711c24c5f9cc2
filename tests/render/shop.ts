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
import onlyDirective from "astro/runtime/client/only.prebuilt.js";
import { build } from "esbuild";
import { resetConfig } from "#lib/config.server.ts";
import type { CatalogInput } from "#lib/db/seed-catalog.server.ts";
import type { MarketCode } from "#lib/markets/markets.ts";
import { fixtureCatalog } from "../integration/catalog-fixture.ts";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type ContentDoc = { _id: string; _type: string } & { [key: string]: Json };

type PageModule = { default: unknown };

/**
 * The shop's own client directive (`client:interaction`, ADR 21) as the build bundles it, and Astro's `client:only`
 * (Astro's buildClientDirectiveEntrypoint): the container knows only Astro's built-in ones.
 */
async function clientDirectives(): Promise<Map<string, string>> {
  const entry = new URL("../../site/islands/interaction-directive.ts", import.meta.url).pathname;
  const output = await build({
    stdin: {
      contents: `import directive from ${JSON.stringify(entry)};
(self.Astro || (self.Astro = {})).interaction = directive;
window.dispatchEvent(new Event("astro:interaction"));`,
      resolveDir: process.cwd(),
    },
    format: "iife",
    minify: true,
    bundle: true,
    write: false,
  });
  // A preview's overlays come in a `client:only` island (ADR 39): Astro's own directive, which the map replaces.
  return new Map([
    ["interaction", output.outputFiles[0]?.text ?? ""],
    ["only", onlyDirective],
  ]);
}
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

export interface EditorialPageAt {
  /** Which kind of editorial page it is. */
  family: "home" | "page" | "guides" | "guide" | "inspo" | "community";
  route: string;
  params: Record<string, string>;
  path: string;
}

export interface Shop {
  /** The HTML of a route under site/pages/[market]/ (`[...path].astro`, `en/index.astro`) for a path. */
  render(route: string, params: Record<string, string>, path: string): Promise<string>;
  /** Every editorial page of a storefront (home, static and club pages, guides, inspiration, community), from the content. */
  editorialPages(market: MarketCode, english: boolean): Promise<EditorialPageAt[]>;
  close(): Promise<void>;
}

/** The shop on `documents` as its content and `catalog` (by default the integration tests' small one) as its catalog. */
export async function openShop(documents: ContentDoc[], catalog: () => CatalogInput = fixtureCatalog): Promise<Shop> {
  const dataset = join(tmpdir(), `ln-render-${process.pid}.ndjson`);
  writeFileSync(dataset, documents.map((d) => JSON.stringify(d)).join("\n"));
  process.env.CONTENT_DATASET = dataset;
  // The pages' own database (getDatabase) is this file's, in memory, even when DATABASE_URL
  // names the PostgreSQL server the integration suite creates its databases on.
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = "memory://";
  resetConfig();
  const { getDatabase } = await import("#lib/db/client.server.ts");
  const { setupDatabase } = await import("#lib/db/setup.server.ts");
  await setupDatabase(getDatabase(), async () => catalog());
  const container = await AstroContainer.create({
    renderers: await loadRenderers([getContainerRenderer()]),
    // A partial manifest: the container fills in everything else with its defaults.
    manifest: { clientDirectives: await clientDirectives() } as never,
  });
  const forgetServerIslands = nameServerIslands();

  const load = async (route: string) => {
    // /{market}/en/… is the same page file injected a second time (ADR 15): there is no en/ folder.
    const module = ROUTES[`${PREFIX}${route}`] ?? ROUTES[`${PREFIX}${route.replace(/^en\//, "")}`];
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
    async editorialPages(market, english) {
      const { storefront } = await import("#lib/markets/markets.ts");
      const { getGuideIndex, getInspoIndex, guidePath } = await import("#lib/content/editorial.server.ts");
      const { getStaticPageIndex } = await import("#lib/content/pages.server.ts");
      const { language } = storefront(market, { english });
      const base = english ? `/${market}/en` : `/${market}`;
      const en = english ? "en/" : "";
      // Guides share their first segment's shape with listings, so the catalog route renders them (ADR 16).
      const catalog = (rest: string) => ({
        route: "[...path].astro",
        params: { market, path: `${en}${rest.slice(1)}` },
        path: `${base}${rest}`,
      });
      const slugs = (index: { language: string | null; slug: string | null }[]) =>
        index.filter((d) => d.language === language && d.slug).map((d) => d.slug as string);
      const [pages, guides, inspo] = await Promise.all([getStaticPageIndex(), getGuideIndex(), getInspoIndex()]);
      return [
        { family: "home", route: `${en}index.astro`, params: { market }, path: base },
        { family: "community", route: `${en}instagram.astro`, params: { market }, path: `${base}/instagram` },
        { family: "guides", ...catalog(guidePath(language)) },
        ...slugs(pages).map(
          (slug) =>
            ({
              family: "page",
              route: `${en}page/[slug].astro`,
              params: { market, slug },
              path: `${base}/page/${slug}`,
            }) as const,
        ),
        ...slugs(guides).map((slug) => ({ family: "guide", ...catalog(guidePath(language, slug)) }) as const),
        ...slugs(inspo).map(
          (slug) =>
            ({
              family: "inspo",
              route: `${en}inspo/[slug].astro`,
              params: { market, slug },
              path: `${base}/inspo/${slug}`,
            }) as const,
        ),
      ];
    },
    async close() {
      forgetServerIslands();
      await getDatabase().close();
    },
  };
}

/** The HTML inside every element of a class (a small reader: the pages are the shop's own, well-formed HTML). */
export function inside(html: string, className: string, tag: string): string[] {
  const parts: string[] = [];
  const open = new RegExp(`<${tag}[^>]*class="[^"]*\\b${className}\\b[^"]*"[^>]*>`, "g");
  for (const m of html.matchAll(open)) {
    const start = (m.index ?? 0) + m[0].length;
    parts.push(html.slice(start, html.indexOf(`</${tag}>`, start)));
  }
  return parts;
}
