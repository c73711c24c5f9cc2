#!/usr/bin/env node
// Serves the built shop (dist/server/entry.mjs) with WEB_CONCURRENCY processes
// sharing one port through node:cluster. The server processes are stateless
// (carts and orders live in the database), so any of them may answer any
// request. The embedded PGlite database belongs to one process, so without
// DATABASE_URL there is always exactly one.
import cluster from "node:cluster";
import { availableParallelism } from "node:os";

const ENTRY = new URL("../dist/server/entry.mjs", import.meta.url).href;

function processCount() {
  if (!process.env.DATABASE_URL) return 1;
  const wanted = process.env.WEB_CONCURRENCY;
  if (wanted === "auto") return availableParallelism();
  const n = Number(wanted ?? 1);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 64) : 1;
}

const count = processCount();
if (count > 1 && cluster.isPrimary) {
  let stopping = false;
  for (let i = 0; i < count; i++) cluster.fork();
  // A process that dies is replaced, unless the whole server is stopping.
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    console.error(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
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
