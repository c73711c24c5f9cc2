import { describe, expect, it } from "vitest";
import { ALLOWED, checkRepository, leadsIntoSeed, seedImports } from "./import-direction.ts";

describe("imports between the shop and its seed", () => {
  const found = checkRepository(process.cwd());

  it("no file under site/ imports from seed/ but the two named ones", () => {
    const outside = found.filter((i) => !(i.file in ALLOWED)).map((i) => `${i.file}:${i.line} ${i.specifier}`);
    expect(outside).toEqual([]);
  });

  it("each named exception still reaches into seed/ (a stale exception is removed)", () => {
    expect([...new Set(found.map((i) => i.file))].sort()).toEqual(Object.keys(ALLOWED).sort());
  });
});

describe("seedImports", () => {
  const files: Record<string, string> = {
    "site/lib/a.ts": [
      'import { COLOURS } from "#seed/catalog/vocabulary.ts";',
      'import type { X } from "../../seed/catalog/types.ts";',
      'const { catalogInput } = await import("#seed/catalog/catalog-input.ts");',
      'const FILES = import.meta.glob("../../seed/assets/**/*.svg");',
      'import { ROUTES } from "#lib/markets/routes.ts";',
      'import { y } from "./seed/y.ts";',
    ].join("\n"),
    "site/pages/b.astro": '---\nimport seed from "../../seed/content/languages/sv.ts";\n---',
  };
  const found = seedImports(Object.keys(files), (file) => files[file] as string);

  it("finds #seed/ and relative paths into seed/, static, dynamic and globbed", () => {
    expect(found.map((i) => `${i.file}:${i.line}`)).toEqual([
      "site/lib/a.ts:1",
      "site/lib/a.ts:2",
      "site/lib/a.ts:3",
      "site/lib/a.ts:4",
      "site/pages/b.astro:2",
    ]);
  });

  it("does not take a folder named seed inside site/ for the seed", () => {
    expect(leadsIntoSeed("site/lib/a.ts", "./seed/y.ts")).toBe(false);
    expect(leadsIntoSeed("site/lib/a.ts", "../../seed/y.ts")).toBe(true);
  });
});
