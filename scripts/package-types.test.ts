import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { packageTypeOf, resolveInPackage } from "./package-types.mjs";

const root = mkdtempSync(join(tmpdir(), "package-types-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A package in `root/node_modules/<name>` with `files` (path → contents) and its package.json fields. */
function makePackage(name: string, manifest: Record<string, unknown>, files: Record<string, string>) {
  const dir = join(root, "node_modules", name);
  for (const [path, text] of Object.entries({ "package.json": JSON.stringify({ name, ...manifest }), ...files })) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const esm = makePackage(
  "esm-pkg",
  { type: "module" },
  { "a/b.js": "", "c.js": "", "old/package.json": '{"type":"commonjs"}', "old/d.js": "" },
);
const untyped = makePackage("untyped-pkg", {}, { "x.js": "" });
const asImport = { conditions: ["node", "import"] };
const from = (dir: string, file: string) => pathToFileURL(join(dir, file)).href;

describe("packageTypeOf", () => {
  it("reads the type of the nearest package.json, a nested one included, and null where none is declared", () => {
    expect(packageTypeOf(join(esm, "a"))).toBe("module");
    expect(packageTypeOf(join(esm, "old"))).toBe("commonjs");
    expect(packageTypeOf(untyped)).toBeNull();
  });
});

describe("resolveInPackage", () => {
  it("answers a relative .js import inside a package that declares its type, with the real file's URL", () => {
    expect(resolveInPackage("../c.js", { parentURL: from(esm, "a/b.js"), ...asImport })).toEqual({
      url: from(esm, "c.js"),
      format: "module",
    });
    expect(resolveInPackage("./old/d.js", { parentURL: from(esm, "c.js"), ...asImport })).toEqual({
      url: from(esm, "old/d.js"),
      format: "commonjs",
    });
  });

  it("leaves to Node what it does not answer the way Node would", () => {
    const parentURL = from(esm, "c.js");
    // A bare name (exports maps), require(), a file that does not exist, another extension.
    expect(resolveInPackage("untyped-pkg", { parentURL, ...asImport })).toBeNull();
    expect(resolveInPackage("./a/b.js", { parentURL, conditions: ["node", "require"] })).toBeNull();
    expect(resolveInPackage("./missing.js", { parentURL, ...asImport })).toBeNull();
    expect(resolveInPackage("./a/b.mjs", { parentURL, ...asImport })).toBeNull();
    // A package without "type", whose files Node inspects, and files outside node_modules (the shop's own).
    expect(resolveInPackage("./x.js", { parentURL: from(untyped, "index.js"), ...asImport })).toBeNull();
    expect(resolveInPackage("./c.js", { parentURL: pathToFileURL(join(root, "src", "main.js")).href, ...asImport })).toBeNull();
  });

  it("gives the real path of a package reached through a symbolic link, as Node does", () => {
    const linked = join(root, "linked");
    mkdirSync(join(linked, "node_modules"), { recursive: true });
    symlinkSync(esm, join(linked, "node_modules", "esm-pkg"));
    expect(
      resolveInPackage("../c.js", { parentURL: from(join(linked, "node_modules", "esm-pkg"), "a/b.js"), ...asImport })?.url,
    ).toBe(from(esm, "c.js"));
  });
});

describe("the hook in a Node process", () => {
  /**
   * Imports drizzle-orm's PostgreSQL modules in a child process with the hook loaded and, registered before it
   * (so after it in the chain), a hook that counts what reaches Node's own resolver. Without the hook, every
   * one of drizzle's files does; each one read its 179 KB package.json again.
   */
  function drizzleInChild(env: Record<string, string>) {
    const counter = `data:text/javascript,${encodeURIComponent(`
      import { registerHooks } from "node:module";
      globalThis.reachedNode = 0;
      registerHooks({ resolve(s, c, next) { globalThis.reachedNode++; return next(s, c); } });`)}`;
    const script = `
      const pg = await import("drizzle-orm/pg-core");
      const orm = await import("drizzle-orm");
      const table = pg.pgTable("t", { id: pg.integer("id") });
      // One module per file: drizzle's own check of a table holds across entry points.
      console.log(JSON.stringify({ reachedNode: globalThis.reachedNode, same: orm.is(table, orm.Table) && orm.Table === (await import("drizzle-orm/table")).Table }));`;
    const output = execFileSync(
      process.execPath,
      [
        "--import",
        counter,
        "--import",
        new URL("./module-format-cache.mjs", import.meta.url).href,
        "--input-type=module",
        "-e",
        script,
      ],
      { env: { ...process.env, NODE_OPTIONS: "", MODULE_FORMAT_CACHE: "1", ...env }, encoding: "utf8" },
    );
    return JSON.parse(output) as { reachedNode: number; same: boolean };
  }

  it("answers drizzle-orm's own files itself, and each is loaded once", () => {
    const withCache = drizzleInChild({});
    const without = drizzleInChild({ MODULE_FORMAT_CACHE: "0" });
    expect(without.reachedNode).toBeGreaterThan(300);
    expect(withCache.reachedNode).toBeLessThan(20);
    expect(withCache.same).toBe(true);
    expect(without.same).toBe(true);
  });
});
