// A corpus of malformed and hostile requests, replayed against a running shop
// (issue 12). Every answer is classified by status class and checked: no 5xx,
// every API error is JSON `{error: {code, message}}`, redirects stay on the shop's
// own origin, and where the corpus knows the right answer (405 with Allow, 413,
// 404) it checks that too. Used by bench/probe.mjs (prints the figures) and
// tests/e2e/probe.spec.ts (fails on any violation).
import http, { METHODS as NODE_METHODS } from "node:http";
import https from "node:https";
import net from "node:net";
import tls from "node:tls";

const MAX_INT = 2 ** 31;
const API_ROUTES = [
  { path: "/api/cart?market=se", allow: ["GET", "HEAD"] },
  { path: "/api/cart/items", allow: ["POST"] },
  { path: "/api/cart/items/1", allow: ["PATCH", "DELETE"] },
  { path: "/api/cart/add", allow: ["POST"] },
  { path: "/api/globals/se/banner", allow: ["GET", "HEAD"] },
  { path: "/api/products/LN100001?market=se", allow: ["GET", "HEAD"] },
];
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
/** Methods Node's fetch cannot even construct a Request for. */
const EXOTIC_METHODS = ["TRACE", "TRACK", "PROPFIND", "MKCOL", "LOCK"];
const RENDERED = [
  "/se",
  "/se/kille",
  "/se/kille/jeans",
  "/de/en/jungen",
  "/se/search?q=jeans",
  "/se/checkout/",
  "/se/guider",
  "/pl",
];
const NASTY_STRINGS = [
  "\u0000",
  "a\u0000b",
  "%00",
  "\uFFFF",
  "\uD800",
  "'; drop table orders; --",
  "<script>alert(1)</script>",
  "../../../../etc/passwd",
  "$\x7b7*7}",
  "{{7*7}}",
  "x".repeat(5000),
  "🙂".repeat(300),
  "\r\nSet-Cookie: a=b",
];
const BIG_NUMBERS = [MAX_INT - 1, MAX_INT, 2 ** 32, 2 ** 53, 2 ** 53 + 2, 1e20, 1e308, -1, 0, -(2 ** 31) - 1, 1.5, -0];

/** Percent-encodes; a lone surrogate becomes the invalid UTF-8 it would be on the wire. */
function encode(s) {
  try {
    return encodeURIComponent(s);
  } catch {
    return "%ED%A0%80";
  }
}

/**
 * The corpus for one shop. `facts` holds what it needs to know about the catalog:
 * a product's path and key and one of its variant ids (read from the product API first).
 */
export function buildCorpus(facts) {
  const c = [];
  const add = (entry) => c.push({ group: "misc", headers: {}, ...entry });
  const post = (path, body, extra = {}) =>
    add({ method: "POST", path, headers: { "content-type": "application/json", ...extra.headers }, body, ...extra });

  // 1. Methods: every API route with every method it does not take answers 405 with Allow and JSON.
  for (const route of API_ROUTES) {
    for (const method of [...METHODS, ...EXOTIC_METHODS]) {
      if (route.allow.includes(method)) continue;
      add({ group: "methods", method, path: route.path, expect: { status: 405, allow: route.allow } });
    }
  }
  // Rendered routes: TRACE and friends are refused, never a 500.
  for (const path of RENDERED) {
    for (const method of [...EXOTIC_METHODS, "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      add({ group: "methods", method, path, expect: { status: 405 } });
    }
  }

  // 2. Unknown API paths answer JSON 404.
  for (const path of [
    "/api",
    "/api/",
    "/api/nope",
    "/api/cart/nope",
    "/api/cart/items/1/2",
    "/api/globals",
    "/api/globals/se",
    "/api/globals/se/nope",
    "/api/products",
    "/api/products/",
    "/api/orders",
    "/api/%00",
    "/api/..%2f..%2fetc%2fpasswd",
    "/api/cart/../../etc/passwd",
    "/API/cart",
    "/api//cart",
  ]) {
    add({ group: "unknown-api", method: "GET", path, expect: { status: 404 } });
    add({ group: "unknown-api", method: "POST", path, headers: { "content-type": "application/json" }, body: "{}" });
  }

  // 3. Numbers the database cannot hold, and ids that are not ids.
  for (const n of [...BIG_NUMBERS, "1", "abc", null, true, [], {}]) {
    post("/api/cart/items", JSON.stringify({ product: { variantId: n, quantity: 1 }, options: { market: "se" } }), {
      group: "numbers",
      expect: { status: [200, 400, 404, 409] },
    });
    post(
      "/api/cart/items",
      JSON.stringify({ product: { variantId: facts.variantId, quantity: 1 }, options: { market: "se", productId: n } }),
      { group: "numbers", expect: { status: [200, 400, 404, 409] } },
    );
    post("/api/cart/items", JSON.stringify({ product: { variantId: facts.variantId, quantity: n }, options: { market: "se" } }), {
      group: "numbers",
      expect: { status: [200, 400, 404, 409] },
    });
  }
  for (const id of ["2147483648", "99999999999999999999", "-1", "0", "1e3", "0x10", "1.5", "%00", "abc", "1%00"]) {
    add({
      group: "numbers",
      method: "PATCH",
      path: `/api/cart/items/${id}`,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ quantity: 1, market: "se" }),
      expect: { status: [400, 404] },
    });
    add({ group: "numbers", method: "DELETE", path: `/api/cart/items/${id}?market=se`, expect: { status: [400, 404] } });
  }
  // Product pages whose id does not fit, listings with absurd pages and filters.
  for (const slug of ["x-2147483648", "x-99999999999999999999", "x-0", "x--1", "x-1e5", "x-%00", "x-NaN"]) {
    add({ group: "numbers", method: "GET", path: `/se/${slug}`, expect: { status: [404, 301, 308] } });
  }
  for (const q of [
    "page=2147483648",
    "page=99999999999999999999",
    "page=-1",
    "page=abc",
    "page=%00",
    "min=2147483648",
    "max=-99999999999",
    "min=abc&max=%00",
    "size=%00",
    `size=${"x".repeat(3000)}`,
    `${"size=a&".repeat(500)}`,
    "sort=%00",
    "sort=price'--",
    "brand=%00",
    "colour=%00",
  ]) {
    add({ group: "numbers", method: "GET", path: `/se/kille/jeans?${q}`, expect: { status: [200, 301, 404] } });
  }

  // 4. NUL bytes and other strings that pass the shape but not the database.
  for (const s of NASTY_STRINGS) {
    const e = encode(s);
    post("/api/cart/items", JSON.stringify({ productKey: s, options: { market: "se" } }), { group: "strings" });
    post(
      "/api/cart/items",
      JSON.stringify({ product: { variantId: facts.variantId, quantity: 1 }, options: { market: "se", ticket: s } }),
      { group: "strings" },
    );
    post(
      "/api/cart/items",
      JSON.stringify({ product: { variantId: facts.variantId, quantity: 1 }, options: { market: "se", variantKey: s } }),
      { group: "strings" },
    );
    post("/api/cart/items", JSON.stringify({ productKey: "LN100001-110", options: { market: s } }), { group: "strings" });
    post("/api/cart/items", JSON.stringify({ productKey: "LN100001-110", options: { market: "se" }, language: s }), {
      group: "strings",
    });
    add({ group: "strings", method: "GET", path: `/se/search?q=${e}`, expect: { status: [200, 404] } });
    add({ group: "strings", method: "GET", path: `/se/en/search?q=${e}&origin=${e}`, expect: { status: [200, 404] } });
    add({ group: "strings", method: "GET", path: `/api/cart?market=${e}` });
    add({ group: "strings", method: "GET", path: `/api/cart?market=se&language=${e}` });
    add({ group: "strings", method: "GET", path: `/api/products/${e}?market=se` });
    add({ group: "strings", method: "GET", path: `/api/products/LN100001?market=se&locale=${e}` });
    add({ group: "strings", method: "GET", path: `/api/globals/${e}/banner` });
    add({ group: "strings", method: "GET", path: `/api/globals/se/banner?language=${e}` });
    add({ group: "strings", method: "GET", path: `/se/checkout/confirmation/?order=${e}` });
    add({ group: "strings", method: "GET", path: `/media/products/${e}` });
    add({ group: "strings", method: "GET", path: `/sitemaps/${e}` });
    add({
      group: "strings",
      method: "POST",
      path: "/se/checkout/",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        email: `a${s}@example.com`,
        phone: "+46701234567",
        firstName: s,
        lastName: s,
        street: s,
        postalCode: "111 22",
        city: s,
        shipping: s,
        payment: s,
      }).toString(),
      expect: { status: [409, 413, 422] },
    });
    add({
      group: "strings",
      method: "POST",
      path: "/api/cart/add",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ productKey: s, variant: s, clone: s, return: facts.productPath }).toString(),
      expect: { status: [303, 400, 413] },
    });
  }

  // 5. Bodies that are not what the route reads.
  const bodies = [
    "",
    "{",
    "null",
    "[]",
    '"text"',
    "123",
    "{}",
    '{"options":null}',
    '{"options":{"market":"se"}}',
    '{"product":{},"options":{"market":"se"}}',
    '{"__proto__":{"admin":true},"productKey":"LN100001-110","options":{"market":"se"}}',
    '{"constructor":{"prototype":{"x":1}},"productKey":"LN100001-110","options":{"market":"se"}}',
    `${"[".repeat(5000)}${"]".repeat(5000)}`,
    `{"a":${'{"a":'.repeat(2000)}1${"}".repeat(2000)}}`,
    `{"productKey":"LN100001-110","options":{"market":"se"},"x":[${"1,".repeat(1000)}1]}`,
    "\u0000",
    "\uFEFF{}",
  ];
  for (const body of bodies) {
    post("/api/cart/items", body, { group: "bodies", expect: { status: [200, 400, 404, 409, 413] } });
    add({
      group: "bodies",
      method: "PATCH",
      path: "/api/cart/items/1",
      headers: { "content-type": "application/json" },
      body,
      expect: { status: [400, 404, 413] },
    });
    add({
      group: "bodies",
      method: "POST",
      path: "/api/cart/items",
      headers: { "content-type": "text/plain" },
      body,
      expect: { status: [200, 400, 404, 409, 413, 415] },
    });
  }
  for (const type of [
    "multipart/form-data; boundary=x",
    "multipart/form-data",
    "application/x-www-form-urlencoded",
    "text/xml",
  ]) {
    add({
      group: "bodies",
      method: "POST",
      path: "/api/cart/add",
      headers: { "content-type": type },
      body: "--x\r\n\r\n",
      expect: { status: [400, 415] },
    });
    add({ group: "bodies", method: "POST", path: "/se/checkout/", headers: { "content-type": type }, body: "--x\r\n\r\n" });
  }

  // 6. Bodies larger than any route needs: refused with 413, whatever they claim.
  for (const size of [64 * 1024, 1024 * 1024, 8 * 1024 * 1024]) {
    const big = `{"productKey":"LN100001-110","options":{"market":"se"},"pad":"${"x".repeat(size)}"}`;
    post("/api/cart/items", big, { group: "size", expect: { status: 413 } });
    post("/api/cart/items", big, { group: "size", chunked: true, expect: { status: 413 } });
    add({
      group: "size",
      method: "PATCH",
      path: "/api/cart/items/1",
      headers: { "content-type": "application/json" },
      body: big,
      expect: { status: 413 },
    });
    add({
      group: "size",
      method: "POST",
      path: "/api/cart/add",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `productKey=LN100001&variant=110&return=${encodeURIComponent(facts.productPath)}&pad=${"x".repeat(size)}`,
      expect: { status: 413 },
    });
    add({
      group: "size",
      method: "POST",
      path: "/se/checkout/",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `email=a%40b.se&pad=${"x".repeat(size)}`,
      expect: { status: 413 },
    });
    add({
      group: "size",
      method: "POST",
      path: "/se/checkout/",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `email=a%40b.se&pad=${"x".repeat(size)}`,
      chunked: true,
      expect: { status: 413 },
    });
  }
  // A body that claims a size it does not send, and a GET with a body.
  add({ group: "size", method: "GET", path: "/api/cart?market=se", headers: { "content-type": "application/json" }, body: "{}" });

  // 7. Cross-origin state changes: refused with 403 (JSON on the API).
  for (const origin of ["https://evil.example", "null", "http://localhost.evil.example", "file://", "http://127.0.0.1:1"]) {
    post("/api/cart/items", JSON.stringify({ productKey: "LN100001-110", options: { market: "se" } }), {
      group: "origin",
      headers: { origin, "content-type": "application/json" },
      expect: { status: 403 },
    });
    add({
      group: "origin",
      method: "DELETE",
      path: "/api/cart/items/1?market=se",
      headers: { origin },
      expect: { status: 403 },
    });
    add({
      group: "origin",
      method: "POST",
      path: "/api/cart/add",
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      body: `productKey=LN100001&variant=110&return=${encodeURIComponent(facts.productPath)}`,
      expect: { status: 403 },
    });
    add({
      group: "origin",
      method: "POST",
      path: "/se/checkout/",
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.se",
      expect: { status: 403 },
    });
  }

  // 8. Redirect targets: only this shop's storefront paths.
  for (const back of [
    "//evil.example/x",
    "/se/..//evil.example/x",
    "/se/../..//evil.example",
    "/se/%2e%2e//evil.example/x",
    "/se/%2F%2Fevil.example",
    "/\\evil.example",
    "/se/\\evil.example",
    "/se/..\\..\\evil.example",
    "https://evil.example/se",
    "http:/evil.example",
    "/se/\t/evil.example",
    "/se/x?y=//evil.example",
    "javascript:alert(1)",
    "/se/kille#//evil.example",
    "/%09/evil.example",
    "/se/./../../evil.example",
    "/se/%5C%5Cevil.example",
    "",
    "/nope/x",
  ]) {
    add({
      group: "redirects",
      method: "POST",
      path: "/api/cart/add",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ productKey: "LN100001", variant: "110", return: back }).toString(),
      expect: { status: [303, 400], location: "same-origin" },
    });
  }
  for (const path of [
    "//evil.example",
    "/se//evil.example",
    "/%2F%2Fevil.example",
    "/se/kille/..//evil.example",
    "/\\evil.example",
  ]) {
    add({ group: "redirects", method: "GET", path, expect: { location: "same-origin" } });
  }

  // 9. Paths and headers a crawler or an attacker sends.
  for (const path of [
    "/media/products/..%2f..%2f..%2fetc%2fpasswd",
    "/media/products/%2e%2e%2f%2e%2e%2fpackage.json",
    "/..%2f..%2fpackage.json",
    "/_astro/..%2f..%2fpackage.json",
    "/.env",
    "/.git/config",
    "/dist/server/entry.mjs",
    "/se/%",
    "/se/%zz",
    "/se/%c0%ae%c0%ae/",
    `/se/${"a/".repeat(500)}`,
    `/se/${"x".repeat(6000)}`,
    "/se/kille/jeans/x/y/z/w/v",
    "/xx",
    "/se/en/en/en",
    "/sitemaps/../package.json",
    "/sitemaps/%00.xml",
    "/robots.txt?%00",
  ]) {
    add({ group: "paths", method: "GET", path, expect: { status: [200, 301, 308, 400, 404, 414] } });
  }
  for (const headers of [
    { cookie: `cartToken=${"x".repeat(4000)}` },
    { cookie: "cartToken=%00; checkoutToken=\u00ff" },
    { cookie: "cartToken=../../etc" },
    { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    { "x-forwarded-for": "1.2.3.4, 5.6.7.8" },
    { host: "evil.example" },
    { accept: "application/json" },
    { "accept-language": "x".repeat(3000) },
    { range: "bytes=0-1,2-3,4-5,6-7,8-9,10-11" },
    { "if-modified-since": "garbage" },
  ]) {
    for (const path of ["/se", "/se/kille", "/api/cart?market=se"]) add({ group: "headers", method: "GET", path, headers });
  }

  // 10. What Node's HTTP parser answers itself (a bare 400 or 431 is fine there).
  for (const raw of [
    "GET /api/cart HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n",
    "GET /se HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n",
    `GET /se HTTP/1.1\r\nHost: x\r\nX-Big: ${"x".repeat(20000)}\r\n\r\n`,
    "GET /se HTTP/9.9\r\nHost: x\r\n\r\n",
    "GET  HTTP/1.1\r\n\r\n",
    "POST /api/cart/items HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
    "\r\n\r\n",
    "GET /api/cart?market=se HTTP/1.1\r\nHost: x\r\nCookie: cartToken=\u0000\r\n\r\n",
  ]) {
    add({ group: "parser", raw });
  }
  return c;
}

const RETRIES = 2;

function send(base, entry, agent) {
  const url = new URL(base);
  const mod = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    try {
      request(resolve);
    } catch (error) {
      resolve({ status: 0, headers: {}, body: "", error: error.code ?? error.message });
    }
  });
  function request(resolve) {
    const headers = { origin: url.origin, ...entry.headers };
    if (headers.origin === undefined) delete headers.origin;
    let body = entry.body;
    if (body !== undefined && !entry.chunked) headers["content-length"] = Buffer.byteLength(body);
    // Large bodies ask first, as curl does: a server may refuse them before they are sent.
    const askFirst = body !== undefined && !entry.chunked && Buffer.byteLength(body) > 1024 * 1024;
    if (askFirst) headers.expect = "100-continue";
    const req = mod.request(
      {
        host: url.hostname,
        port: url.port,
        path: entry.path,
        method: entry.method,
        headers,
        agent,
        rejectUnauthorized: false,
        setHost: !("host" in headers),
      },
      (res) => {
        const chunks = [];
        res.on("data", (d) => chunks.push(d));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: "", broken: true }));
      },
    );
    req.on("error", (error) => resolve({ status: 0, headers: {}, body: "", error: error.code ?? error.message }));
    req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
    if (body !== undefined) {
      if (entry.chunked) {
        // In pieces, without a Content-Length: a limit must count what arrives.
        const buf = Buffer.from(body);
        for (let i = 0; i < buf.length; i += 16_384) req.write(buf.subarray(i, i + 16_384));
        body = undefined;
      } else if (askFirst) {
        const rest = body;
        req.on("continue", () => req.end(rest));
        return;
      } else req.write(body);
    }
    req.end();
  }
}

function sendRaw(base, raw) {
  const url = new URL(base);
  return new Promise((resolve) => {
    const options = { host: url.hostname, port: Number(url.port) || (url.protocol === "https:" ? 443 : 80) };
    const socket = url.protocol === "https:" ? tls.connect({ ...options, rejectUnauthorized: false }) : net.connect(options);
    let data = "";
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on(url.protocol === "https:" ? "secureConnect" : "connect", () => socket.end(raw));
    socket.on("data", (d) => {
      data += d.toString("latin1");
    });
    socket.on("close", () => {
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(data)?.[1] ?? 0);
      resolve({ status, headers: {}, body: data, closed: true });
    });
    socket.on("error", () => {});
  });
}

/** Whether an answer is the API's: judged on the path as the server resolves it (`/api/x/../../y` is `/y`). */
const isApi = (path) => {
  if (!path?.startsWith("/")) return false;
  const { pathname } = new URL(path.replace(/\\/g, "/"), "http://probe.invalid");
  return /^\/api(\/|$)/i.test(pathname);
};

/** What is wrong with one answer, as a list of sentences (empty when it is right). */
export function judge(base, entry, res) {
  const problems = [];
  if (entry.raw || !NODE_METHODS.includes(entry.method)) {
    // Node's HTTP parser answers these itself (a bare 400 or 431) before the shop sees them.
    if (res.status >= 500) problems.push(`parser answered ${res.status}`);
    return problems;
  }
  if (res.status === 0) problems.push(`no answer (${res.error ?? "closed"})`);
  if (res.status >= 500) problems.push(`${res.status}`);
  const expect = entry.expect ?? {};
  if (expect.status !== undefined) {
    const wanted = [expect.status].flat();
    if (!wanted.includes(res.status)) problems.push(`status ${res.status}, wanted ${wanted.join("/")}`);
  }
  if (expect.allow) {
    const allow = String(res.headers.allow ?? "")
      .split(",")
      .map((m) => m.trim())
      .filter(Boolean)
      .sort();
    if (allow.join(",") !== [...expect.allow].sort().join(",")) problems.push(`Allow "${res.headers.allow ?? ""}"`);
  }
  if (isApi(entry.path) && res.status >= 400 && entry.method !== "HEAD") {
    let parsed;
    try {
      parsed = JSON.parse(res.body);
    } catch {}
    const type = String(res.headers["content-type"] ?? "");
    if (
      !type.startsWith("application/json") ||
      typeof parsed?.error?.code !== "string" ||
      typeof parsed?.error?.message !== "string"
    )
      problems.push(`API error not JSON (${type || "no type"})`);
  }
  const location = res.headers.location;
  if (location) {
    const target = new URL(location, base);
    if (target.origin !== new URL(base).origin) problems.push(`redirects off the shop to ${location}`);
  }
  return problems;
}

/** Reads what the corpus needs to know about the catalog from the shop itself. */
export async function discover(base) {
  const res = await send(base, { method: "GET", path: "/api/products/LN100001?market=se", headers: {} });
  const product = JSON.parse(res.body);
  return { productPath: product.fullSlug, variantId: product.variants[0].variantId };
}

/** Replays the corpus; returns every answer with its problems. */
export async function runCorpus(base, { concurrency = 8 } = {}) {
  const facts = await discover(base);
  const corpus = buildCorpus(facts);
  const url = new URL(base);
  const agent = new (url.protocol === "https:" ? https : http).Agent({ keepAlive: true, maxSockets: concurrency });
  const results = new Array(corpus.length);
  let next = 0;
  async function worker() {
    while (next < corpus.length) {
      const index = next++;
      const entry = corpus[index];
      let res;
      const started = performance.now();
      for (let attempt = 0; attempt <= RETRIES; attempt++) {
        // A reset is the connection's, not an answer of the shop's: retried, up to twice, each time on a connection
        // of its own (`agent: false`), as the pool's other sockets may be as old. (The shop used to close the
        // connection under a refused body still arriving, about three resets a run on a busy machine, and the
        // probe test failed on it; it now reads such a body to its end first: site/lib/http/body.ts, DRAIN_LIMIT.)
        res = entry.raw ? await sendRaw(base, entry.raw) : await send(base, entry, attempt === 0 ? agent : false);
        if (res.error !== "ECONNRESET" && res.error !== "EPIPE") break;
      }
      results[index] = { entry, res, ms: performance.now() - started, problems: judge(base, entry, res) };
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return results;
}

/** Counts by status class and by problem. */
export function summarize(results) {
  const classes = { "1xx": 0, "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0, "no answer": 0 };
  let apiErrors = 0;
  let apiErrorsJson = 0;
  for (const { entry, res, problems } of results) {
    if (res.status === 0) classes["no answer"]++;
    else classes[`${Math.floor(res.status / 100)}xx`]++;
    if (!entry.raw && NODE_METHODS.includes(entry.method) && isApi(entry.path) && res.status >= 400 && entry.method !== "HEAD") {
      apiErrors++;
      if (!problems.some((p) => p.startsWith("API error not JSON"))) apiErrorsJson++;
    }
  }
  const failures = results.filter((r) => r.problems.length > 0);
  return { total: results.length, classes, apiErrors, apiErrorsJson, failures };
}
