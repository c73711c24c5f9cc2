#!/usr/bin/env node
// How long the shop's processes take to start, with the package-type cache (ADR 48) and without
// (MODULE_FORMAT_CACHE=0), in alternated rounds on one machine; medians printed.
//
//   node bench/startup.mjs [--rounds 5] [--port 4797]
//
// Measured per round, each in a new process:
// - import: `await import("drizzle-orm/pg-core")` alone (wall ms, in the process);
// - lake command: `node studio/lake/main.ts user list` with no lake running in LAKE_DIR
//   (a lake of its own in a temporary folder, on PGlite), wall from spawn to exit;
// - shop: `node scripts/serve.mjs` (the built shop, LAKE=0, one process, PGlite in a
//   temporary folder) from spawn to its first 200 for /se, and the process's CPU by then.
// Needs a built shop (`node scripts/start.mjs --build-only`).
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { arg, cpuMs, median } from "./lib.mjs";

const rounds = Number(arg("--rounds", "5"));
const port = Number(arg("--port", "4797"));
const node = process.execPath;
// The parent's NODE_OPTIONS (npm test sets the cache there) must not decide for the children.
// Both on the embedded database (PGlite), whatever DATABASE_URL the shell has.
const { DATABASE_URL: _, ...inherited } = process.env;
const envFor = (cache) => ({ ...inherited, NODE_OPTIONS: "", MODULE_FORMAT_CACHE: cache ? "1" : "0" });
const hook = new URL("../scripts/module-format-cache.mjs", import.meta.url).href;

function importMs(cache) {
  const script = `const t = performance.now(); await import("drizzle-orm/pg-core"); console.log(performance.now() - t);`;
  return Number(
    execFileSync(node, ["--import", hook, "--input-type=module", "-e", script], { env: envFor(cache), encoding: "utf8" }),
  );
}

function lakeCommandMs(cache, dir) {
  const began = performance.now();
  execFileSync(node, ["studio/lake/main.ts", "user", "list"], { env: { ...envFor(cache), LAKE_DIR: dir }, stdio: "ignore" });
  return performance.now() - began;
}

async function shopStart(cache, dir) {
  const began = performance.now();
  const child = spawn(node, ["scripts/serve.mjs"], {
    env: {
      ...envFor(cache),
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LAKE: "0",
      WEB_CONCURRENCY: "1",
      PGLITE_DIR: dir,
    },
    stdio: "ignore",
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/se`)).ok) break;
      } catch {}
      if (performance.now() - began > 120_000) throw new Error("the shop did not answer within 120 s");
      await new Promise((r) => setTimeout(r, 50));
    }
    return { ms: performance.now() - began, cpu: cpuMs(child.pid) };
  } finally {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
}

const results = { true: [], false: [] };
const scratch = mkdtempSync(join(tmpdir(), "bench-startup-"));
try {
  // Each folder's database is made and seeded first (as `npm start` does); every measured start is a restart.
  for (const cache of [true, false]) {
    execFileSync(node, ["site/lib/db/setup.server.ts"], {
      env: { ...envFor(cache), PGLITE_DIR: join(scratch, `shop-${cache}`) },
      stdio: "ignore",
    });
    lakeCommandMs(cache, join(scratch, `lake-${cache}`));
    await shopStart(cache, join(scratch, `shop-${cache}`));
  }
  for (let round = 1; round <= rounds; round++) {
    // Alternated, the order swapped each round: the machine's drift falls on both alike.
    for (const cache of round % 2 ? [true, false] : [false, true]) {
      const shop = await shopStart(cache, join(scratch, `shop-${cache}`));
      const row = {
        import: importMs(cache),
        lake: lakeCommandMs(cache, join(scratch, `lake-${cache}`)),
        shop: shop.ms,
        shopCpu: shop.cpu,
      };
      results[cache].push(row);
      console.log(
        `round ${round} cache ${cache ? "on " : "off"}: import ${row.import.toFixed(0)} ms, lake command ${row.lake.toFixed(0)} ms, shop's first answer ${row.shop.toFixed(0)} ms (CPU ${row.shopCpu} ms)`,
      );
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
for (const cache of [false, true]) {
  const rows = results[cache];
  const m = (key) => median(rows.map((r) => r[key])).toFixed(0);
  console.log(
    `median of ${rows.length}, cache ${cache ? "on " : "off"}: import drizzle-orm/pg-core ${m("import")} ms, lake user list ${m("lake")} ms, shop's first answer ${m("shop")} ms (CPU ${m("shopCpu")} ms)`,
  );
}
