#!/usr/bin/env node
// Lighthouse over the shop's pages, and a JavaScript size report of the build.
//
//   node bench/lighthouse.mjs [--base URL] [--runs N] [--dist DIR] [--compress] [--no-lighthouse] [path ...]
//
// Paths default to the home pages of /se and /pl; add listing or product paths as
// arguments (`/se/kille/jeans`). The shop must be running at --base (default
// http://localhost:4321, `npm start`). Lighthouse runs the mobile preset
// (emulated phone, simulated slow 4G and CPU) N times per page (default 3) and
// the median is printed: performance, accessibility, CLS, the JavaScript the page
// loaded (gzip, from its network records), the font files it loaded and its HTML size. Then every page's
// first-load JavaScript in the build (DIR/client, default dist/client) is summed
// from its module scripts and islands and their static imports.
// --compress measures through a local gzip proxy in front of --base, as a CDN or
// reverse proxy serves the shop in production (the Node server itself does not
// compress). See bench/README.md for the targets.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const args = process.argv.slice(2);
function option(name, fallback) {
  const i = args.indexOf(name);
  if (i === -1) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
}
function flag(name) {
  const i = args.indexOf(name);
  if (i !== -1) args.splice(i, 1);
  return i !== -1;
}
const skipLighthouse = flag("--no-lighthouse");
const compress = flag("--compress");
const origin = option("--base", process.env.BENCH_BASE_URL || "http://localhost:4321");
const runs = Number(option("--runs", "3"));
const dist = resolve(option("--dist", "dist"));
const paths = args.length ? args : ["/se", "/pl"];

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const gzipCache = new Map();
async function gzipOfUrl(url) {
  if (!gzipCache.has(url)) {
    gzipCache.set(
      url,
      fetch(url)
        .then((r) => r.arrayBuffer())
        .then((b) => gzipBytes(Buffer.from(b)))
        .catch(() => 0),
    );
  }
  return gzipCache.get(url);
}

async function measure(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const document = requests.find((r) => r.resourceType === "Document");
  // Font files come compressed (woff2) and are served as they are: their bytes are what travels.
  const fonts = requests.filter((r) => r.resourceType === "Font");
  const jsGzip = (await Promise.all(scripts.map((r) => gzipOfUrl(r.url)))).reduce((a, b) => a + b, 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    jsGzip,
    jsFiles: scripts.length,
    fontBytes: fonts.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0),
    fontFiles: fonts.length,
    htmlBytes: document?.resourceSize ?? 0,
    htmlGzip: document ? await gzipOfUrl(document.url) : 0,
    failed: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
      .map((a) => a.id),
  };
}

/** A gzip proxy in front of the shop, as production's CDN would be; resolves to its base URL. */
function gzipProxy(target) {
  const COMPRESSIBLE = /text|javascript|json|svg|xml|css/;
  const server = createServer(async (req, res) => {
    try {
      const upstream = await fetch(new URL(req.url ?? "/", target), {
        headers: { accept: req.headers.accept ?? "*/*" },
        redirect: "manual",
      });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([k]) => !["content-length", "content-encoding", "transfer-encoding", "connection"].includes(k),
        ),
      );
      const body = Buffer.from(await upstream.arrayBuffer());
      const gzip =
        COMPRESSIBLE.test(upstream.headers.get("content-type") ?? "") && /gzip/.test(String(req.headers["accept-encoding"]));
      const out = gzip ? gzipSync(body, { level: 6 }) : body;
      res.writeHead(upstream.status, {
        ...headers,
        ...(gzip ? { "content-encoding": "gzip", vary: "accept-encoding" } : {}),
        "content-length": out.length,
      });
      res.end(out);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  return new Promise((ok) =>
    server.listen(0, "localhost", () => ok({ server, url: `http://localhost:${server.address().port}` })),
  );
}

const proxy = compress && !skipLighthouse ? await gzipProxy(origin) : null;
const base = proxy?.url ?? origin;

async function lighthouseReport() {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const rows = [];
  try {
    for (const path of paths) {
      const url = new URL(path, base).href;
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await measure(chrome, url));
      const pick = (key) => median(samples.map((s) => s[key]));
      rows.push({
        page: path,
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        CLS: Number(pick("cls").toFixed(3)),
        "LCP ms": Math.round(pick("lcp")),
        "TBT ms": Math.round(pick("tbt")),
        "JS KB gzip": kb(pick("jsGzip")),
        "JS files": pick("jsFiles"),
        "font KB": kb(pick("fontBytes")),
        "font files": pick("fontFiles"),
        "HTML KB": kb(pick("htmlBytes")),
        "HTML KB gzip": kb(pick("htmlGzip")),
        "a11y audits failed": [...new Set(samples.flatMap((s) => s.failed))].join(" ") || "none",
      });
    }
  } finally {
    await chrome.kill();
  }
  console.log(`\nLighthouse, mobile preset, median of ${runs} runs, ${origin}${compress ? " through a gzip proxy" : ""}`);
  console.table(rows);
  return rows;
}

// --- JavaScript of the build, per page --------------------------------------------------

function htmlFileOf(path) {
  const clean = path.replace(/^\/+|\/+$/g, "");
  const candidates = [join(dist, "client", clean, "index.html"), join(dist, "client", `${clean}.html`)];
  return candidates.find((f) => existsSync(f)) ?? null;
}

const STATIC_IMPORT = /(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

function closure(file, seen, lazy) {
  if (seen.has(file) || !existsSync(file)) return;
  seen.add(file);
  const code = readFileSync(file, "utf8");
  for (const [, rel] of code.matchAll(STATIC_IMPORT)) closure(resolve(dirname(file), rel), seen, lazy);
  for (const [, rel] of code.matchAll(DYNAMIC_IMPORT)) lazy.add(resolve(dirname(file), rel));
}

async function buildReport() {
  const client = join(dist, "client");
  if (!existsSync(join(client, "_astro"))) {
    console.log(`\nNo build at ${client}: run \`npm run build\` (or pass --dist) for the JavaScript report.`);
    return;
  }
  const all = readdirSync(join(client, "_astro")).filter((f) => f.endsWith(".js"));
  const total = all.reduce((sum, f) => sum + gzipBytes(readFileSync(join(client, "_astro", f))), 0);
  const rows = [];
  for (const path of paths) {
    // A prerendered page from the build, else the page as the server renders it now.
    const html = htmlFileOf(path);
    const text = html
      ? readFileSync(html, "utf8")
      : await fetch(new URL(path, base)).then(
          (r) => r.text(),
          () => "",
        );
    if (!text) {
      rows.push({ page: path, "first-load JS KB gzip": `not prerendered, and ${base} did not answer` });
      continue;
    }
    const entries = new Set();
    for (const [, src] of text.matchAll(/<script[^>]+src="(\/_astro\/[^"]+\.js)"/g)) entries.add(src);
    // Scripts Astro inlines import their chunks by absolute path.
    for (const [, src] of text.matchAll(/(?:import|from)\s*["'](\/_astro\/[^"']+\.js)["']/g)) entries.add(src);
    // Islands hydrated on interaction (client:interaction, ADR 21) load when a shopper
    // reaches for them: their code (and React, when no other island needs it) is not first-load.
    for (const [island] of text.matchAll(/<astro-island[^>]*>/g)) {
      if (/client="interaction"/.test(island)) continue;
      for (const [, src] of island.matchAll(/(?:component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)) entries.add(src);
    }
    const seen = new Set();
    const lazy = new Set();
    for (const src of entries) closure(join(client, src), seen, lazy);
    for (const f of seen) lazy.delete(f);
    const size = (files) => [...files].reduce((sum, f) => sum + (existsSync(f) ? gzipBytes(readFileSync(f)) : 0), 0);
    const lazyNames = [...lazy].map((f) =>
      f
        .split("/")
        .pop()
        ?.replace(/\.[\w-]+\.js$/, ""),
    );
    rows.push({
      page: path,
      "first-load JS KB gzip": kb(size(seen)),
      files: seen.size,
      "lazy chunks KB gzip": kb(size(lazy)),
      "lazy chunks": lazyNames.join(" "),
    });
  }
  console.log(`\nBuilt JavaScript (${client}/_astro: ${all.length} files, ${kb(total)} KB gzip in all)`);
  console.table(rows);
}

if (!skipLighthouse) await lighthouseReport();
proxy?.server.close();
await buildReport();
