#!/usr/bin/env node
// Memory of the default start (issue 32, item 6): `node scripts/start.mjs --no-build` as `npm start`
// runs it (PGlite embedded, the 3,200-product seed, the local Content Lake), on ports and folders of
// its own. Once both answer it waits until they are at rest, then prints for the shop and for the
// lake the median of --samples readings of the resident memory (RSS, /proc) and, through the
// inspector (SIGUSR1, after a full GC), V8's heap, `external` and `arrayBuffers` (PGlite's
// WebAssembly memory is an ArrayBuffer: it shows there). Then a closed-loop load of --seconds at
// --connections sockets (search pages with new queries, suggestions, listings and their pages,
// product pages, home pages of eight markets; a Studio-like read of the lake now and then) while
// RSS is sampled every 250 ms: the ceiling; and at rest again after it. Asserts nothing.
//
//   node bench/memory.mjs [--port 4620] [--dir .data/bench-memory] [--samples 5] [--rest 20]
//                         [--seconds 30] [--connections 20] [--no-load] [--keep]
// The shop is on --port, the lake on --port + 1; both keep their databases under --dir (seeded on
// the first run, which takes a minute or two). `npm run build` first. --keep leaves them running.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import { arg, median, percentile, waitFor } from "./lib.mjs";

const PORT = Number(arg("--port", 4620));
const LAKE_PORT = PORT + 1;
const DIR = arg("--dir", ".data/bench-memory");
const SAMPLES = Number(arg("--samples", 5));
const REST = Number(arg("--rest", 20));
const SECONDS = Math.min(120, Number(arg("--seconds", 30)));
const CONNECTIONS = Number(arg("--connections", 20));
const LOAD = !process.argv.includes("--no-load");
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes) => (bytes / 2 ** 20).toFixed(0);

function status(pid) {
  try {
    return readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return "";
  }
}
const rssMb = (pid) => Number(status(pid).match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
const hwmMb = (pid) => Number(status(pid).match(/VmHWM:\s+(\d+)/)?.[1] ?? 0) / 1024;
function children(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
const cmdline = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
};

// The inspector a process opens on SIGUSR1 listens on --inspect-port: 0 picks a free port, which it
// prints on stderr ("Debugger listening on ws://…"). Until the signal, no inspector runs.
let stderr = "";
const start = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    LAKE_PORT: String(LAKE_PORT),
    LAKE_DIR: `${DIR}/lake`,
    PGLITE_DIR: `${DIR}/pglite`,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --inspect-port=127.0.0.1:0`.trim(),
  },
  stdio: ["ignore", "ignore", "pipe"],
});
start.stderr.on("data", (chunk) => {
  stderr += chunk;
});

/** Process.memoryUsage() and V8's heap spaces of `pid`, after a full collection, through its inspector. */
async function inside(pid) {
  const before = stderr.length;
  process.kill(pid, "SIGUSR1");
  let url;
  for (let i = 0; i < 100 && !url; i++) {
    await sleep(100);
    url = /Debugger listening on (ws:\/\/\S+)/.exec(stderr.slice(before))?.[1];
  }
  if (!url) return null;
  const socket = new WebSocket(url);
  await new Promise((ok, fail) => {
    socket.onopen = ok;
    socket.onerror = fail;
  });
  let id = 0;
  const pending = new Map();
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    pending.get(message.id)?.(message.result);
  };
  const call = (method, params = {}) =>
    new Promise((ok) => {
      pending.set(++id, ok);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await call("HeapProfiler.collectGarbage");
  const result = await call("Runtime.evaluate", {
    expression: `JSON.stringify({ usage: process.memoryUsage(), spaces: process.getBuiltinModule("node:v8").getHeapSpaceStatistics().map((s) => [s.space_name, s.space_used_size]) })`,
    returnByValue: true,
  });
  // Close the inspector again, so what is measured next is the process as it runs without one.
  socket.send(
    JSON.stringify({
      id: ++id,
      method: "Runtime.evaluate",
      params: { expression: `process.getBuiltinModule("node:inspector").close()` },
    }),
  );
  await sleep(200);
  socket.close();
  return JSON.parse(result.result.value);
}

async function readings(pids) {
  const rows = {};
  for (const [name, pid] of Object.entries(pids)) {
    const rss = [];
    for (let i = 0; i < SAMPLES; i++) {
      rss.push(rssMb(pid));
      await sleep(1000);
    }
    rows[name] = { "RSS MB": median(rss).toFixed(0) };
  }
  for (const [name, pid] of Object.entries(pids)) {
    const info = await inside(pid);
    if (!info) continue;
    const { usage, spaces } = info;
    Object.assign(rows[name], {
      "RSS after GC MB": rssMb(pid).toFixed(0),
      "heap used MB": mb(usage.heapUsed),
      "heap total MB": mb(usage.heapTotal),
      "external MB": mb(usage.external),
      "arrayBuffers MB": mb(usage.arrayBuffers),
      "code MB": mb(spaces.filter(([s]) => s.includes("code")).reduce((n, [, b]) => n + b, 0)),
    });
  }
  return rows;
}

async function load(pids) {
  const home = await (await fetch(`${base}/se`)).text();
  const listings = [
    ...new Set([...home.matchAll(/href="(\/se\/(?:kille|tjej|baby|skor|accessoarer)[^"?#]*)"/g)].map((m) => m[1])),
  ];
  const listingHtml = await (await fetch(`${base}${listings[0] ?? "/se/kille/jeans"}`)).text();
  const products = [...new Set([...listingHtml.matchAll(/href="(\/se\/[a-z0-9-]+-\d{6})"/g)].map((m) => m[1]))];
  const words = ["jeans", "klänning", "jacka", "mössa", "body", "sneakers", "tröja", "regnjacka", "shorts", "vantar"];
  const homes = ["/se", "/no", "/dk", "/fi", "/nl", "/de", "/fr", "/pl"];
  let n = 0;
  const next = () => {
    n++;
    const word = words[n % words.length];
    switch (n % 10) {
      case 0:
      case 1:
      case 2:
        return `/se/search?q=${encodeURIComponent(`${word} ${n}`)}`;
      case 3:
      case 4:
        return `/api/search/suggestions?market=se&q=${encodeURIComponent(word.slice(0, 2 + (n % 5)))}`;
      case 5:
      case 6:
        return `${listings[n % listings.length] ?? "/se/kille/jeans"}?page=${1 + (n % 9)}`;
      case 7:
      case 8:
        return products[n % products.length] ?? "/se";
      default:
        return homes[n % homes.length];
    }
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const peak = Object.fromEntries(Object.keys(pids).map((k) => [k, 0]));
  const sampler = setInterval(() => {
    for (const [name, pid] of Object.entries(pids)) peak[name] = Math.max(peak[name], rssMb(pid));
  }, 250);
  const times = [];
  const statuses = {};
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const path = next();
        const t = performance.now();
        const code = await new Promise((done) => {
          const req = http.get({ host: "127.0.0.1", port: PORT, path, agent, headers: { "accept-encoding": "br" } }, (res) => {
            res.resume();
            res.on("end", () => done(res.statusCode));
          });
          req.on("error", () => done(0));
        });
        times.push(performance.now() - t);
        statuses[code] = (statuses[code] ?? 0) + 1;
      }
    }),
  );
  clearInterval(sampler);
  agent.destroy();
  times.sort((a, b) => a - b);
  console.log(
    `\nload: ${CONNECTIONS} connections for ${SECONDS} s, ${times.length} requests (${(times.length / SECONDS).toFixed(0)}/s), ` +
      `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, statuses ${JSON.stringify(statuses)}`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(pids).map(([name, pid]) => [
        name,
        { "highest RSS MB (250 ms samples)": peak[name].toFixed(0), "VmHWM MB": hwmMb(pid).toFixed(0) },
      ]),
    ),
  );
}

try {
  const begun = Date.now();
  await waitFor(`${base}/healthz`, 600);
  await waitFor(`${base}/se`, 120);
  const kids = children(start.pid);
  const shop = kids.find((p) => cmdline(p).includes("scripts/serve.mjs"));
  const lake = kids.find((p) => cmdline(p).includes("studio/lake/main.ts"));
  if (!shop || !lake) throw new Error(`shop or lake process not found under ${start.pid}: ${kids.map(cmdline).join(" | ")}`);
  const pids = { shop, lake };
  console.log(
    `started in ${((Date.now() - begun) / 1000).toFixed(0)} s; shop pid ${shop}, lake pid ${lake}; at rest after ${REST} s`,
  );
  // A first page of each kind, as a shopper's first visit would, then rest: startup work and first renders settle.
  for (const path of ["/se", "/se/kille/jeans", "/se/search?q=jeans"]) await fetch(`${base}${path}`).then((r) => r.arrayBuffer());
  await sleep(REST * 1000);
  console.log(`\nat rest: median of ${SAMPLES} RSS readings, then heap after a full GC (inspector)`);
  console.table(await readings(pids));
  if (LOAD) {
    await load(pids);
    await sleep(REST * 1000);
    console.log(`\nat rest ${REST} s after the load`);
    console.table(await readings(pids));
  }
} finally {
  if (!process.argv.includes("--keep")) {
    start.kill("SIGTERM");
    await new Promise((r) => start.once("exit", r));
  }
}
