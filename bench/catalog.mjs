#!/usr/bin/env node
import { execFileSync, spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
// Catalog benchmark (issue 4): build time of the prerendered pages; p50/p95 of a
// product page and a listing page at 20 connections on PGlite and on PostgreSQL;
// database size. Prints figures; asserts nothing. Each figure is the median of
// three 10-second rounds, as the machines are noisy. "cold" rows give every
// request its own URL, so they show the render cost without the 60 s page cache.
//
//   node bench/catalog.mjs [--skip-build] [--rounds 3] [--seconds 10]
// PostgreSQL is measured when a server answers at DATABASE_URL or 127.0.0.1:5432.
import { benchDatabaseUrl, median, percentile, waitFor } from "./lib.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const ROUNDS = option("--rounds", 3);
const SECONDS = option("--seconds", 10);
const CONNECTIONS = 20;
const PORT = 4517;
const node = process.execPath;

function dirSize(path) {
  let total = 0;
  for (const name of readdirSync(path)) {
    const p = join(path, name);
    const s = statSync(p);
    total += s.isDirectory() ? dirSize(p) : s.size;
  }
  return total;
}

function countPages(path) {
  let n = 0;
  for (const name of readdirSync(path)) {
    const p = join(path, name);
    if (statSync(p).isDirectory()) n += countPages(p);
    else if (name.endsWith(".html")) n++;
  }
  return n;
}

async function load(url, cold = false) {
  const times = [];
  let n = 0;
  // Cold: every request a distinct URL, so nothing rendered before can be reused.
  // autocannon applies setupRequest per entry of `requests`, to every request it sends.
  const requests = cold ? [{ setupRequest: (req) => ({ ...req, path: `${new URL(url).pathname}?cold=${n++}` }) }] : undefined;
  const instance = autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...(requests ? { requests } : {}) });
  instance.on("response", (_client, status, _bytes, responseTime) => {
    if (status === 200) times.push(responseTime);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    rps: result.requests.average,
    errors: result.non2xx + result.errors,
  };
}

async function measure(label, env) {
  execFileSync(node, ["site/lib/db/setup.ts"], { env: { ...process.env, ...env }, stdio: "ignore" });
  const server = spawn(node, ["dist/server/entry.mjs"], {
    env: { ...process.env, ...env, PORT: String(PORT), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(`${base}/se/kille/jeans`);
    const html = await (await fetch(`${base}/se/kille/jeans`)).text();
    const product = /href="(\/se\/[a-z0-9-]+-\d{6})"/.exec(html)?.[1];
    if (!product) throw new Error("no product link on the listing page");
    const pages = { product: `${base}${product}`, listing: `${base}/se/kille/jeans` };
    for (const url of Object.values(pages)) await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
    for (const [name, url, cold] of Object.entries(pages).flatMap(([n, u]) => [
      [n, u, false],
      [`${n}-cold`, u, true],
    ])) {
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await load(url, cold));
      console.log(
        `${label.padEnd(10)} ${name.padEnd(13)} p50 ${median(rounds.map((r) => r.p50)).toFixed(1)} ms  p95 ${median(rounds.map((r) => r.p95)).toFixed(1)} ms  ` +
          `${Math.round(median(rounds.map((r) => r.rps)))} req/s  (${ROUNDS}×${SECONDS} s, ${CONNECTIONS} connections, non-2xx ${rounds.reduce((n, r) => n + r.errors, 0)})`,
      );
    }
  } finally {
    server.kill();
  }
}

if (!args.includes("--skip-build")) {
  const started = Date.now();
  execFileSync(node, ["node_modules/astro/bin/astro.mjs", "build"], {
    stdio: "ignore",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  console.log(`build      ${((Date.now() - started) / 1000).toFixed(1)} s for ${countPages("dist/client")} prerendered pages`);
}

const pgliteDir = ".data/bench-pglite";
await measure("PGlite", { PGLITE_DIR: pgliteDir, DATABASE_URL: "" });
console.log(`PGlite     database size ${(dirSize(pgliteDir) / 1e6).toFixed(1)} MB on disk`);

try {
  const url = await benchDatabaseUrl("ln_bench");
  await measure("PostgreSQL", { DATABASE_URL: url });
  const sql = postgres(url, { max: 1 });
  const [{ size }] = await sql`select pg_database_size(current_database()) as size`;
  await sql.end();
  console.log(`PostgreSQL database size ${(Number(size) / 1e6).toFixed(1)} MB`);
} catch (error) {
  console.log(`PostgreSQL not measured: ${error.message}`);
}
