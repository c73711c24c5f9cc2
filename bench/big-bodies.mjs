#!/usr/bin/env node
// Eight 200 MB request bodies at once (four chunked without a length, four with one)
// against POST /api/cart/items of a running shop, while the server's resident memory
// is sampled every 50 ms (issue 12: before body limits, this took a server from 0.5 to
// 2.9 GB). Prints the answers and RSS before, at peak and after, in MB.
//
//   node bench/big-bodies.mjs --pid <server process id> [--base http://localhost:4321]
import { readFileSync } from "node:fs";
import http from "node:http";

const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const pid = Number(arg("--pid"));
const base = new URL(arg("--base", "http://localhost:4321"));
if (!pid) throw new Error("give the server's process id with --pid (e.g. pgrep -f scripts/serve.mjs)");
const rss = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024);

const SIZE_MB = 200;
const chunk = Buffer.alloc(1024 * 1024, 120);
function send(chunked) {
  return new Promise((resolve) => {
    const headers = { origin: base.origin, "content-type": "application/json" };
    // As curl sends a large upload: with its length, asking first (Expect: 100-continue).
    if (!chunked) Object.assign(headers, { "content-length": String(SIZE_MB * 1024 * 1024), expect: "100-continue" });
    const req = http.request(
      { host: base.hostname, port: base.port, path: "/api/cart/items", method: "POST", headers },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode));
      },
    );
    req.on("error", (e) => resolve(e.code));
    req.on("continue", () => write());
    let sent = 0;
    const write = () => {
      while (sent < SIZE_MB) {
        sent++;
        if (!req.write(chunk)) return req.once("drain", write);
      }
      req.end();
    };
    if (chunked) write();
  });
}

const before = rss();
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, rss());
}, 50);
const answers = await Promise.all([true, true, true, true, false, false, false, false].map(send));
clearInterval(sampler);
console.log(`answers: ${answers.join(", ")}`);
console.log(`server RSS: before ${before} MB, peak ${peak} MB, after ${rss()} MB`);
