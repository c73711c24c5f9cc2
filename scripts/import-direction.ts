/**
 * The seed consumes the shop, never the other way round: no module under site/
 * imports code from seed/ (the catalog vocabulary, taxonomy and names are the
 * shop's, in site/lib/commerce/catalog/). Two places reach into seed/ on purpose
 * and are named here: the database setup's command line, which loads the
 * generated catalog into an empty database, and the content images of the local
 * dataset (pictures, not code). Run by scripts/import-direction.test.ts.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { posix } from "node:path";

export interface SeedImport {
  file: string;
  line: number;
  specifier: string;
}

/** file → why it may reach into seed/. */
export const ALLOWED: Readonly<Record<string, string>> = {
  "site/lib/db/setup.server.ts": "its command line (`node site/lib/db/setup.server.ts`) loads the generated catalog",
  "site/lib/shell/assets.ts": "the local dataset's images, globbed by Vite (pictures, not code)",
};

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bglob\s*\(\s*)["'`]([^"'`]+)["'`]/g;

/** Whether an import specifier written in `file` leads into seed/. */
export function leadsIntoSeed(file: string, specifier: string): boolean {
  if (specifier.startsWith("#seed/")) return true;
  if (!specifier.startsWith(".")) return false;
  const target = posix.normalize(posix.join(posix.dirname(file), specifier));
  return target === "seed" || target.startsWith("seed/");
}

/** The imports into seed/ of the given files, read with `read` (a path relative to the repository). */
export function seedImports(files: readonly string[], read: (file: string) => string): SeedImport[] {
  const found: SeedImport[] = [];
  for (const file of files) {
    read(file)
      .split("\n")
      .forEach((text, index) => {
        for (const match of text.matchAll(SPECIFIER)) {
          const specifier = match[1] as string;
          if (leadsIntoSeed(file, specifier)) found.push({ file, line: index + 1, specifier });
        }
      });
  }
  return found;
}

/** The source files under site/ that git tracks or would track. */
export function siteFiles(root: string): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "site"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.(ts|tsx|mts|mjs|js|astro)$/.test(file) && existsSync(posix.join(root, file)));
}

export function checkRepository(root: string): SeedImport[] {
  return seedImports(siteFiles(root), (file) => readFileSync(posix.join(root, file), "utf8"));
}
