/**
 * Every storefront has an English twin under /{market}/en (specification 2.1). The
 * catalog's one route reads the /en from the path; every other page family is one
 * file under site/pages/[market]/, and this gives each the same file at its English
 * URL, as a route the Astro config injects (docs/adr/0015-one-page-shape.md). The
 * loaders read the language from the URL, so both URLs answer from the same code.
 */
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

export interface InjectedRoute {
  pattern: string;
  entrypoint: string;
}

/** The catalog's dispatch reads /en from the path itself; it gets no twin. */
const CATALOG = "[...path].astro";

/** The English twin of each storefront page, from the files' paths relative to the storefront folder. */
export function englishTwins(pages: readonly string[], storefrontDir: string): InjectedRoute[] {
  return pages
    .filter((page) => page.endsWith(".astro") && page !== CATALOG)
    .sort()
    .map((page) => {
      const segments = page.slice(0, -".astro".length).split("/");
      if (segments.at(-1) === "index") segments.pop();
      return { pattern: ["/[market]/en", ...segments].join("/"), entrypoint: `${storefrontDir}/${page}` };
    });
}

/** The storefront pages of a folder (site/pages/[market]), as paths relative to it. */
export function storefrontPages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
}
