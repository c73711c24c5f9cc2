import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, secondDatabase } from "./servers.ts";

/**
 * Issue 26, items 1 and 2: `npm start` as a whole (scripts/start.mjs, from the browser
 * tests' build) with the lake on: a lake that dies is started again while the shop keeps
 * serving, and PostgreSQL down at start stops neither: the shop serves (503 with
 * Retry-After where it needs the database, ADR 9), the lake waits for its database, and
 * both come up when it returns. PostgreSQL is "down" behind a TCP proxy on a port of its
 * own, so the shared server is never touched.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

const ROOT = resolve(import.meta.dirname, "../..");
const NODE = join(ROOT, "node_modules/node/bin/node");

let db: ReturnType<typeof secondDatabase> | undefined;
const database = () => {
  db ??= secondDatabase();
  return db;
};
/** One lake folder for the file: the second test starts where the first left (its content copies, its token). */
const lakeDir = mkdtempSync(join(tmpdir(), "ln-supervised-lake-"));
test.afterAll(() => {
  db?.cleanup();
  rmSync(lakeDir, { recursive: true, force: true });
});

interface Started {
  base: string;
  lakeOrigin: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<number | null>;
}

/** `npm start` (without its build step: the tests' build is there) on ports of its own, in a process group of its own. */
async function npmStart(env: Record<string, string>): Promise<Started> {
  const [port, lakePort] = [await freePort(), await freePort()];
  const child = spawn(NODE, ["scripts/start.mjs", "--no-build"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "localhost",
      LAKE: "1",
      LAKE_PORT: String(lakePort),
      LAKE_DIR: lakeDir,
      WEB_CONCURRENCY: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  return {
    base: `http://localhost:${port}`,
    lakeOrigin: `https://localhost:${lakePort}`,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await Promise.race([exited, new Promise<null>((done) => setTimeout(() => done(null), 30_000))]);
      // Whatever is left of the group (nothing, when start.mjs stopped its children as it should).
      try {
        process.kill(-(child.pid as number), "SIGKILL");
      } catch {}
      return code;
    },
  };
}

async function until<T>(what: string, check: () => Promise<T | undefined>, ms: number, started: Started): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (started.process.exitCode !== null) throw new Error(`npm start ended (${started.process.exitCode}):\n${started.output()}`);
    if (Date.now() > end) throw new Error(`${what} not within ${ms / 1000} s:\n${started.output()}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** The lake answers (its certificate is its own: only whether it answers is asked, with curl-like leniency). */
async function lakeAnswers(origin: string): Promise<boolean> {
  const { request } = await import("node:https");
  return new Promise((done) => {
    const req = request(`${origin}/v1/ping`, { rejectUnauthorized: false, timeout: 2000 }, (res) => {
      res.resume();
      done(res.statusCode === 200);
    });
    req.on("error", () => done(false));
    req.on("timeout", () => req.destroy());
    req.end();
  });
}

const lakePid = () => Number(readFileSync(join(lakeDir, "lake.pid"), "utf8").split(" ")[0]);
/** A published Swedish perk of the seed, as /se shows it. */
const SEED_PERK = "Fri frakt";

test("npm start brings a lake that died back, and the shop serves throughout", async () => {
  const started = await npmStart(database().env);
  try {
    const page = await until(
      "the shop on the lake",
      async () => {
        const res = await fetch(`${started.base}/se`);
        const text = await res.text();
        return res.status === 200 && text.includes(SEED_PERK) ? text : undefined;
      },
      180_000,
      started,
    );
    expect(page).toContain(SEED_PERK);
    const first = lakePid();
    process.kill(first, "SIGKILL");
    await until(
      "the lake reported stopped",
      async () => started.output().includes("stopped unexpectedly") || undefined,
      10_000,
      started,
    );
    // Meanwhile the shop answers from what it last read.
    const meanwhile = await fetch(`${started.base}/se`);
    expect(meanwhile.status).toBe(200);
    expect(await meanwhile.text()).toContain(SEED_PERK);
    const back = Date.now();
    await until("the lake back", async () => ((await lakeAnswers(started.lakeOrigin)) ? true : undefined), 90_000, started);
    console.log(`lake back ${((Date.now() - back) / 1000).toFixed(1)} s after it was killed`);
    expect(lakePid()).not.toBe(first);
    expect(started.output()).toContain(
      "the local Content Lake stopped unexpectedly (killed by SIGKILL); starting it again in 1 s",
    );
    await until(
      "reported back",
      async () => started.output().includes("the local Content Lake is back") || undefined,
      30_000,
      started,
    );
    expect((await fetch(`${started.base}/se`)).status).toBe(200);
  } finally {
    expect(await started.stop()).toBe(0);
  }
  // Stopped with npm start: no lake left holding the folder.
  expect(() => lakePid()).toThrow();
});

test("PostgreSQL down at start: npm start serves, and the lake and the shop come up when it returns", async () => {
  test.skip(!process.env.DATABASE_URL, "PostgreSQL only (PGlite is in the process)");
  const server = new URL(process.env.DATABASE_URL as string);
  const down = new URL(server);
  down.port = String(await freePort());
  const started = await npmStart({ DATABASE_URL: down.toString() });
  let proxy: net.Server | undefined;
  try {
    // Serving without its database: 503 with Retry-After where the database is needed.
    const unavailable = await until(
      "the shop serving",
      async () => {
        const res = await fetch(`${started.base}/api/products/LN100001?market=se`);
        return res.status === 503 ? res : undefined;
      },
      90_000,
      started,
    );
    expect(unavailable.headers.get("retry-after")).toMatch(/^\d+$/);
    await until("the lake waiting", async () => started.output().includes("does not answer") || undefined, 30_000, started);
    expect(started.output()).toContain("serving the shop meanwhile");
    expect(await lakeAnswers(started.lakeOrigin)).toBe(false);

    // PostgreSQL returns.
    const sockets = new Set<net.Socket>();
    proxy = net.createServer((client) => {
      const upstream = net.connect(Number(server.port || 5432), server.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((done) => proxy?.listen(Number(down.port), "127.0.0.1", done));
    const returned = Date.now();
    await until("the lake up", async () => ((await lakeAnswers(started.lakeOrigin)) ? true : undefined), 60_000, started);
    const lakeUp = (Date.now() - returned) / 1000;
    await until(
      "the shop's database pages",
      async () => ((await fetch(`${started.base}/api/products/LN100001?market=se`)).status === 200 ? true : undefined),
      60_000,
      started,
    );
    const shopUp = (Date.now() - returned) / 1000;
    console.log(`after PostgreSQL returned: lake up in ${lakeUp.toFixed(1)} s, shop's database pages in ${shopUp.toFixed(1)} s`);
    const product = await (await fetch(`${started.base}/api/products/LN100001?market=se`)).json();
    expect(product).toMatchObject({ productKey: "LN100001" });
    const home = await fetch(`${started.base}/se`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(SEED_PERK);
    for (const socket of sockets) socket.destroy();
  } finally {
    const code = await started.stop();
    await new Promise((done) => (proxy ? proxy.close(done) : done(undefined)));
    expect(code).toBe(0);
  }
});
