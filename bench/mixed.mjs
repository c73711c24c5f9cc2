#!/usr/bin/env node
// Mixed shop traffic under closed-loop load (issue 26, item 9): --connections sockets each send
// their next request when the answer arrives, for --seconds, against the built shop on
// PostgreSQL (one process, scripts/serve.mjs). The mix, by weight: search results pages with a
// new query each time (never cached: `private, no-store`), search suggestions, listing pages
// (a page number of their own now and then, so some are rendered), product pages and the
// home page. Prints p50/p95 per kind and overall, and the server's resident memory
// (its process tree, from /proc) at the start, its highest and at the end. Asserts nothing.
//
//   node bench/mixed.mjs [--seconds 30] [--connections 50] [--port 4519] [--runs 1] [--skip-build]
// The database: DATABASE_URL, else ln_bench_mixed on 127.0.0.1:5432 (seeded with the 3,200
// products when empty). Runs are kept at 60 s at most: the machine is shared.
import { spawn } from "node:child_process";
import http from "node:http";
import { ROUTES } from "../site/lib/markets/routes.ts";
import { arg, cpuMs, percentile, rssMb, waitFor } from "./lib.mjs";
import { benchCatalog, buildShopUnlessSkipped, SEARCHES } from "./shop-traffic.mjs";

const SECONDS = Math.min(60, Number(arg("--seconds", 30)));
const CONNECTIONS = Number(arg("--connections", 50));
const PORT = Number(arg("--port", 4519));
const RUNS = Number(arg("--runs", 1));
/** Only these kinds of request (comma-separated, e.g. "search page"), for profiling one. */
const ONLY = arg("--only", "");
/** A server already running on --port (started with --cpu-prof, say) instead of one of our own. */
const ATTACH = process.argv.includes("--attach");
const node = process.execPath;
const base = `http://127.0.0.1:${PORT}`;

const { url, slugs, categories } = await benchCatalog("ln_bench_mixed");
buildShopUnlessSkipped();
// Queries shoppers type, in each storefront's language, made distinct with a page number
// (each results page is rendered anyway) and now and then a second word.
const searches = SEARCHES;
let counter = 0;
const pick = (list) => list[counter++ % list.length];
const MIX = [
  [
    30,
    "search page",
    () => {
      const { prefix, q } = pick(searches);
      return `${prefix}/search?${new URLSearchParams({ q, ...(counter % 3 === 0 ? { page: "2" } : {}) })}`;
    },
  ],
  [
    20,
    "suggestions",
    () => {
      const { market, q } = pick(searches);
      return `/api/search/suggestions?${new URLSearchParams({ q: q.slice(0, 3 + (counter % 6)), market })}`;
    },
  ],
  [
    20,
    "listing",
    () => `/se/${ROUTES.sv.categories}/${pick(categories)}${counter % 4 === 0 ? `?page=${1 + (counter % 7)}` : ""}`,
  ],
  [20, "product", () => `/se/${pick(slugs)}`],
  [10, "home", () => pick(["/se", "/no", "/dk", "/fi", "/nl", "/de", "/fr", "/pl"])],
];
if (ONLY) MIX.splice(0, MIX.length, ...MIX.filter(([, kind]) => ONLY.split(",").includes(kind)));
const totalWeight = MIX.reduce((s, [w]) => s + w, 0);
function nextRequest(i) {
  let at = (i * 7919) % totalWeight;
  for (const [w, kind, path] of MIX) {
    if (at < w) return { kind, path: path() };
    at -= w;
  }
  throw new Error("unreachable");
}

async function run(pid) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const times = new Map(MIX.map(([, kind]) => [kind, []]));
  const statuses = new Map();
  let i = 0;
  let peak = 0;
  const start = rssMb(pid);
  const cpuBefore = cpuMs(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 500);
  const until = performance.now() + SECONDS * 1000;
  const get = ({ path }) =>
    new Promise((done) => {
      const req = http.get({ host: "127.0.0.1", port: PORT, path, agent, headers: { "accept-encoding": "br" } }, (res) => {
        res.resume();
        res.on("end", () => done(res.statusCode));
      });
      req.on("error", () => done(0));
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const r = nextRequest(i++);
        const t = performance.now();
        const status = await get(r);
        times.get(r.kind).push(performance.now() - t);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  clearInterval(sampler);
  const cpu = cpuMs(pid) - cpuBefore;
  agent.destroy();
  const all = [...times.values()].flat().sort((a, b) => a - b);
  const line = (label, xs) =>
    `${label.padEnd(12)} ${String(xs.length).padStart(6)} req  p50 ${percentile(xs, 50).toFixed(0).padStart(5)} ms  p95 ${percentile(xs, 95).toFixed(0).padStart(5)} ms`;
  console.log(
    line("all", all),
    ` ${(all.length / SECONDS).toFixed(0)} req/s, server CPU ${(cpu / all.length).toFixed(1)} ms per request, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  for (const [kind, xs] of times)
    console.log(
      line(
        kind,
        xs.sort((a, b) => a - b),
      ),
    );
  console.log(`memory (RSS)  start ${start.toFixed(0)} MB, highest ${peak.toFixed(0)} MB, end ${rssMb(pid).toFixed(0)} MB`);
}

const server = ATTACH
  ? null
  : spawn(node, ["scripts/serve.mjs"], {
      env: { ...process.env, DATABASE_URL: url, PORT: String(PORT), HOST: "127.0.0.1", WEB_CONCURRENCY: "1", LAKE: "0" },
      stdio: "ignore",
    });
try {
  await waitFor(`${base}/api/search/suggestions?q=&market=se`);
  console.log(`mixed load: ${CONNECTIONS} connections, ${SECONDS} s per run, PostgreSQL, 1 process`);
  for (let r = 0; r < RUNS; r++) await run(server?.pid ?? Number(arg("--pid", 0)));
} finally {
  server?.kill();
}
