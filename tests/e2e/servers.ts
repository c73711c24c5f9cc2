/**
 * Servers some browser tests put around the shop (issue 12): a TLS proxy in
 * front of it, a second shop process from the same build (to take its content
 * source or its database away, or to stop it), and a stand-in for Sanity's HTTP
 * API that answers the shop's GROQ queries from the local dataset.
 * The TLS proxy listens on E2E_PORT + 20 (the build's SITE_URL names it); the
 * others take ports the system hands out, so parallel runs never collide.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { Socket } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { evaluate, parse } from "groq-js";
import { isPublishedId, parseNdjson, type SanityDocument } from "#lib/content/local-source.server.ts";

export const E2E_PORT = Number(process.env.E2E_PORT) || 4329;
/** The TLS proxy: playwright.config.ts builds the shop with SITE_URL on this port. */
export const TLS_PORT = E2E_PORT + 20;

/** A port nothing listens on right now (another process may take it later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = http.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
const ROOT = resolve(import.meta.dirname, "../..");

/** Stops a server and every connection it holds. */
function closeHard(server: http.Server, sockets: Set<Socket>): Promise<void> {
  for (const socket of sockets) socket.destroy();
  return new Promise((done) => server.close(() => done()));
}

function tracked(server: http.Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  return sockets;
}

/** An HTTPS proxy in front of the shop, as a load balancer terminates TLS: X-Forwarded-Proto, -Host and -For. */
export async function startTlsProxy(port = TLS_PORT, target = E2E_PORT) {
  const dir = mkdtempSync(join(tmpdir(), "ln-tls-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const server = https.createServer(
    { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) },
    (req, res) => {
      const upstream = http.request(
        {
          host: "localhost",
          port: target,
          path: req.url,
          method: req.method,
          headers: {
            ...req.headers,
            "x-forwarded-proto": "https",
            "x-forwarded-host": req.headers.host ?? `localhost:${port}`,
            "x-forwarded-for": req.socket.remoteAddress ?? "",
          },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => res.writeHead(502).end());
      req.pipe(upstream);
    },
  );
  const sockets = tracked(server);
  await new Promise<void>((done) => server.listen(port, "localhost", done));
  return {
    origin: `https://localhost:${port}`,
    async close() {
      await closeHard(server, sockets);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Sanity's query API over the local dataset: GET and POST `/v{version}/data/query/{dataset}`,
 * with `extra` documents (drafts, preview secrets) beside the dataset's and the `perspective`
 * parameter honoured: published (the default), drafts (each draft in place of its document)
 * or raw. `mode("down")` closes it (connections refused), `mode("hang")` accepts and never answers.
 */
export async function startFakeSanity(extra: SanityDocument[] = []) {
  const port = await freePort();
  const all = [...parseNdjson(readFileSync(join(ROOT, "seed/content.ndjson"), "utf8")), ...extra];
  const drafts = new Map(all.filter((d) => d._id.startsWith("drafts.")).map((d) => [d._id.slice(7), d]));
  const views: Record<string, SanityDocument[]> = {
    raw: all,
    published: all.filter((d) => isPublishedId(d._id)),
    drafts: [
      ...all.filter((d) => isPublishedId(d._id)).map((d) => (drafts.has(d._id) ? { ...drafts.get(d._id), _id: d._id } : d)),
      ...[...drafts].filter(([id]) => !all.some((d) => d._id === id)).map(([id, d]) => ({ ...d, _id: id })),
    ] as SanityDocument[],
  };
  const run = async (query: string, params: Record<string, unknown>, perspective: string) => {
    const tree = parse(query, { params });
    return (await evaluate(tree, { dataset: views[perspective] ?? views.published, params })).get();
  };
  let hanging = false;
  const handler = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    if (hanging) return;
    const url = new URL(req.url ?? "/", `http://localhost:${port}`);
    if (!/^\/v[\d-]+\/data\/query\//.test(url.pathname)) {
      res.writeHead(404).end();
      return;
    }
    let query = url.searchParams.get("query") ?? "";
    const params: Record<string, unknown> = {};
    for (const [k, v] of url.searchParams) if (k.startsWith("$")) params[k.slice(1)] = JSON.parse(v);
    if (req.method === "POST") {
      let body = "";
      for await (const chunk of req) body += chunk;
      const parsed = JSON.parse(body) as { query: string; params?: Record<string, unknown> };
      query = parsed.query;
      Object.assign(params, parsed.params);
    }
    const result = await run(query, params, url.searchParams.get("perspective") ?? "published");
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ result, ms: 1, query }));
  };
  let server = http.createServer((req, res) => void handler(req, res));
  let sockets = tracked(server);
  const listen = () => new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  await listen();
  return {
    apiHost: `http://127.0.0.1:${port}`,
    async mode(mode: "up" | "down" | "hang") {
      hanging = mode === "hang";
      if (mode === "down" && server.listening) await closeHard(server, sockets);
      if (mode !== "down" && !server.listening) {
        server = http.createServer((req, res) => void handler(req, res));
        sockets = tracked(server);
        await listen();
      }
    },
    close: () => (server.listening ? closeHard(server, sockets) : Promise.resolve()),
  };
}

export interface ShopProcess {
  base: string;
  process: ChildProcess;
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

async function waitForAnswer(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the shop process ended (${child.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url}`);
}

/**
 * A database of its own for a second shop process (and its lake): a fresh PostgreSQL
 * database on the run's server, or a fresh PGlite folder, set up here. Never the run's
 * shared one: the specs run in parallel, and two lakes on one PostgreSQL dataset refuse
 * to run side by side (studio/lake/dataset-lock.ts).
 */
export function secondDatabase(): { env: Record<string, string>; cleanup: () => void } {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    const name = `ln_second_${process.env.E2E_PORT ?? "e2e"}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const server = new URL("/postgres", url).href;
    // Named by a run that made its own database (playwright.config.ts), which drops it at its start; against
    // a shop the run did not start there is none, and the database is seeded itself.
    const template = process.env.E2E_SEEDED_TEMPLATE ?? "-";
    // A copy of the run's seeded template (second-database.ts), made in its own process: this function is synchronous.
    execFileSync(process.execPath, ["tests/e2e/second-database.ts", server, template, name], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
    });
    url.pathname = `/${name}`;
    const cleanup = () =>
      execFileSync(
        process.execPath,
        [
          "--input-type=module",
          "-e",
          `import postgres from "postgres"; const sql = postgres(process.argv[1], { max: 1, onnotice: () => {} }); await sql.unsafe(process.argv[2]); await sql.end();`,
          server,
          `drop database if exists ${name} with (force)`,
        ],
        { cwd: ROOT, stdio: "ignore" },
      );
    return { env: { DATABASE_URL: url.href }, cleanup };
  }
  const dir = mkdtempSync(join(tmpdir(), "ln-pglite-"));
  execFileSync(process.execPath, ["site/lib/db/setup.server.ts"], {
    cwd: ROOT,
    env: { ...process.env, PGLITE_DIR: dir },
    stdio: "ignore",
  });
  return { env: { PGLITE_DIR: dir }, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Another server process of the built shop (scripts/serve.mjs), as `npm start` runs it. */
export async function startShop(env: Record<string, string>, waitPath = "/healthz"): Promise<ShopProcess> {
  const port = await freePort();
  const node = join(ROOT, "node_modules/node/bin/node");
  const child = spawn(node, ["scripts/serve.mjs"], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: "localhost", WEB_CONCURRENCY: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  const base = `http://localhost:${port}`;
  await waitForAnswer(`${base}${waitPath}`, child);
  return {
    base,
    process: child,
    output: () => output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface InStock {
  productKey: string;
  variantKey: string;
  fullSlug: string;
}

/**
 * Products with a size in stock, one size each, read from the product API from
 * `LN{from}` on. The browser tests sell stock on a database that outlives a run
 * (PostgreSQL), so they look for it instead of assuming it; each test looks in a
 * range of its own.
 */
export async function inStock(base: string, count: number, from: number): Promise<InStock[]> {
  const found: InStock[] = [];
  for (let id = from; found.length < count && id < from + 500; id++) {
    const res = await fetch(`${base}/api/products/LN${id}?market=se`);
    if (!res.ok) continue;
    const product = (await res.json()) as {
      productKey: string;
      fullSlug: string;
      variants: { variantKey: string; inStock: boolean }[];
    };
    const variant = product.variants.find((v) => v.inStock);
    if (variant) found.push({ productKey: product.productKey, variantKey: variant.variantKey, fullSlug: product.fullSlug });
  }
  if (found.length < count) throw new Error(`only ${found.length} products in stock from LN${from}`);
  return found;
}
