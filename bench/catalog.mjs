#!/usr/bin/env node
// Catalog pages (issues 4 and 19): p50/p95 and requests per second of a product page, a content page and a
// listing page at 20 connections, warm (the render cache answers) and cold (every request its
// own URL, so each one is rendered), with the server's CPU milliseconds per answer; on PGlite
// and on PostgreSQL with one and with two server processes; at several catalog sizes; and the
// build time and database size. Prints figures; asserts nothing. Each figure is the median of
// --rounds rounds, as the machines are noisy; the load generator shares the machine.
//
//   node bench/catalog.mjs [--skip-build] [--rounds 3] [--seconds 10]
//                          [--sizes 3200,20000,50000] [--workers 1,2] [--no-pglite]
//                          [--port 4517] [--database ln_bench] [--listing /se/kille/jeans]
//                          [--content /se/page/kontakta-oss] [--timeout 30]
// --database names the PostgreSQL databases (`<name>` for 3,200 products, `<name>_<N>` for others),
// so two people measuring on one server do not share one; --listing picks the listing (a filtered one, say).
// PostgreSQL is measured when a server answers at DATABASE_URL or 127.0.0.1:5432; catalogs
// other than the seed's 3,200 products are generated there (`setup.ts --products N`).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import { arg, benchDatabaseUrl, median, percentile, waitFor } from "./lib.mjs";

const args = process.argv.slice(2);
const ROUNDS = Number(arg("--rounds", 3));
const SECONDS = Number(arg("--seconds", 10));
const SIZES = arg("--sizes", "3200").split(",").map(Number);
const WORKERS = arg("--workers", "1,2").split(",").map(Number);
const CONNECTIONS = 20;
const PORT = Number(arg("--port", 4517));
const DATABASE = arg("--database", "ln_bench");
const LISTING = arg("--listing", "/se/kille/jeans");
/** A content page: the shell around an editor's text, no catalog (issue 32 item 1, stop 47). */
const CONTENT = arg("--content", "/se/page/kontakta-oss");
/** Seconds a request may take before autocannon gives it up (counted under "non-2xx"). */
const TIMEOUT = Number(arg("--timeout", 30));
const node = process.execPath;
const RUN = Date.now().toString(36);
let coldRequests = 0;

function dirSize(path) {
  let total = 0;
  for (const name of readdirSync(path)) {
    const p = join(path, name);
    const s = statSync(p);
    total += s.isDirectory() ? dirSize(p) : s.size;
  }
  return total;
}

/** CPU time (user + system, ms) of a process and its children's processes, from /proc; null elsewhere. */
function cpuMs(pid) {
  const ticks = 100; // USER_HZ on Linux
  const own = (p) => {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1].split(" ");
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
    } catch {
      return 0;
    }
  };
  const children = (p) => {
    try {
      return readFileSync(`/proc/${p}/task/${p}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    } catch {
      return [];
    }
  };
  if (!existsSync(`/proc/${pid}/stat`)) return null;
  const walk = (p) => own(p) + children(p).reduce((sum, c) => sum + walk(c), 0);
  return walk(pid);
}

async function load(url, pid, cold = false) {
  const times = [];
  // Cold: every request a distinct URL, never asked for before in this run (the counter
  // runs across rounds: a round starting again at 0 would be served from the render cache).
  // autocannon applies setupRequest per entry of `requests`, to every request it sends.
  const requests = cold
    ? [
        {
          setupRequest: (req) => {
            const target = new URL(url);
            target.searchParams.set("cold", `${RUN}-${coldRequests++}`);
            return { ...req, path: `${target.pathname}${target.search}` };
          },
        },
      ]
    : undefined;
  const cpuBefore = cpuMs(pid);
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    // autocannon's 10 s: on a loaded machine a cold 50,000-product listing took longer, every
    // request of a round counted as an error and the round had no answer to report.
    timeout: TIMEOUT,
    headers: { "accept-encoding": "br" },
    ...(requests ? { requests } : {}),
  });
  instance.on("response", (_client, status, _bytes, responseTime) => {
    if (status === 200) times.push(responseTime);
  });
  const result = await instance;
  const cpu = cpuBefore === null ? null : cpuMs(pid) - cpuBefore;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    rps: result.requests.average,
    cpuPerAnswer: cpu === null || times.length === 0 ? null : cpu / times.length,
    errors: result.non2xx + result.errors,
    timeouts: result.timeouts,
    answers: times.length,
  };
}

async function measure(label, env) {
  execFileSync(node, ["site/lib/db/setup.server.ts"], { env: { ...process.env, ...env }, stdio: "ignore" });
  const server = spawn(node, ["scripts/serve.mjs"], {
    env: { ...process.env, ...env, PORT: String(PORT), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(`${base}${LISTING}`, 300);
    const html = await (await fetch(`${base}${LISTING}`)).text();
    const product = /href="(\/se\/[a-z0-9-]+-\d{6})"/.exec(html)?.[1];
    if (!product) throw new Error("no product link on the listing page");
    const pages = { product: `${base}${product}`, listing: `${base}${LISTING}`, content: `${base}${CONTENT}` };
    // Warm-up: the JIT, the database's caches and connections, both pages' first renders.
    for (const url of Object.values(pages)) await load(url, server.pid, true);
    for (const [name, url, cold] of Object.entries(pages).flatMap(([n, u]) => [
      [n, u, false],
      [`${n}-cold`, u, true],
    ])) {
      const all = [];
      for (let i = 0; i < ROUNDS; i++) all.push(await load(url, server.pid, cold));
      // A round without one answer (every request timed out on a loaded machine) has no
      // latency to give: it is reported, not taken as a median of nothing (which crashed the run).
      const rounds = all.filter((r) => r.answers > 0);
      const failed = `(non-2xx ${all.reduce((n, r) => n + r.errors, 0)}, timeouts ${all.reduce((n, r) => n + r.timeouts, 0)})`;
      if (rounds.length === 0) {
        console.log(`${label.padEnd(24)} ${name.padEnd(13)} no answer in ${ROUNDS} rounds ${failed}`);
        continue;
      }
      const cpu = rounds.every((r) => r.cpuPerAnswer !== null) ? median(rounds.map((r) => r.cpuPerAnswer)) : null;
      console.log(
        `${label.padEnd(24)} ${name.padEnd(13)} p50 ${median(rounds.map((r) => r.p50))
          .toFixed(1)
          .padStart(6)} ms  p95 ${median(rounds.map((r) => r.p95))
          .toFixed(1)
          .padStart(6)} ms  ` +
          `${String(Math.round(median(rounds.map((r) => r.rps)))).padStart(5)} req/s  ${cpu === null ? "" : `CPU ${cpu.toFixed(1)} ms/answer  `}${failed}${rounds.length < all.length ? `, ${all.length - rounds.length} round(s) without an answer` : ""}`,
      );
    }
  } finally {
    server.kill();
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

if (!args.includes("--skip-build")) {
  const started = Date.now();
  execFileSync(node, ["node_modules/astro/bin/astro.mjs", "build"], {
    stdio: "ignore",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  console.log(`build ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
console.log(`${CONNECTIONS} connections, median of ${ROUNDS} × ${SECONDS} s; CPU = the server processes' user + system time`);

if (!args.includes("--no-pglite")) {
  const pgliteDir = ".data/bench-pglite";
  await measure("PGlite, 3200 products", { PGLITE_DIR: pgliteDir, DATABASE_URL: "" });
  console.log(`PGlite database size ${(dirSize(pgliteDir) / 1e6).toFixed(1)} MB on disk`);
}

for (const size of SIZES) {
  let url;
  try {
    url = await benchDatabaseUrl(size === 3200 ? DATABASE : `${DATABASE}_${size}`);
  } catch (error) {
    console.log(`PostgreSQL not measured: ${error.message}`);
    break;
  }
  const started = Date.now();
  execFileSync(node, ["site/lib/db/setup.server.ts", "--products", String(size)], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: "ignore",
  });
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const [{ size: bytes, n }] =
    await sql`select pg_database_size(current_database()) as size, (select count(*)::int from products) as n`;
  await sql.end();
  console.log(
    `PostgreSQL, ${n} products: setup ${((Date.now() - started) / 1000).toFixed(0)} s, database ${(Number(bytes) / 1e6).toFixed(1)} MB`,
  );
  for (const workers of WORKERS)
    await measure(`PG ${n}, ${workers} process${workers > 1 ? "es" : ""}`, {
      DATABASE_URL: url,
      WEB_CONCURRENCY: String(workers),
    });
}
