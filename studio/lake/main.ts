#!/usr/bin/env node
/**
 * `npm run lake`: the local Content Lake with the real Sanity Studio, offline.
 *
 *   npm run lake                     build the Studio when its sources changed, then serve
 *   npm run lake -- --no-build       serve the Studio already built
 *   npm run lake -- user add <email> <role> [name]   role: administrator | editor | marketer | reader
 *   npm run lake -- user password <email>
 *   npm run lake -- user list
 *
 * Settings (all optional): LAKE_PORT (3443), LAKE_HOST (localhost), LAKE_DIR
 * (.data/lake: certificate and the embedded database), DATABASE_URL (a
 * PostgreSQL server instead of the embedded database), LAKE_MEMORY=1 (a
 * throwaway in-memory database, for tests), LAKE_USERS (JSON list of users to
 * create on start), LAKE_TEST_CLOCK=1 (browser tests: a clock they can move),
 * SANITY_STUDIO_PROJECT_ID and SANITY_STUDIO_DATASET.
 */
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, watch, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { openDatabase } from "#lib/db/client.ts";
import { createUser, issueShopToken, listUsers, ROLES, type Role, setPassword } from "./auth.ts";
import { certificateHosts, ensureCertificate } from "./cert.ts";
import { type LakeReady, startLake } from "./lake.ts";
import { migrateLake } from "./store/store.ts";

if (existsSync(".env")) process.loadEnvFile(".env");

const env = process.env;
const projectId = env.SANITY_STUDIO_PROJECT_ID || "littlenorth";
const dataset = env.SANITY_STUDIO_DATASET || "production";
const dir = resolve(env.LAKE_DIR || ".data/lake");
const port = Number(env.LAKE_PORT) || 3443;
const host = env.LAKE_HOST || "localhost";
const STUDIO_DIR = resolve(env.LAKE_STUDIO_DIR || "studio-lake-dist");
const STUDIO_INPUTS = [
  "sanity.config.ts",
  "sanity.cli.ts",
  "schemas",
  "studio/structure.ts",
  "studio/templates.ts",
  "studio/lake/studio-options.ts",
  "package-lock.json",
];

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) for (const name of readdirSync(path).sort()) yield* files(join(path, name));
  else yield path;
}

/** Builds the Studio for the lake (base path /studio, API on its own host) when its sources changed since the last build. */
function buildStudio(): void {
  const hash = createHash("sha256");
  for (const input of STUDIO_INPUTS) for (const file of files(input)) hash.update(file).update("\0").update(readFileSync(file));
  const wanted = hash.digest("hex");
  const stamp = join(STUDIO_DIR, ".build-hash");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === wanted) return;
  console.log("lake: building the Studio (about half a minute)…");
  const result = spawnSync(process.execPath, ["node_modules/sanity/bin/sanity", "build", STUDIO_DIR, "--yes"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...env, SANITY_STUDIO_LAKE: "1", SANITY_STUDIO_BASEPATH: "/studio", DO_NOT_TRACK: "1", NO_UPDATE_NOTIFIER: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, wanted);
}

function openHandle() {
  if (env.LAKE_MEMORY === "1") return openDatabase({ dataDir: "memory://" });
  return openDatabase({ url: env.DATABASE_URL, dataDir: join(dir, "pglite"), poolSize: 5 });
}

async function userCommand(args: string[]): Promise<void> {
  const handle = openHandle();
  try {
    await migrateLake(handle);
    const [action, email, role, ...name] = args;
    if (action === "list") {
      for (const user of await listUsers(handle.db)) console.log(`${user.email}\t${user.role}\t${user.name}`);
      return;
    }
    const password = env.LAKE_PASSWORD || randomBytes(12).toString("base64url");
    if (action === "add" && email && role) {
      if (!(ROLES as readonly string[]).includes(role)) throw new Error(`role must be one of ${ROLES.join(", ")}`);
      await createUser(handle.db, { email, role: role as Role, name: name.join(" ") || email.split("@")[0] || email, password });
      console.log(`added ${role} ${email}${env.LAKE_PASSWORD ? "" : ` with the password ${password}`}`);
      return;
    }
    if (action === "password" && email) {
      if (!(await setPassword(handle.db, email, password))) throw new Error(`no user ${email}`);
      console.log(`new password for ${email}${env.LAKE_PASSWORD ? " set" : `: ${password}`}`);
      return;
    }
    throw new Error("usage: npm run lake -- user add <email> <role> [name] | user password <email> | user list");
  } finally {
    await handle.close();
  }
}

/**
 * Edits of the seed dataset (by hand, or `npm run generate`) reach the lake, and so the
 * shop, without a restart; documents edited in the Studio since they came from the seed stay.
 */
function watchSeed(seedPath: string, sync: () => Promise<unknown>): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(sync)
      .catch((error: Error) => console.error(`lake: ${seedPath} could not be applied: ${error.message}`));
  };
  try {
    // The folder, not the file: generators replace the file rather than write into it.
    watch(dirname(seedPath), { persistent: false }, (_event, name) => {
      if (name !== basename(seedPath)) return;
      clearTimeout(timer);
      timer = setTimeout(run, 200);
    });
  } catch (error) {
    console.error(`lake: cannot watch ${seedPath} (${(error as Error).message}); its changes need a restart`);
  }
}

async function serve(): Promise<void> {
  if (!process.argv.includes("--no-build")) buildStudio();
  mkdirSync(dir, { recursive: true });
  const certificate = await ensureCertificate(dir, certificateHosts(projectId));
  const handle = openHandle();
  const users = env.LAKE_USERS ? (JSON.parse(env.LAKE_USERS) as unknown[]) : [];
  const seedPath = resolve(env.CONTENT_DATASET || "seed/content.ndjson");
  const lake = await startLake({
    handle,
    projectId,
    dataset,
    certificate,
    port,
    host,
    studioDir: STUDIO_DIR,
    seedPath,
    // A throwaway lake has no past to keep in step with.
    seedStatePath: env.LAKE_MEMORY === "1" ? undefined : join(dir, "seed-state.json"),
    users,
    testClock: env.LAKE_TEST_CLOCK === "1",
  });
  if ((await listUsers(handle.db)).length === 0) {
    const password = randomBytes(12).toString("base64url");
    await createUser(handle.db, { email: "admin@littlenorth.local", name: "Administrator", role: "administrator", password });
    writeFileSync(join(dir, "first-admin.txt"), `admin@littlenorth.local\n${password}\n`, { mode: 0o600 });
    console.log(
      `lake: first start, created admin@littlenorth.local with the password ${password} (also in ${join(dir, "first-admin.txt")})`,
    );
  }
  // The shop reads the lake as a reader, with a token it finds here (or, under `npm start`, gets in the message below).
  const tokenPath = join(dir, "shop-token");
  const previous = existsSync(tokenPath) ? readFileSync(tokenPath, "utf8").trim() : undefined;
  const shopToken = await issueShopToken(handle.db, previous);
  writeFileSync(tokenPath, `${shopToken}\n`, { mode: 0o600 });
  console.log(`lake: Studio at ${lake.origin}/studio (accept the local certificate once), API host ${lake.origin}`);
  const ready: LakeReady = {
    type: "lake-ready",
    origin: lake.origin,
    apiHost: lake.apiHost,
    projectId,
    dataset,
    token: shopToken,
    certificatePath: join(dir, "cert.pem"),
  };
  process.send?.(ready);
  if (env.LAKE_MEMORY !== "1") watchSeed(seedPath, lake.syncFromSeed);
  const stop = async () => {
    await lake.close();
    await handle.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

const [command, ...rest] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
if (command === "user") await userCommand(rest);
else await serve();
