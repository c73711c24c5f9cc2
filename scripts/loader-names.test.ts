/**
 * One page shape (docs/adr/0015-one-page-shape.md): a page family's loader is
 * `load…Page()`, and it lives in a file named `*-page.server.ts`, so a page's
 * loader is found by its name.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const LOADER = /export\s+(?:async\s+)?function\s+(load\w*Page)\s*[(<]/g;

function loaders(): { file: string; name: string }[] {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "site"], { encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  return files.flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      return [];
    }
    return [...text.matchAll(LOADER)].map((match) => ({ file, name: match[1] as string }));
  });
}

describe("page loaders", () => {
  const found = loaders();

  it("are found (the pattern still matches how loaders are written)", () => {
    expect(found.map((l) => l.name)).toEqual(expect.arrayContaining(["loadCatalogPage", "loadHomePage", "loadCheckoutPage"]));
  });

  it("live in files named *-page.server.ts", () => {
    expect(found.filter((l) => !l.file.endsWith("-page.server.ts")).map((l) => `${l.file}: ${l.name}`)).toEqual([]);
  });
});
