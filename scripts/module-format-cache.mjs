/**
 * Learns each package's module type once per process instead of once per file (ADR 48).
 *
 * To load a `.js` file, Node 24 asks which package it is in and that package's `"type"`
 * (`getPackageScopeConfig`), and answers with the package's whole `package.json`, its
 * `exports` map parsed again each time (`{ ...data }` runs the lazy getters). For most
 * packages that is nothing; drizzle-orm's `package.json` is 179 KB and the shop loads 430 of
 * its files, date-fns's is 199 KB and Sanity's CLI loads 860: importing drizzle-orm's
 * PostgreSQL driver took 1.0–1.3 s of CPU on Node 24.11–26.10 against 0.1 s on Node 20, in
 * every process that opens the database (the shop, the lake, each `npm run lake` command,
 * each test worker).
 *
 * The hook answers the one question itself for a relative `.js` import inside `node_modules`
 * whose package says `"type": "module"` or `"commonjs"`, from one read of each package.json.
 * Everything else (bare names, `exports` maps, a package with no `"type"`, whose files Node
 * inspects, `require`, a file that does not exist) goes to Node's own resolver, as before.
 *
 * Loaded first by the shop's server (scripts/serve.mjs) and the lake (studio/lake/main.ts), and
 * by every process `npm start` and `npm test` start, through NODE_OPTIONS (`moduleFormatCacheOption`).
 * MODULE_FORMAT_CACHE=0 leaves every import to Node (to measure the difference, or should a Node
 * release ever load a file differently from what this says).
 */
import { registerHooks } from "node:module";
import { resolveInPackage } from "./package-types.mjs";

const REGISTERED = Symbol.for("little-north.module-format-cache");
const state = /** @type {Record<symbol, boolean>} */ (/** @type {unknown} */ (globalThis));
if (!state[REGISTERED] && process.env.MODULE_FORMAT_CACHE !== "0") {
  state[REGISTERED] = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = resolveInPackage(specifier, context);
      return resolved ? { ...resolved, shortCircuit: true } : nextResolve(specifier, context);
    },
  });
}

/** NODE_OPTIONS that load this hook first in a child process, added to `current` (whatever they already hold). */
export function moduleFormatCacheOption(current = "") {
  const option = `--import=${import.meta.url}`;
  return current.includes(option) ? current : `${current} ${option}`.trim();
}
