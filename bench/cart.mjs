#!/usr/bin/env node
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
// Cart benchmark (issue 6): add-to-cart (POST /api/cart/items) and cart read
// (GET /api/cart) p50/p95 at 50 connections, on PGlite and on PostgreSQL.
// Response times are collected from autocannon's 'response' event (it has no p95).
// Expects a built shop (npm run build). Prints figures; asserts nothing.
//
//   node bench/cart.mjs [--seconds 10] [--workers 1,2] [--connections 1,10,50] [--rates 100,200]
// PostgreSQL is measured when a server answers at DATABASE_URL or 127.0.0.1:5432, once
// for each server process count in --workers (scripts/serve.mjs, WEB_CONCURRENCY);
// PGlite always runs in one process. The load generator shares the machine's cores.
import { benchDatabaseUrl, openLoop, percentile, waitFor } from "./lib.mjs";

const args = process.argv.slice(2);
const i = args.indexOf("--seconds");
const SECONDS = i === -1 ? 10 : Number(args[i + 1]);
const w = args.indexOf("--workers");
const WORKERS = (w === -1 ? "1,2" : args[w + 1]).split(",").map(Number);
const c = args.indexOf("--connections");
// 50 is the issue's load; fewer show what one request costs when nothing queues.
const CONNECTIONS = (c === -1 ? "50" : args[c + 1]).split(",").map(Number);
// Open-loop runs: requests arrive at these rates (req/s), evenly spaced, over as many
// keep-alive connections as the largest --connections. With 50 closed-loop connections the
// server is always saturated and p95 is mostly queue (connections / throughput); at a
// given arrival rate it is what a shopper arriving at that load waits.
const r = args.indexOf("--rates");
const RATES = r === -1 ? [] : args[r + 1].split(",").map(Number);
const PORT = 4518;
const node = process.execPath;

async function load(options, connections) {
  const times = [];
  const instance = autocannon({ connections, duration: SECONDS, ...options });
  instance.on("response", (_client, status, _bytes, responseTime) => {
    if (status === 200) times.push(responseTime);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    rps: Math.round(result.requests.average),
    non2xx: result.non2xx + result.errors,
  };
}

async function measure(label, env) {
  execFileSync(node, ["site/lib/db/setup.ts"], { env: { ...process.env, ...env }, stdio: "ignore" });
  const server = spawn(node, ["scripts/serve.mjs"], {
    env: { ...process.env, ...env, PORT: String(PORT), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(`${base}/api/cart?market=se`);
    // A product with a gift-card-like stock is not guaranteed: pick the variant with the most stock.
    const group = await (await fetch(`${base}/api/products/LN100001?market=se&locale=sv-SE`)).json();
    const variant = group.variants.find((v) => v.inStock) ?? group.variants[0];
    // Each add goes to a fresh cart token (a new shopper), so lines never hit their limit.
    const token = () => randomBytes(32).toString("base64url");
    const headers = { "content-type": "application/json", origin: base };
    const body = JSON.stringify({ product: { variantId: variant.variantId, quantity: 1 }, options: { market: "se" } });
    // The cart read: one cart with the variant in it.
    const reader = token();
    await fetch(`${base}/api/cart/items`, { method: "POST", body, headers: { ...headers, cookie: `cartToken=${reader}` } });
    const ms = (n) => `${n.toFixed(1)} ms`.padStart(8);
    const print = (name, connections, r, rate) =>
      console.log(
        `${label.padEnd(10)} ${name.padEnd(12)} ${String(connections).padStart(3)} conn ${rate ? `@${rate}/s`.padStart(7) : "closed "} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  ${String(r.rps).padStart(5)} req/s  (${SECONDS} s, non-2xx ${r.non2xx})`,
      );
    // autocannon applies setupRequest per request only inside `requests`.
    const addOptions = {
      url: base,
      requests: [
        {
          method: "POST",
          path: "/api/cart/items",
          body,
          headers,
          setupRequest: (req) => ({ ...req, headers: { ...headers, cookie: `cartToken=${token()}` } }),
        },
      ],
    };
    const readOptions = { url: `${base}/api/cart?market=se`, headers: { cookie: `cartToken=${reader}` } };
    for (const connections of CONNECTIONS) {
      print("add to cart", connections, await load(addOptions, connections));
      print("cart read", connections, await load(readOptions, connections));
    }
    const most = Math.max(...CONNECTIONS);
    const open = (rate, request) => openLoop({ base, rate, seconds: SECONDS, connections: most, request });
    for (const rate of RATES) {
      const add = await open(rate, () => ({
        path: "/api/cart/items",
        method: "POST",
        body,
        headers: { ...headers, cookie: `cartToken=${token()}` },
      }));
      print("add to cart", most, add, rate);
      print(
        "cart read",
        most,
        await open(rate, () => ({ path: "/api/cart?market=se", headers: { cookie: `cartToken=${reader}` } })),
        rate,
      );
    }
  } finally {
    server.kill();
    await new Promise((done) => server.once("exit", done));
  }
}

await measure("PGlite", { PGLITE_DIR: ".data/bench-cart-pglite", DATABASE_URL: "" });
try {
  const url = await benchDatabaseUrl("ln_bench_cart");
  for (const n of WORKERS) await measure(`PG ×${n}`, { DATABASE_URL: url, WEB_CONCURRENCY: String(n) });
} catch (error) {
  console.log(`PostgreSQL skipped: ${error.message}`);
}
