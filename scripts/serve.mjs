#!/usr/bin/env node
// Serves the built shop (dist/server/entry.mjs) with WEB_CONCURRENCY processes
// sharing one port through node:cluster. The server processes are stateless
// (carts and orders live in the database), so any of them may answer any
// request. The embedded PGlite database belongs to one process, so without
// DATABASE_URL there is always exactly one.
//
// Each process serves through site/lib/http/node.server.ts (security headers,
// request ids and logs, trusted proxies, graceful shutdown). On SIGTERM or
// SIGINT a process stops accepting, finishes its requests (an order above all),
// closes its database pool and exits 0; the primary waits for all of them.
//
// A content change one process learns of (Sanity's webhook reaches one of them) is
// passed by the primary to the others, so every process drops the same caches (ADR 16).
// First: every module after it loads through its cache of package types (ADR 48).
import "./module-format-cache.mjs";
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

// The built server imports React and other libraries from node_modules, which choose their
// development builds (checks and warnings on every element, several times slower) unless
// NODE_ENV says production. `npm start` serves the shop, so it does; a value set by hand wins.
process.env.NODE_ENV ??= "production";

const ENTRY = new URL("../dist/server/entry.mjs", import.meta.url).href;
/** PostgreSQL connections all processes together may hold in their main pools (its default limit is 100); each process also keeps a search pool a quarter that size (site/lib/db/client.server.ts). */
const POOL_BUDGET = Number(process.env.PG_POOL_BUDGET) || 40;
/** A process that ends this soon after starting is failing, not crashing now and then. */
const EARLY_EXIT_MS = 10_000;
const MAX_EARLY_EXITS = 5;
/** The longest the primary waits for its processes to stop (their own grace for orders is 80 s). */
const STOP_WAIT_MS = 90_000;

function processCount() {
  if (!process.env.DATABASE_URL) return 1;
  const wanted = process.env.WEB_CONCURRENCY;
  if (wanted === "auto") return Math.min(availableParallelism(), 16);
  const n = Number(wanted ?? 1);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 64) : 1;
}

async function serve() {
  const { handler, serveDirect, startShop } = await import(ENTRY);
  if (typeof startShop !== "function") {
    console.error(`${ENTRY} was built before the shop started its own work (startShop): run npm run build.`);
    process.exit(1);
  }
  const { createShopServer, trustProxy } = await import("../site/lib/http/node.server.ts");
  const { studioFramers } = await import("../site/lib/http/security-headers.ts");
  const { createAccessLog, logger } = await import("../site/lib/log/logger.server.ts");
  const log = logger.child({ component: "server" });
  process.on("uncaughtException", (error) => {
    log.fatal({ err: error }, "uncaught exception; the process ends");
    process.exit(1);
  });
  process.on("unhandledRejection", (reason) => log.error({ err: reason }, "unhandled rejection"));
  const { applySettled, CLUSTER_MESSAGE, WEBHOOK_SEEN_MESSAGE, webhookDeliveriesSeen } = await import(
    "../site/lib/content/change-bus.server.ts"
  );
  process.on("message", (message) => {
    if (message?.type === CLUSTER_MESSAGE) applySettled(message.change);
    // A webhook delivery another process applied: a replay of it here is a duplicate too.
    if (message?.type === WEBHOOK_SEEN_MESSAGE && Array.isArray(message.keys) && typeof message.until === "number")
      for (const key of message.keys) webhookDeliveriesSeen().set(String(key), message.until);
  });
  const { StaticFiles } = await import("../site/lib/http/static-files.server.ts");
  const staticFiles = new StaticFiles(fileURLToPath(new URL("../dist/client/", import.meta.url)));
  // With --expose-gc (npm start passes it), a full collection once the process is quiet (ADR 41).
  const { collectWhenIdle } = await import("../site/lib/http/idle-collect.server.ts");
  const collect = () => {
    const before = process.memoryUsage.rss();
    const started = performance.now();
    // "last-resort": V8 collects everything it can and compacts, so the freed pages go back to the system
    // (a plain gc() left the process as large as it was).
    globalThis.gc?.({ type: "major", execution: "sync", flavor: "last-resort" });
    const ms = Math.round(performance.now() - started);
    log.info(
      { rssMb: Math.round(before / 1e6), afterMb: Math.round(process.memoryUsage.rss() / 1e6), ms },
      "quiet: garbage collected",
    );
  };
  const activity = typeof globalThis.gc === "function" ? collectWhenIdle(collect) : undefined;
  const shop = createShopServer({
    handler,
    direct: serveDirect,
    log,
    accessLog: createAccessLog(),
    staticFiles,
    trusted: trustProxy(process.env.TRUST_PROXY),
    // The Studio's Presentation tool shows the shop in a frame (ADR 39).
    framers: studioFramers(process.env.STUDIO_URL),
    activity,
  });
  // The caches that hear content changes, the hearing and the daily jobs (site/lib/server-start.server.ts).
  startShop();
  const port = Number(process.env.PORT) || 4321;
  const host = process.env.HOST || "localhost";
  await shop.listen(port, host);
  // Start-up (the database opened, the first renders prepared) leaves garbage too.
  activity?.idle();
  log.info({ port, host }, "listening");
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      shop.shutdown(signal).then(
        () => process.exit(0),
        (error) => {
          log.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
}

const count = processCount();
if (count > 1 && cluster.isPrimary) {
  let stopping = false;
  let earlyExits = 0;
  const started = new Map();
  const pool = process.env.PG_POOL_MAX || String(Math.max(2, Math.floor(POOL_BUDGET / count)));
  const fork = () => started.set(cluster.fork({ PG_POOL_MAX: pool }).id, Date.now());
  for (let i = 0; i < count; i++) fork();
  const { CLUSTER_MESSAGE, WEBHOOK_SEEN_MESSAGE } = await import("../site/lib/content/change-bus.server.ts");
  cluster.on("message", (from, message) => {
    // Content changes, and the webhook deliveries one process applied (so a replay to another is known too).
    if (message?.type !== CLUSTER_MESSAGE && message?.type !== WEBHOOK_SEEN_MESSAGE) return;
    for (const worker of Object.values(cluster.workers ?? {})) if (worker && worker !== from) worker.send(message);
  });
  // A process that dies is replaced, unless the whole server is stopping or processes keep failing at start.
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const early = Date.now() - (started.get(worker.id) ?? 0) < EARLY_EXIT_MS;
    earlyExits = early ? earlyExits + 1 : 0;
    if (earlyExits >= MAX_EARLY_EXITS) {
      console.error(`server processes keep ending at start (last: ${signal ?? code}); stopping`);
      process.exit(1);
    }
    console.error(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, early ? 1000 * earlyExits : 0);
  });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      // Each process finishes its own requests; the primary ends when the last one has.
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      setTimeout(() => {
        console.error("server processes did not stop in time; ending them");
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
        process.exit(1);
      }, STOP_WAIT_MS).unref();
    });
  }
} else {
  await serve();
}
