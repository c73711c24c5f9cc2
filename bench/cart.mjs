#!/usr/bin/env node
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
// Cart benchmark (issue 6): add-to-cart (POST /api/cart/items) and cart read
// (GET /api/cart) p50/p95 at 50 connections, on PGlite and on PostgreSQL.
// Response times are collected from autocannon's 'response' event (it has no p95).
// Expects a built shop (npm run build). Prints figures; asserts nothing.
//
//   node bench/cart.mjs [--seconds 10]
// PostgreSQL is measured when a server answers at DATABASE_URL or 127.0.0.1:5432.
import { benchDatabaseUrl, percentile, waitFor } from "./lib.mjs";

const args = process.argv.slice(2);
const i = args.indexOf("--seconds");
const SECONDS = i === -1 ? 10 : Number(args[i + 1]);
const CONNECTIONS = 50;
const PORT = 4518;
const node = process.execPath;

async function load(options) {
  const times = [];
  const instance = autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
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
  const server = spawn(node, ["dist/server/entry.mjs"], {
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
    const add = await load({
      url: `${base}/api/cart/items`,
      method: "POST",
      body,
      headers,
      setupRequest: (req) => ({ ...req, headers: { ...headers, cookie: `cartToken=${token()}` } }),
    });
    // The cart read: one cart with the variant in it.
    const reader = token();
    await fetch(`${base}/api/cart/items`, { method: "POST", body, headers: { ...headers, cookie: `cartToken=${reader}` } });
    const read = await load({ url: `${base}/api/cart?market=se`, headers: { cookie: `cartToken=${reader}` } });
    const print = (name, r) =>
      console.log(
        `${label.padEnd(10)} ${name.padEnd(14)} p50 ${r.p50} ms  p95 ${r.p95} ms  ${r.rps} req/s  (${SECONDS} s, ${CONNECTIONS} connections, non-2xx ${r.non2xx})`,
      );
    print("add to cart", add);
    print("cart read", read);
  } finally {
    server.kill();
  }
}

await measure("PGlite", { PGLITE_DIR: ".data/bench-cart-pglite", DATABASE_URL: "" });
try {
  await measure("PostgreSQL", { DATABASE_URL: await benchDatabaseUrl("ln_bench_cart") });
} catch (error) {
  console.log(`PostgreSQL skipped: ${error.message}`);
}
