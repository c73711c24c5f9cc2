// Shared by the benchmark scripts: percentiles, waiting for a server, a bench database.
import { readFileSync } from "node:fs";
import http from "node:http";
import postgres from "postgres";

/** The value after `--name` on the command line, or `fallback`. */
export function arg(name, fallback) {
  const args = process.argv.slice(2);
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The p-th percentile of an ascending list. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function waitFor(url) {
  for (let n = 0; n < 300; n++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer at ${url}`);
}

/** The URL of a database of its own on the PostgreSQL server (DATABASE_URL or the local one), created if missing. */
export async function benchDatabaseUrl(name) {
  const server = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = postgres(server, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  try {
    const [{ exists }] = await admin`select exists(select 1 from pg_database where datname = ${name}) as exists`;
    if (!exists) await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.href;
}

/**
 * Open-loop load: `rate` requests per second, evenly spaced, for `seconds`, over a
 * keep-alive pool of `connections` sockets; a request waits for a free socket like a
 * browser would. Unlike autocannon's rate limit (which sends each second's requests
 * in one burst), arrivals do not wait for answers, so the latency is what an arriving
 * shopper sees at that load. `request()` gives { path, method, headers, body } per request.
 */
export async function openLoop({ base, rate, seconds, connections, request }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(base);
  const times = [];
  let failed = 0;
  const send = () =>
    new Promise((done) => {
      const { path, method = "GET", headers = {}, body } = request();
      const started = performance.now();
      const req = http.request({ host: url.hostname, port: url.port, path, method, headers, agent }, (res) => {
        res.resume();
        res.on("end", () => {
          if (res.statusCode === 200) times.push(performance.now() - started);
          else failed++;
          done();
        });
      });
      req.on("error", () => {
        failed++;
        done();
      });
      req.end(body);
    });
  const pending = [];
  const total = Math.round(rate * seconds);
  const start = performance.now();
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(send());
  }
  await Promise.all(pending);
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    rps: Math.round(times.length / ((performance.now() - start) / 1000)),
    non2xx: failed,
  };
}

/** The sum of `own(pid)` over a process and all its descendants, from /proc. */
function overTree(pid, own) {
  const children = (p) => {
    try {
      return readFileSync(`/proc/${p}/task/${p}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    } catch {
      return [];
    }
  };
  const walk = (p) => own(p) + children(p).reduce((sum, c) => sum + walk(c), 0);
  return walk(pid);
}

/** Resident memory (MB) of a process and its children. */
export function rssMb(pid) {
  return overTree(pid, (p) => {
    try {
      const line = readFileSync(`/proc/${p}/status`, "utf8").match(/VmRSS:\s+(\d+)/);
      return line ? Number(line[1]) / 1024 : 0;
    } catch {
      return 0;
    }
  });
}

/** CPU time (user + system, ms) of a process and its children (PostgreSQL's backends are its postmaster's). */
export function cpuMs(pid) {
  return overTree(pid, (p) => {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1].split(" ");
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      return 0;
    }
  });
}
