#!/usr/bin/env node
// Live content benchmark (issue 14): seconds from a publish until every page of the
// Swedish storefront shows it, with no restart and a steady request load running.
// Three changes each run: a Swedish perk's text, the Swedish primary menu's first
// label, the live Swedish banner's text; two ways each:
//   dataset  the shop reads a copy of seed/content.ndjson and the copy is edited (the watcher);
//   webhook  the shop reads a Sanity-shaped API run here (SANITY_API_HOST) over a copy, the copy
//            is edited and a signed webhook is posted to /api/content/changed.
// Polled: /se, a static page, a listing, a product page (for the banner, the pages that
// show it: all but the home page), every 100 ms; the figure is the time until the last shows it.
// Prints medians of the runs and the load's failures and p50/p95; asserts nothing.
//
//   npm run build && node bench/content-live.mjs [--runs 3] [--load 8] [--processes 2]
// PostgreSQL (DATABASE_URL or 127.0.0.1:5432, database bench_live) when it answers, else PGlite.
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { evaluate, parse } from "groq-js";
import { benchDatabaseUrl, median, percentile, waitFor } from "./lib.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const RUNS = option("--runs", 3);
const LOAD = option("--load", 8);
const PROCESSES = option("--processes", 2);
const PORT = option("--port", 4640);
const TIMEOUT_S = 30;
const SECRET = "bench-webhook-secret";
const SANITY_API_VERSION = "2026-11-01";

if (!existsSync("dist/server/entry.mjs")) {
  console.error("no build found: run `npm run build` first");
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), "ln-bench-live-"));
const dataset = join(dir, "content.ndjson");

/** The database: PostgreSQL when it answers (then several processes), else a PGlite folder. */
async function database() {
  try {
    const url = await benchDatabaseUrl("bench_live");
    return { env: { DATABASE_URL: url }, processes: PROCESSES };
  } catch {
    return { env: { PGLITE_DIR: join(dir, "pglite") }, processes: 1 };
  }
}

const readDocs = () =>
  readFileSync(dataset, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));

function editDoc(id, edit) {
  const docs = readDocs();
  const doc = docs.find((d) => d._id === id);
  if (!doc) throw new Error(`no document ${id} in the dataset`);
  edit(doc);
  // Written to the side and renamed, as editors and generators do: never half a file.
  writeFileSync(`${dataset}.tmp`, `${docs.map((d) => JSON.stringify(d)).join("\n")}\n`);
  execFileSync("mv", [`${dataset}.tmp`, dataset]);
  return doc;
}

/** The dataset copy's documents, read again when the file changed. */
let cached = { mtime: -1, docs: [] };
function currentDocs() {
  const mtime = statSync(dataset).mtimeMs;
  if (mtime !== cached.mtime) cached = { mtime, docs: readDocs().filter((d) => !d._id.startsWith("drafts.")) };
  return cached.docs;
}

/** Sanity's query API over the dataset copy. */
function startSanityStandIn() {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (!url.pathname.startsWith(`/v${SANITY_API_VERSION}/data/query/`)) return res.writeHead(404).end();
    let query = url.searchParams.get("query") ?? "";
    const params = {};
    for (const [k, v] of url.searchParams) if (k.startsWith("$")) params[k.slice(1)] = JSON.parse(v);
    if (req.method === "POST") {
      let body = "";
      for await (const chunk of req) body += chunk;
      const parsed = JSON.parse(body);
      query = parsed.query;
      Object.assign(params, parsed.params);
    }
    const docs = currentDocs();
    const result = await (await evaluate(parse(query, { params }), { dataset: docs, params })).get();
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ result, ms: 1, query }));
  });
  return new Promise((done) => server.listen(0, "127.0.0.1", () => done(server)));
}

function startShop(env) {
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, ...env, PORT: String(PORT), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

/**
 * A closed-loop load of `LOAD` shoppers over the polled pages; counts failures, keeps
 * latencies by page. `lap()` hands over what was measured so far and starts again.
 */
function startLoad(base, paths) {
  let times = new Map(paths.map((p) => [p, []]));
  let failed = 0;
  let running = true;
  const shopper = async (n) => {
    for (let i = n; running; i++) {
      const path = paths[i % paths.length];
      const started = performance.now();
      try {
        const res = await fetch(`${base}${path}`);
        await res.arrayBuffer();
        if (res.status === 200) times.get(path).push(performance.now() - started);
        else failed++;
      } catch {
        failed++;
      }
    }
  };
  const done = Promise.all(Array.from({ length: LOAD }, (_, n) => shopper(n)));
  const lap = () => {
    const measured = { failed, times };
    times = new Map(paths.map((p) => [p, []]));
    failed = 0;
    return measured;
  };
  return {
    lap,
    async stop() {
      running = false;
      await done;
      return lap();
    },
  };
}

/** Seconds until every URL shows `token`, each polled every 100 ms; TIMEOUT_S when one never does. */
async function secondsUntilShown(base, urls, token, started) {
  const one = async (url) => {
    while (performance.now() - started < TIMEOUT_S * 1000) {
      const text = await fetch(`${base}${url}`).then(
        (r) => r.text(),
        () => "",
      );
      if (text.includes(token)) return (performance.now() - started) / 1000;
      await new Promise((r) => setTimeout(r, 100));
    }
    return TIMEOUT_S;
  };
  return Math.max(...(await Promise.all(urls.map(one))));
}

async function postWebhook(base, doc) {
  const body = JSON.stringify({ _id: doc._id, _type: doc._type, language: doc.language ?? null, market: doc.market ?? null });
  const res = await fetch(`${base}/api/content/changed`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
      "idempotency-key": crypto.randomUUID(),
    },
    body,
  });
  if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${await res.text()}`);
}

const CHANGES = {
  perk: (token) => [
    "perk-sv-se-free-shipping",
    (d) => {
      d.text[0].children[0].text = `Fri frakt ${token}`;
    },
  ],
  menu: (token) => [
    "menu-sv-primary",
    (d) => {
      d.items[0].name = `Kille ${token}`;
    },
  ],
  banner: (token) => [
    "banner-sv-se-live",
    (d) => {
      d.text = `Mellanrea ${token}`;
    },
  ],
};

async function measure(mode, db) {
  copyFileSync("seed/content.ndjson", dataset);
  const standIn = mode === "webhook" ? await startSanityStandIn() : null;
  const env = {
    ...db.env,
    WEB_CONCURRENCY: String(db.processes),
    SANITY_WEBHOOK_SECRET: SECRET,
    ...(standIn
      ? {
          SANITY_PROJECT_ID: "bench",
          SANITY_DATASET: "production",
          SANITY_API_HOST: `http://127.0.0.1:${standIn.address().port}`,
          CONTENT_CACHE_DIR: join(dir, `content-cache-${Date.now()}`),
        }
      : { CONTENT_DATASET: dataset }),
  };
  const shop = startShop(env);
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitFor(`${base}/healthz`);
    const product = await (await fetch(`${base}/api/products/LN100200?market=se`)).json();
    const pages = ["/se", "/se/page/leverans", "/se/kille/jeans", product.fullSlug];
    for (const path of pages) await fetch(`${base}${path}`).then((r) => r.text());
    const load = startLoad(base, pages);
    // The load alone first, for the latency publishes are compared with.
    await new Promise((r) => setTimeout(r, 5000));
    const quiet = load.lap();
    const seconds = { perk: [], menu: [], banner: [] };
    for (let run = 0; run < RUNS; run++) {
      for (const [name, change] of Object.entries(CHANGES)) {
        const token = `${mode}${run}${Math.random().toString(36).slice(2, 8)}`;
        const [id, edit] = change(token);
        const started = performance.now();
        const doc = editDoc(id, edit);
        if (mode === "webhook") await postWebhook(base, doc);
        // The banner is rendered with every page but the home page (specification 2.3).
        const urls = name === "banner" ? pages.slice(1) : pages;
        seconds[name].push(await secondsUntilShown(base, urls, token, started));
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    return { seconds, quiet, load: await load.stop(), pages };
  } finally {
    shop.kill("SIGTERM");
    await new Promise((r) => shop.on("exit", r));
    standIn?.close();
  }
}

const db = await database();
execFileSync(process.execPath, ["site/lib/db/setup.server.ts"], { env: { ...process.env, ...db.env }, stdio: "ignore" });
console.log(
  `content-live: ${RUNS} runs, ${LOAD} shoppers of steady load, ${db.processes} server process(es) on ${db.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
);
console.log(
  "| way     | perk s (median, max) | menu s (median, max) | banner s (median, max) | requests | failed | home p50/p95 ms: quiet, publishing | listing p50/p95 ms: quiet, publishing |",
);
console.log(
  "| ------- | -------------------- | -------------------- | ---------------------- | -------- | ------ | ---------------------------------- | ------------------------------------- |",
);
try {
  for (const mode of ["dataset", "webhook"]) {
    const { seconds, quiet, load, pages } = await measure(mode, db);
    const fmt = (xs) => `${median(xs).toFixed(2)}, ${Math.max(...xs).toFixed(2)}`;
    const lat = (measured, path) => {
      const xs = [...measured.times.get(path)].sort((a, b) => a - b);
      return `${percentile(xs, 50).toFixed(0)}/${percentile(xs, 95).toFixed(0)}`;
    };
    const both = (path) => `${lat(quiet, path)}, ${lat(load, path)}`;
    const count = (m) => [...m.times.values()].reduce((n, xs) => n + xs.length, 0) + m.failed;
    console.log(
      `| ${mode.padEnd(7)} | ${fmt(seconds.perk)} | ${fmt(seconds.menu)} | ${fmt(seconds.banner)} | ${count(quiet) + count(load)} | ${quiet.failed + load.failed} | ${both(pages[0])} | ${both(pages[2])} |`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
