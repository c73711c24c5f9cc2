#!/usr/bin/env node
// `npm start`: prepares the database (migrate, seed on first start), builds the
// shop when its sources changed since the last build, then serves it on PORT
// (default 4321). "Changed" is decided by a hash of the
// build inputs, not by timestamps, which a fresh clone or a checkout resets.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// Settings in .env (see .env.example) apply to both the build and the server.
if (existsSync(".env")) process.loadEnvFile(".env");

const INPUTS = ["site", "public", "seed/content.ndjson", "seed/assets", "astro.config.mjs", "package-lock.json", "tsconfig.json"];
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

function inputsHash() {
  const hash = createHash("sha256");
  for (const input of INPUTS) for (const file of files(input)) hash.update(file).update("\0").update(readFileSync(file));
  return hash.digest("hex");
}

// The database first: migrations and, on a fresh one, the catalog (with progress lines).
const setup = spawnSync(process.execPath, ["site/lib/db/setup.ts"], { stdio: "inherit", env: process.env });
if (setup.status !== 0) process.exit(setup.status ?? 1);

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

const port = process.env.PORT || "4321";
const host = process.env.HOST || "localhost";
console.log(`Little North is serving at http://${host}:${port}/ (Ctrl+C stops it)`);
// scripts/serve.mjs runs WEB_CONCURRENCY server processes when the database is PostgreSQL.
const server = spawn(process.execPath, ["scripts/serve.mjs"], {
  stdio: "inherit",
  env: { ...process.env, PORT: port, HOST: host },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
