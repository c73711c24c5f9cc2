#!/usr/bin/env node
// Cold pages of several builds, alternated (issue 32 item 1; bench/README.md, "Stop 49").
// On a noisy machine two runs of bench/catalog.mjs minutes apart differ by as much as a change
// does. This serves each given checkout (a worktree with its own `npm run build`) at once, one
// process each on one PostgreSQL database, and measures them in turn: per round and per page,
// every build `--seconds` of never-seen URLs (`?cold=N`) while the others idle, the order
// reversed every other round. Prints each build's CPU per answer (its process's /proc counters)
// per round and the median.
//
//   node bench/alternate.mjs --dirs /tmp/wt-before,. [--paths /se/kille/jeans,/se/page/kontakta-oss]
//                            [--rounds 6] [--seconds 4] [--connections 20] [--port 4760] [--database ln_bench]
//
// The product page is found on the first path's listing. The database is created and seeded
// (site/lib/db/setup.server.ts) when missing.
import { execFileSync, spawn } from "node:child_process";
import { resolve } from "node:path";
import autocannon from "autocannon";
import { arg, benchDatabaseUrl, cpuMs, median, waitFor } from "./lib.mjs";

const DIRS = arg("--dirs", ".")
  .split(",")
  .map((d) => resolve(d));
const PATHS = arg("--paths", "/se/kille/jeans,/se/page/kontakta-oss").split(",");
const ROUNDS = Number(arg("--rounds", 6));
const SECONDS = Number(arg("--seconds", 4));
const CONNECTIONS = Number(arg("--connections", 20));
const PORT = Number(arg("--port", 4760));
const node = process.execPath;

const url = await benchDatabaseUrl(arg("--database", "ln_bench"));
execFileSync(node, ["site/lib/db/setup.server.ts"], { env: { ...process.env, DATABASE_URL: url }, stdio: "ignore" });

const servers = DIRS.map((dir, i) => ({
  dir,
  base: `http://127.0.0.1:${PORT + i}`,
  child: spawn(node, ["scripts/serve.mjs"], {
    cwd: dir,
    env: {
      ...process.env,
      DATABASE_URL: url,
      NODE_ENV: "production",
      PORT: String(PORT + i),
      HOST: "127.0.0.1",
      LAKE: "0",
      WEB_CONCURRENCY: "1",
    },
    stdio: "ignore",
  }),
}));

let counter = 0;
const run = Date.now();
/** One load of never-seen URLs of `path`: the CPU the server's process spent per 200 answer. */
async function cold(server, path, seconds) {
  const target = `${server.base}${path}`;
  const before = cpuMs(server.child.pid);
  let answers = 0;
  const instance = autocannon({
    url: target,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "accept-encoding": "br" },
    requests: [
      {
        setupRequest: (req) => {
          const next = new URL(target);
          next.searchParams.set("cold", `${run}-${counter++}`);
          return { ...req, path: `${next.pathname}${next.search}` };
        },
      },
    ],
  });
  instance.on("response", (_client, status) => {
    if (status === 200) answers++;
  });
  await instance;
  return (cpuMs(server.child.pid) - before) / Math.max(answers, 1);
}

try {
  for (const server of servers) await waitFor(`${server.base}${PATHS[0]}`, 300);
  const listing = await (await fetch(`${servers[0].base}${PATHS[0]}`)).text();
  const product = /href="(\/[a-z]{2}\/[a-z0-9-]+-\d{6})"/.exec(listing)?.[1];
  const paths = product ? [...PATHS, product] : PATHS;
  for (const path of paths) {
    const results = servers.map(() => []);
    for (const server of servers) await cold(server, path, SECONDS); // warm-up: the JIT, the pools
    for (let round = 0; round < ROUNDS; round++) {
      const order = servers.map((_, i) => i);
      if (round % 2) order.reverse();
      for (const i of order) results[i].push(await cold(servers[i], path, SECONDS));
    }
    servers.forEach((server, i) => {
      const each = results[i].map((ms) => ms.toFixed(2)).join(" ");
      console.log(
        `${path.padEnd(40)} ${server.dir.padEnd(24)} median ${median(results[i]).toFixed(2)} ms CPU an answer  [${each}]`,
      );
    });
  }
} finally {
  for (const server of servers) server.child.kill("SIGTERM");
}
