#!/usr/bin/env node
// Compression (issue 19, target 1): bytes on the wire for pages, a script and an API answer,
// as they are and with Brotli and gzip; and what compressing costs the server: requests per
// second and p97.5 for a warm page at 20 connections, as it is, with Brotli and with gzip,
// median of --rounds rounds of --seconds each, as a ratio from the same run.
// Prints figures; asserts nothing. Runs against a shop that is already serving:
//
//   PORT=4410 npm start    # in another terminal
//   node bench/compression.mjs --base http://127.0.0.1:4410 [--rounds 3] [--seconds 5]
import autocannon from "autocannon";
import { arg, median } from "./lib.mjs";

const BASE = arg("--base", "http://127.0.0.1:4321");
const ROUNDS = Number(arg("--rounds", 3));
const SECONDS = Number(arg("--seconds", 5));
const PAGES = ["/se", "/se/kille", "/se/kille/jeans", "/de/page/kontakt", "/se/page/kontakta-oss"];

async function size(path, encoding) {
  // fetch() would decompress; the byte count on the wire comes from the raw body.
  const { request } = await import("node:http");
  const url = new URL(path, BASE);
  return new Promise((resolve, reject) => {
    request(url, { headers: encoding ? { "accept-encoding": encoding } : {} }, (res) => {
      let bytes = 0;
      res.on("data", (c) => {
        bytes += c.length;
      });
      res.on("end", () => resolve({ bytes, status: res.statusCode, encoding: res.headers["content-encoding"] ?? "none" }));
    })
      .on("error", reject)
      .end();
  });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const home = await (await fetch(new URL("/se", BASE))).text();
const script = home.match(/\/_astro\/[^"]+\.js/)?.[0];
const targets = [...PAGES, ...(script ? [script] : []), "/api/products/LN100001?market=se"];
console.log(`bytes on the wire (${BASE})`);
console.log("path".padEnd(40), "plain".padStart(10), "br".padStart(10), "gzip".padStart(10), "br/plain".padStart(9));
for (const path of targets) {
  const [plain, br, gzip] = [await size(path), await size(path, "br"), await size(path, "gzip")];
  if (plain.status !== 200) {
    console.log(path.padEnd(40), `status ${plain.status}`);
    continue;
  }
  console.log(
    path.padEnd(40),
    kb(plain.bytes).padStart(10),
    `${kb(br.bytes)}${br.encoding === "br" ? "" : "*"}`.padStart(10),
    `${kb(gzip.bytes)}${gzip.encoding === "gzip" ? "" : "*"}`.padStart(10),
    `${((100 * br.bytes) / plain.bytes).toFixed(0)} %`.padStart(9),
  );
}
console.log("(* = sent as it is)");

async function round(headers) {
  const result = await autocannon({ url: new URL("/se/kille/jeans", BASE).href, connections: 20, duration: SECONDS, headers });
  return { rps: result.requests.average, p975: result.latency.p97_5, errors: result.errors + result.non2xx };
}

const plainRounds = [];
const brRounds = [];
const gzipRounds = [];
for (let i = 0; i < ROUNDS; i++) {
  plainRounds.push(await round({}));
  brRounds.push(await round({ "accept-encoding": "br" }));
  gzipRounds.push(await round({ "accept-encoding": "gzip" }));
}
const summary = (rounds) => ({
  rps: median(rounds.map((r) => r.rps)),
  p975: median(rounds.map((r) => r.p975)),
  errors: rounds.reduce((n, r) => n + r.errors, 0),
});
const plain = summary(plainRounds);
const br = summary(brRounds);
const gz = summary(gzipRounds);
console.log(`\nwarm listing /se/kille/jeans, 20 connections, median of ${ROUNDS} × ${SECONDS} s`);
console.log(`  as it is: ${plain.rps.toFixed(0)} req/s, p97.5 ${plain.p975} ms, ${plain.errors} errors`);
console.log(`  Brotli:   ${br.rps.toFixed(0)} req/s, p97.5 ${br.p975} ms, ${br.errors} errors`);
console.log(`  gzip:     ${gz.rps.toFixed(0)} req/s, p97.5 ${gz.p975} ms, ${gz.errors} errors`);
console.log(`  Brotli / as it is: ${((100 * br.rps) / plain.rps).toFixed(0)} % of the throughput`);
