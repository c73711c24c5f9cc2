#!/usr/bin/env node
// A Black Friday in eight markets, scaled down (issue 32, item 5; docs/capacity.md): the assumed
// peak mix of page views, searches, adds to cart and orders, sent open-loop (requests arrive at
// their rates whatever the answers do) to TWO shop processes on two ports, round-robin, as a
// load balancer in front of two machines would. Prints, per kind of request, how many were
// sent, how many failed, p50 and p95, and each process's CPU per request. Asserts nothing.
//
//   node bench/black-friday.mjs [--scale 0.05] [--seconds 60] [--warmup 20] [--port 4750] [--floor 1] [--skip-build]
//
// The full-scale mix (requests per second at the peak minute, all markets; reasons in
// docs/capacity.md) is multiplied by --scale; a kind below --floor req/s is raised to it, so
// adds and orders get enough samples for a p95 (they are then over-represented: the output
// says by how much). The database: DATABASE_URL, else ln_bench_black_friday on 127.0.0.1:5432
// (seeded with the 3,200 products when empty). Each process gets PG_POOL_MAX 10.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { loadavg } from "node:os";
import { GIFT_CARD_CATEGORY_ID } from "../site/lib/commerce/catalog/taxonomy.ts";
import { ROUTES } from "../site/lib/markets/routes.ts";
import { arg, cpuMs, percentile, waitFor } from "./lib.mjs";
import { benchCatalog, buildShopUnlessSkipped, SEARCHES } from "./shop-traffic.mjs";

const SCALE = Number(arg("--scale", 0.05));
const SECONDS = Math.min(120, Number(arg("--seconds", 60)));
const PORT = Number(arg("--port", 4750));
const FLOOR = Number(arg("--floor", 1));
/** Seconds of the same mix before the measured run: shells rendered, pools and dictionaries loaded. */
const WARMUP = Number(arg("--warmup", 20));
const node = process.execPath;
const PORTS = [PORT, PORT + 1];

/** The peak minute of a Black Friday in eight markets, requests per second reaching the shop's origin without a CDN (docs/capacity.md). */
export const FULL_MIX = {
  home: 180,
  listing: 420,
  product: 480,
  "search page": 120,
  suggestions: 480,
  "cart read": 50,
  "add to cart": 25,
  order: 5,
};

// The variants with most stock (orders take it), not gift cards, which need a recipient.
const { url, slugs, categories, variants } = await benchCatalog("ln_bench_black_friday", async (admin) => ({
  variants: (
    await admin`select v.id from variants v join products p on p.id = v.product_id
                where p.category_id <> ${GIFT_CARD_CATEGORY_ID} order by v.stock desc, v.id limit 200`
  ).map((r) => r.id),
}));
buildShopUnlessSkipped();
const searches = SEARCHES;
let counter = 0;
const pick = (list) => list[counter++ % list.length];
const token = () => randomBytes(32).toString("base64url");
/** Carts that hold a line, for cart reads. */
const carts = [];
/** Listing pages that exist (filled once the servers answer). */
const listings = [];

/**
 * One request: resolves with its status (0 when the connection failed). A kept-alive socket
 * the server closed as idle just as it was reused is tried once more, as Node's documentation
 * advises and as browsers do.
 */
function send(port, agent, request, retried = false) {
  const { path, method = "GET", headers = {}, body } = request;
  return new Promise((done) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, method, agent, headers: { "accept-encoding": "br", ...headers } },
      (res) => {
        res.resume();
        res.on("end", () => done(res.statusCode));
      },
    );
    req.on("error", (error) => {
      if (!retried && req.reusedSocket && error.code === "ECONNRESET") done(send(port, agent, request, true));
      else done(0);
    });
    req.end(body);
  });
}

const json = (port) => ({ "content-type": "application/json", origin: `http://127.0.0.1:${port}` });
const addBody = (variantId) => JSON.stringify({ product: { variantId, quantity: 1 }, options: { market: "se" } });
const ok = (status) => status >= 200 && status < 400;

/** Each kind: what one arrival does; the time is that of its last request, its status decides success. */
const KINDS = {
  home: (port, agent) => send(port, agent, { path: pick(["/se", "/no", "/dk", "/fi", "/nl", "/de", "/fr", "/pl"]) }),
  listing: (port, agent) => send(port, agent, { path: pick(listings) }),
  product: (port, agent) => send(port, agent, { path: `/se/${pick(slugs)}` }),
  "search page": (port, agent) => {
    const { prefix, q } = pick(searches);
    return send(port, agent, { path: `${prefix}/search?${new URLSearchParams({ q })}` });
  },
  suggestions: (port, agent) => {
    const { market, q } = pick(searches);
    return send(port, agent, {
      path: `/api/search/suggestions?${new URLSearchParams({ q: q.slice(0, 3 + (counter % 6)), market })}`,
    });
  },
  "cart read": (port, agent) =>
    carts.length
      ? send(port, agent, { path: "/api/cart?market=se", headers: { cookie: `cartToken=${pick(carts)}` } })
      : Promise.resolve(-1),
  "add to cart": async (port, agent) => {
    const cart = token();
    const status = await send(port, agent, {
      path: "/api/cart/items",
      method: "POST",
      headers: { ...json(port), cookie: `cartToken=${cart}` },
      body: addBody(pick(variants)),
    });
    if (status === 200 && carts.length < 200) carts.push(cart);
    return status;
  },
  // An order: the cart is filled first (not timed), then the checkout form is posted; the
  // shop answers 303 to the confirmation page.
  order: async (port, agent, timed) => {
    const cart = token();
    const cookie = `cartToken=${cart}`;
    const added = await send(port, agent, {
      path: "/api/cart/items",
      method: "POST",
      headers: { ...json(port), cookie },
      body: addBody(pick(variants)),
    });
    if (added !== 200) return added;
    timed.start = performance.now();
    const form = new URLSearchParams({
      attempt: token(),
      email: "black.friday@example.com",
      phone: "0701234567",
      firstName: "Alva",
      lastName: "Berg",
      street: "Storgatan 1",
      postalCode: "114 55",
      city: "Stockholm",
      shipping: "standard",
      payment: "test",
    }).toString();
    return send(port, agent, {
      path: "/se/checkout/",
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://127.0.0.1:${port}`, cookie },
      body: form,
    });
  },
};

const rates = Object.fromEntries(Object.entries(FULL_MIX).map(([kind, full]) => [kind, Math.max(FLOOR, full * SCALE)]));
const total = Object.values(rates).reduce((a, b) => a + b, 0);

/** Arrivals of each kind evenly spaced at its rate, merged in time order. */
function schedule(seconds) {
  const arrivals = [];
  for (const [kind, rate] of Object.entries(rates))
    for (let i = 0; i < rate * seconds; i++) arrivals.push({ at: (i * 1000) / rate + (500 / rate) * Math.random(), kind });
  return arrivals.sort((a, b) => a.at - b.at);
}

/** Sends the mix for `seconds`; per kind, the times of the answers that succeeded and the failures by status. */
async function drive(agents, seconds) {
  const times = new Map(Object.keys(KINDS).map((k) => [k, []]));
  const failures = new Map(Object.keys(KINDS).map((k) => [k, {}]));
  const start = performance.now();
  const pending = [];
  let next = 0;
  for (const { at, kind } of schedule(seconds)) {
    const wait = start + at - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const i = next++ % PORTS.length;
    pending.push(
      (async () => {
        const timed = { start: performance.now() };
        const status = await KINDS[kind](PORTS[i], agents[i], timed);
        if (status === -1) return;
        if (ok(status)) times.get(kind).push(performance.now() - timed.start);
        else failures.get(kind)[status] = (failures.get(kind)[status] ?? 0) + 1;
      })(),
    );
  }
  await Promise.all(pending);
  return { times, failures, elapsed: (performance.now() - start) / 1000 };
}

const servers = PORTS.map((port) =>
  spawn(node, ["scripts/serve.mjs"], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: "127.0.0.1",
      WEB_CONCURRENCY: "1",
      PG_POOL_MAX: "10",
      LAKE: "0",
    },
    stdio: "ignore",
  }),
);
try {
  await Promise.all(PORTS.map((port) => waitFor(`http://127.0.0.1:${port}/api/search/suggestions?q=&market=se`)));
  const agents = PORTS.map(() => new http.Agent({ keepAlive: true, maxSockets: 64 }));
  // Listing pages: each top-level category, and its second page where it has one (asked once
  // here, so a page past the last is not counted as the shop's failure).
  for (const category of categories) {
    const path = `/se/${ROUTES.sv.categories}/${category}`;
    listings.push(path);
    if ((await send(PORTS[0], agents[0], { path: `${path}?page=2` })) === 200) listings.push(`${path}?page=2`);
  }
  if (WARMUP > 0) await drive(agents, WARMUP);
  console.log(
    `black friday at ${SCALE} of full scale: ${total.toFixed(1)} req/s for ${SECONDS} s (after ${WARMUP} s of warm-up) over 2 processes (ports ${PORTS.join(", ")}), load average ${loadavg()[0].toFixed(1)}`,
  );
  for (const [kind, rate] of Object.entries(rates))
    if (rate > FULL_MIX[kind] * SCALE)
      console.log(`  ${kind}: ${rate} req/s, ${(rate / (FULL_MIX[kind] * SCALE)).toFixed(1)}× its share (--floor ${FLOOR})`);
  const cpuBefore = servers.map((s) => cpuMs(s.pid));
  const { times, failures, elapsed } = await drive(agents, SECONDS);
  const cpu = servers.map((s, i) => cpuMs(s.pid) - cpuBefore[i]);
  for (const a of agents) a.destroy();
  const all = [...times.values()].flat().sort((a, b) => a - b);
  const failed = [...failures.values()].reduce((s, f) => s + Object.values(f).reduce((a, b) => a + b, 0), 0);
  const row = (label, xs, fails) =>
    `${label.padEnd(12)} ${String(xs.length).padStart(6)} ok  ${String(fails).padStart(4)} failed  p50 ${percentile(xs, 50)?.toFixed(0).padStart(5) ?? "    -"} ms  p95 ${percentile(xs, 95)?.toFixed(0).padStart(5) ?? "    -"} ms`;
  console.log(
    row("all", all, failed),
    ` ${(all.length / elapsed).toFixed(1)} req/s served; CPU per request: ${cpu
      .map((c, i) => `process ${i + 1} ${(c / (all.length / 2)).toFixed(1)} ms`)
      .join(", ")}; load average ${loadavg()[0].toFixed(1)}`,
  );
  for (const [kind, xs] of times) {
    const f = failures.get(kind);
    const fails = Object.values(f).reduce((a, b) => a + b, 0);
    console.log(
      row(
        kind,
        xs.sort((a, b) => a - b),
        fails,
      ),
      fails ? ` statuses ${JSON.stringify(f)}` : "",
    );
  }
} finally {
  for (const s of servers) s.kill();
}
