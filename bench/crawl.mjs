#!/usr/bin/env node
// The crawl's cost without a browser (issue 32, items 1 and 3): starts the built shop as `npm start`
// does (`scripts/start.mjs --no-build`, LAKE=0, on PostgreSQL) on a port of its own, then asks every
// same-origin link of the sixteen storefront homes, four at a time and uncompressed, as
// tests/e2e/crawl.spec.ts does. Prints the pages, the seconds, any answer that is not 200, the shop
// process's CPU seconds (user + system, /proc) and PostgreSQL's statements (transactions committed).
// Each run starts a fresh process, so every page is cold. Asserts nothing.
//
//   node bench/crawl.mjs [--port 4400] [--database ln_crawl] [--runs 1]
// `npm run build` first (with the SITE_URL the build was made for, or it is built again).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import postgres from "postgres";
import { arg, benchDatabaseUrl, cpuMs, rssMb, waitFor } from "./lib.mjs";

const PORT = Number(arg("--port", 4400));
const DATABASE = arg("--database", "ln_crawl");
const RUNS = Number(arg("--runs", 1));
const base = `http://localhost:${PORT}`;
const databaseUrl = await benchDatabaseUrl(DATABASE);
const stats = postgres(databaseUrl, { max: 1, onnotice: () => {} });
const commits = async () =>
  Number((await stats`select xact_commit from pg_stat_database where datname = ${DATABASE}`)[0].xact_commit);

/** The server process `scripts/start.mjs` spawned (its only child with LAKE=0 once it serves). */
const server = (pid) => Number(readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(" ").at(-1));

async function crawl() {
  const fronts = ["se", "no", "dk", "fi", "nl", "de", "fr", "pl"].flatMap((m) => [`/${m}`, `/${m}/en`]);
  let pages = 0;
  const failures = [];
  for (const front of fronts) {
    const html = await (await fetch(base + front)).text();
    const hrefs = [...html.matchAll(/<a [^>]*href="([^"#]*)/g)].map((m) => m[1]).filter((h) => h.startsWith("/"));
    const queue = [...new Set(hrefs)];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let path = queue.shift(); path; path = queue.shift()) {
          const response = await fetch(base + path, { headers: { "accept-encoding": "identity" } });
          await response.arrayBuffer();
          pages++;
          if (response.status !== 200) failures.push(`${response.status} ${path}`);
        }
      }),
    );
  }
  return { pages, failures };
}

for (let run = 1; run <= RUNS; run++) {
  const shop = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
    env: { ...process.env, PORT: String(PORT), HOST: "localhost", LAKE: "0", DATABASE_URL: databaseUrl },
    stdio: "ignore",
  });
  await waitFor(`${base}/robots.txt`, 180);
  const pid = server(shop.pid);
  const [cpu0, commits0, started] = [cpuMs(pid), await commits(), performance.now()];
  const { pages, failures } = await crawl();
  const seconds = (performance.now() - started) / 1000;
  const [shopCpu, statements] = [(cpuMs(pid) - cpu0) / 1000, (await commits()) - commits0];
  const rss = rssMb(pid);
  console.log(
    `run ${run}: ${pages} pages in ${seconds.toFixed(1)} s; shop ${shopCpu.toFixed(1)} CPU s (${((shopCpu * 1000) / pages).toFixed(1)} ms a page), ` +
      `PostgreSQL ${statements} transactions; shop RSS ${rss.toFixed(0)} MB after; not 200: ${failures.length ? failures.slice(0, 5).join(", ") : "none"}`,
  );
  shop.kill("SIGINT");
  await new Promise((resolve) => shop.once("exit", resolve));
}
await stats.end();
