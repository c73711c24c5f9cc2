#!/usr/bin/env node
// `npm start`: prepares the database (migrate, seed on first start), builds the
// shop when its sources changed since the last build, then serves it on PORT
// (default 4321). With no Sanity project configured it also starts the local
// Content Lake with the real Studio (studio/lake/main.ts, ADR 12): the shop reads
// its content from the lake and hears every publish there, so editors' work shows
// in seconds. LAKE=0 serves the local dataset (seed/content.ndjson, or
// CONTENT_DATASET) directly instead, watched for edits. A lake that stops unexpectedly is
// started again, and one whose database does not answer yet lets the shop serve meanwhile
// (ADR 24). "Changed" is decided by a
// hash of the build inputs, not by timestamps, which a fresh clone or a checkout resets.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { moduleFormatCacheOption } from "./module-format-cache.mjs";

// Settings in .env (see .env.example) apply to both the build and the server.
if (existsSync(".env")) process.loadEnvFile(".env");

// Every process started from here (the lake, the database setup, the build, the server) loads its modules through the cache (ADR 48).
process.env.NODE_OPTIONS = moduleFormatCacheOption(process.env.NODE_OPTIONS);

/**
 * glibc gives each thread that allocates an arena of its own and keeps what they freed; V8's compiler
 * threads (compiling PGlite's WebAssembly) leave ~45 MB behind that way. Two arenas are enough for a
 * process that does its work on one thread (ADR 41); a value set by hand wins.
 */
const SERVER_MALLOC = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" };

// Content is no build input: every page reads it at run time from the source the
// environment names (the local dataset, which the server watches, or a Sanity
// project), so an edit or a switch of source needs no build (ADR 16).
const INPUTS = ["site", "public", "seed/assets", "astro.config.mjs", "package-lock.json", "tsconfig.json"];
const STAMP = "dist/.build-hash";
const ENTRY = "dist/server/entry.mjs";

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) yield* files(join(path, name));
  } else {
    yield path;
  }
}

/**
 * Settings read at build time: a build made for another public origin, or with
 * another key for server islands' props, is not this one. (Only a hash is kept.)
 */
const BUILD_ENV = ["SITE_URL", "ASTRO_KEY"];

function inputsHash() {
  const hash = createHash("sha256");
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ""}`).update("\0");
  for (const input of INPUTS) for (const file of files(input)) hash.update(file).update("\0").update(readFileSync(file));
  return hash.digest("hex");
}

/** site/lib/db/setup.server.ts exits with this when the database does not answer (EX_TEMPFAIL). */
const UNREACHABLE = 75;

// `--build-only`: build when the sources changed, and stop (npm test builds beside its other steps; its
// browser tests' shop then starts without building). With the same SITE_URL, or the hash differs.
const buildOnly = process.argv.includes("--build-only");

// The lake first, so its start (and its Studio build, on a first start) overlaps the shop's setup and build.
// It runs supervised (scripts/supervise.ts): a lake that ends unexpectedly is started again.
const useLake = !buildOnly && !process.env.SANITY_PROJECT_ID && process.env.LAKE !== "0";
let lake;
/** The lake's first word: ready (with the shop's token), or waiting for its database (ADR 9: the shop serves meanwhile). */
let lakeAddress;
if (useLake) {
  const { supervise } = await import("./supervise.ts");
  const { LAKE_IN_USE_EXIT } = await import("../studio/lake/exit-codes.ts");
  let first;
  let heard = false;
  lakeAddress = new Promise((resolve, reject) => {
    first = { resolve, reject };
  });
  lakeAddress.catch(() => {});
  lake = supervise({
    name: "the local Content Lake",
    start: () => {
      const child = spawn(process.execPath, ["studio/lake/main.ts"], {
        stdio: ["ignore", "inherit", "inherit", "ipc"],
        env: { ...process.env, ...SERVER_MALLOC },
      });
      // Before its first word there is no shop to keep serving yet: `npm start` ends with the lake's reason.
      child.once("exit", (code) => {
        if (heard) return;
        lake.stop();
        first.reject(new Error(`the local Content Lake ended (${code}) before it was ready`));
      });
      return child;
    },
    isReady: (message) => message?.type === "lake-ready",
    finalCodes: { [LAKE_IN_USE_EXIT]: "its folder or dataset is in use by another lake" },
    onMessage: (message) => {
      if (message?.type !== "lake-ready" && message?.type !== "lake-waiting") return;
      heard = true;
      first.resolve(message);
    },
    log: (line) =>
      console.error(line.includes("not starting it again") ? `${line}; the shop keeps serving the content it last read` : line),
  });
}
const runSetup = () =>
  spawnSync(process.execPath, ["site/lib/db/setup.server.ts"], { stdio: "inherit", env: process.env }).status;

// The database first: migrations and, on a fresh one, the catalog (with progress lines).
// A PostgreSQL server that does not answer yet does not stop the shop: it serves what
// needs no database, answers 503 with Retry-After for the rest, and setup is retried.
const setupStatus = buildOnly ? 0 : runSetup();
if (setupStatus !== 0 && setupStatus !== UNREACHABLE) process.exit(setupStatus ?? 1);

const wanted = inputsHash();
const built = existsSync(STAMP) && existsSync(ENTRY) ? readFileSync(STAMP, "utf8") : "";
if (process.argv.includes("--no-build")) {
  if (!existsSync(ENTRY)) {
    console.error("no build found: run `npm run build` first");
    process.exit(1);
  }
} else if (built !== wanted) {
  console.log(built ? "sources changed since the last build: building the shop…" : "building the shop (first start)…");
  const result = spawnSync(process.execPath, ["node_modules/astro/bin/astro.mjs", "build"], {
    stdio: "inherit",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, wanted);
}
if (buildOnly) process.exit(0);

let contentEnv = {};
if (lakeAddress) {
  try {
    const { shopEnvForLake } = await import("../site/lib/content/lake-env.server.ts");
    const address = await lakeAddress;
    if (address.type === "lake-waiting") {
      console.error("serving the shop meanwhile, with the content it last read from the lake");
    }
    contentEnv = shopEnvForLake(address);
  } catch (error) {
    console.error(`${error.message}: see its lines above (LAKE=0 serves the local dataset without the Studio)`);
    await lake.stop();
    process.exit(1);
  }
}

const port = process.env.PORT || "4321";
const host = process.env.HOST || "localhost";
console.log(`Little North is serving at http://${host}:${port}/ (Ctrl+C stops it)`);
if (contentEnv.STUDIO_URL) console.log(`Editors: the Studio is at ${contentEnv.STUDIO_URL} (also http://${host}:${port}/studio)`);
// scripts/serve.mjs runs WEB_CONCURRENCY server processes when the database is PostgreSQL.
// --expose-gc: the shop collects its garbage once it is quiet (site/lib/http/idle-collect.server.ts, ADR 41).
const server = spawn(process.execPath, ["--expose-gc", "scripts/serve.mjs"], {
  stdio: "inherit",
  env: { ...process.env, ...contentEnv, ...SERVER_MALLOC, PORT: port, HOST: host },
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.kill(signal);
    lake?.stop(signal);
  });
}
server.on("exit", async (code) => {
  await lake?.stop();
  process.exit(code ?? 0);
});

if (setupStatus === UNREACHABLE) {
  console.error(
    "PostgreSQL is not reachable: serving anyway (503 with Retry-After where the database is needed); retrying setup",
  );
  let delay = 1000;
  const retry = () => {
    // Asynchronously, so the server keeps this process's signals while it waits.
    const child = spawn(process.execPath, ["site/lib/db/setup.server.ts"], { stdio: "inherit", env: process.env });
    child.on("exit", (status) => {
      if (status === 0) return console.log("database reached and set up");
      if (status !== UNREACHABLE) return console.error(`database setup failed (${status}); not retrying`);
      delay = Math.min(delay * 2, 30_000);
      console.error(`database still unreachable; next try in ${delay / 1000} s`);
      setTimeout(retry, delay).unref();
    });
  };
  setTimeout(retry, delay).unref();
}
