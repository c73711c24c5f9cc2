#!/usr/bin/env node
// Serves the built shop (dist/server/entry.mjs) with WEB_CONCURRENCY processes
// sharing one port through node:cluster. The server processes are stateless
// (carts and orders live in the database), so any of them may answer any
// request. The embedded PGlite database belongs to one process, so without
// DATABASE_URL there is always exactly one.
import cluster from "node:cluster";
import { availableParallelism } from "node:os";

const ENTRY = new URL("../dist/server/entry.mjs", import.meta.url).href;
/** PostgreSQL connections all processes together may hold (its default limit is 100). */
const POOL_BUDGET = Number(process.env.PG_POOL_BUDGET) || 40;
/** A process that ends this soon after starting is failing, not crashing now and then. */
const EARLY_EXIT_MS = 10_000;
const MAX_EARLY_EXITS = 5;

function processCount() {
  if (!process.env.DATABASE_URL) return 1;
  const wanted = process.env.WEB_CONCURRENCY;
  if (wanted === "auto") return Math.min(availableParallelism(), 16);
  const n = Number(wanted ?? 1);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 64) : 1;
}

const count = processCount();
if (count > 1 && cluster.isPrimary) {
  let stopping = false;
  let earlyExits = 0;
  const started = new Map();
  const pool = process.env.PG_POOL_MAX || String(Math.max(2, Math.floor(POOL_BUDGET / count)));
  const fork = () => started.set(cluster.fork({ PG_POOL_MAX: pool }).id, Date.now());
  for (let i = 0; i < count; i++) fork();
  // A process that dies is replaced, unless the whole server is stopping or processes keep failing at start.
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
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
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
      process.exit(0);
    });
  }
} else {
  await import(ENTRY);
}
