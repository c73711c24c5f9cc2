/**
 * `npm run typecheck` is two checkers (ADR 53): `astro check` over tsconfig.astro.json for the `.astro` files, and
 * TypeScript 7 over tsconfig.json for the `.ts` and `.tsx` files. A file that neither config takes in would never be
 * checked, and nothing else would say so: this test does.
 */
import { execFileSync } from "node:child_process";
import { globSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const tracked = (...patterns: string[]) =>
  execFileSync("git", ["ls-files", "-z", "--", ...patterns], { cwd: ROOT, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);

describe("npm run typecheck", () => {
  it("runs astro check on tsconfig.astro.json, then TypeScript 7 on tsconfig.json", () => {
    const script = (JSON.parse(readFileSync(resolve(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> })
      .scripts.typecheck;
    expect(script).toMatch(
      /^astro check --tsconfig tsconfig\.astro\.json .*&& node node_modules\/typescript-native\/bin\/tsc --noEmit\b/,
    );
    const native = JSON.parse(readFileSync(resolve(ROOT, "node_modules/typescript-native/package.json"), "utf8")) as {
      version: string;
    };
    expect(Number(native.version.split(".")[0])).toBeGreaterThanOrEqual(7);
  });

  it("takes in every tracked .ts and .tsx file for TypeScript 7", () => {
    const program = new Set(
      execFileSync(process.execPath, ["node_modules/typescript-native/bin/tsc", "--listFilesOnly", "-p", "tsconfig.json"], {
        cwd: ROOT,
        encoding: "utf8",
        maxBuffer: 64 * 2 ** 20,
      })
        .split("\n")
        .filter(Boolean)
        .map((file) => resolve(file)),
    );
    const missing = tracked("*.ts", "*.tsx").filter((file) => !program.has(resolve(ROOT, file)));
    expect(missing).toEqual([]);
  });

  it("takes in every tracked .astro file for astro check", () => {
    // tsconfig.astro.json has comments (JSONC): only whole comment lines.
    const config = JSON.parse(
      readFileSync(resolve(ROOT, "tsconfig.astro.json"), "utf8")
        .split("\n")
        .filter((line) => !line.trim().startsWith("//"))
        .join("\n"),
    ) as { include: string[] };
    const matched = new Set(config.include.flatMap((pattern) => globSync(pattern, { cwd: ROOT })));
    const astro = tracked("*.astro");
    expect(astro.length).toBeGreaterThan(60);
    expect(astro.filter((file) => !matched.has(file))).toEqual([]);
  });
});
