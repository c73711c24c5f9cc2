#!/usr/bin/env node
/**
 * `npm run lake`: the local Content Lake with the real Sanity Studio, offline.
 *
 *   npm run lake                     build the Studio when its sources changed, then serve
 *   npm run lake -- --no-build       serve the Studio already built
 *   npm run lake -- build            only build the Studio when its sources changed (`npm test` does it
 *                                    before the browser tests, beside its other steps, so their lake starts at once)
 *   npm run lake -- user add <email> <role> [name]   role: administrator | editor | marketer | reader | viewer
 *   npm run lake -- user password <email>
 *   npm run lake -- user remove <email>
 *   npm run lake -- user list
 *   npm run lake -- export <file.tar.gz>              the dataset as `sanity dataset export` writes it (a backup)
 *   npm run lake -- import <file.tar.gz> [--replace | --missing]   such an archive into the dataset
 *
 * User, export and import commands go through the running lake when one runs in LAKE_DIR (./admin.ts), and
 * open its database themselves only while none does (./dir-lock.ts keeps them apart).
 *
 * Settings (all optional): LAKE_PORT (3443), LAKE_HOST (localhost), LAKE_DIR
 * (.data/lake: certificate and the embedded database), DATABASE_URL (a
 * PostgreSQL server instead of the embedded database), LAKE_MEMORY=1 (a
 * throwaway in-memory database, for tests), LAKE_USERS (JSON list of users to
 * create on start), LAKE_CORS_ORIGINS (origins besides the shop's that browsers may
 * create on start), LAKE_CLOCK_FILE (tests: the lake's time is set by this file, ./clock.ts),
 * SANITY_STUDIO_PROJECT_ID and SANITY_STUDIO_DATASET.
 */
// First: the database and server modules loaded below go through its cache of package types (ADR 48).
import "#scripts/module-format-cache.mjs";
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, watch, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { z } from "zod";
import type { LakeAddress } from "#lib/content/lake-env.server.ts";
import { isDatabaseUnavailable } from "#lib/db/availability.ts";
import type { DatabaseHandle } from "#lib/db/client.server.ts";
import { type AdminPath, askLake, serveAdmin } from "./admin.ts";
import type { ExportResult, ImportMode, ImportResult } from "./archive.ts";
import type { Role } from "./auth.ts";
import { fileClock } from "./clock.ts";
import { lockDataset } from "./dataset-lock.ts";
import { lockHolder, lockLakeDir } from "./dir-lock.ts";
import { normalizeEmail } from "./email.ts";
import { LAKE_IN_USE_EXIT } from "./exit-codes.ts";
import type { LakeReady, LakeWaiting } from "./lake.ts";
import { writePrivateFile } from "./private-files.ts";
import type { UserCommand, UserCommandResult } from "./users.ts";

// The database, the server and their libraries load only where they are used: a user
// command that a running lake answers needs none of them, and starts in a fraction of the time.
const heavy = () =>
  Promise.all([
    import("#lib/db/client.server.ts"),
    import("./auth.ts"),
    import("./cert.ts"),
    import("./lake.ts"),
    import("./store/store.ts"),
    import("./users.ts"),
  ]).then(([client, auth, cert, lake, store, users]) => ({ ...client, ...auth, ...cert, ...lake, ...store, ...users }));

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
  // Every Studio file (a new one is in the build without being listed here), not the lake's own server.
  "studio",
  "studio/lake/studio-options.ts",
  // The flags are the shop's drawings (studio/flags.tsx).
  "site/islands/Flag.tsx",
  "site/lib/shell/flags.ts",
  "site/lib/markets/markets.ts",
  "package-lock.json",
];
/** What does not go into the Studio's bundle: its tests and the lake (but for the options the Studio imports). */
const notInStudio = (file: string) =>
  /\.test\.tsx?$/.test(file) || (file.startsWith("studio/lake/") && file !== "studio/lake/studio-options.ts");

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) for (const name of readdirSync(path).sort()) yield* files(join(path, name));
  else yield path;
}

/** Builds the Studio for the lake (base path /studio, API on its own host) when its sources changed since the last build. */
function buildStudio(): void {
  const hash = createHash("sha256");
  for (const input of STUDIO_INPUTS) {
    for (const file of files(input)) {
      if (input === "studio" && notInStudio(file)) continue;
      hash.update(file).update("\0").update(readFileSync(file));
    }
  }
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

async function openHandle(): Promise<DatabaseHandle> {
  const { openDatabase } = await heavy();
  if (env.LAKE_MEMORY === "1") return openDatabase({ dataDir: "memory://" });
  return openDatabase({ url: env.DATABASE_URL, dataDir: join(dir, "pglite"), poolSize: 5 });
}

const USAGE = "usage: npm run lake -- user add <email> <role> [name] | user password <email> | user remove <email> | user list";
const ARCHIVE_USAGE = "usage: npm run lake -- export <file.tar.gz> | import <file.tar.gz> [--replace | --missing]";

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** What a failed command says: the lake's own words for a refused one, the first problem of invalid input. */
function reasonOf(error: unknown): string {
  if (error instanceof z.ZodError) {
    return error.issues.map((issue) => `${issue.path.join(".") || "command"}: ${issue.message}`).join("; ");
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs a user command through the lake running in LAKE_DIR, or, when none runs, on its
 * database directly, holding the folder's lock meanwhile (./dir-lock.ts). A lake that
 * holds the folder but does not answer yet is starting: the command waits for it.
 */
function runCommand(command: UserCommand): Promise<UserCommandResult> {
  return viaLake<UserCommandResult>("/users", command, async (handle) => {
    const { runUserCommand } = await heavy();
    return runUserCommand(handle.db, command);
  });
}

/**
 * A command the lake running in LAKE_DIR answers through its admin channel (./admin.ts), or,
 * when none runs, `direct` on its database, with the folder's lock held meanwhile.
 */
async function viaLake<T>(path: AdminPath, command: unknown, direct: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const deadline = Date.now() + 180_000;
  let told = false;
  for (;;) {
    const answer = await askLake<T>(dir, command, path, 30 * 60_000);
    if (answer) {
      if (answer.body && typeof answer.body === "object" && "error" in answer.body) throw new Error(answer.body.error.message);
      return answer.body as T;
    }
    if (env.LAKE_MEMORY === "1") throw new Error(`no lake runs in ${dir} (a lake in memory keeps its users only while it runs)`);
    const lock = await lockLakeDir(dir, {
      role: "user command",
      onLost: (error) => {
        console.error(`lost the lock on ${dir} (${error.message}); stopping`);
        process.exit(1);
      },
    });
    if (lock) {
      try {
        const { migrateLake } = await heavy();
        const handle = await openHandle();
        try {
          await migrateLake(handle);
          return await direct(handle);
        } finally {
          await handle.close();
        }
      } finally {
        await lock.release();
      }
    }
    if (Date.now() > deadline) throw new Error(`the lake in ${dir} neither answers nor lets go of its folder`);
    if (!told) {
      const holder = lockHolder(dir);
      console.error(`waiting for the ${holder?.role ?? "lake"}${holder ? ` (pid ${holder.pid})` : ""} in ${dir}…`);
      told = true;
    }
    await sleep(500);
  }
}

async function userCommand(args: string[]): Promise<void> {
  const [action, email, role, ...name] = args;
  const password = env.LAKE_PASSWORD || randomBytes(12).toString("base64url");
  const told = env.LAKE_PASSWORD ? "" : ` with the password ${password}`;
  try {
    if (action === "list") {
      const result = await runCommand({ action: "list" });
      if ("users" in result) for (const user of result.users) console.log(`${user.email}\t${user.role}\t${user.name}`);
    } else if (action === "add" && email && role) {
      const name_ = name.join(" ") || email.split("@")[0] || email;
      await runCommand({ action: "add", email, role: role as Role, name: name_, password });
      console.log(`added ${role} ${normalizeEmail(email)}${told}`);
    } else if (action === "password" && email) {
      await runCommand({ action: "password", email, password });
      console.log(`new password for ${email}${env.LAKE_PASSWORD ? " set" : `: ${password}`}`);
    } else if (action === "remove" && email) {
      await runCommand({ action: "remove", email });
      console.log(`removed ${normalizeEmail(email)}`);
    } else {
      console.error(USAGE);
      process.exitCode = 2;
    }
  } catch (error) {
    console.error(reasonOf(error));
    process.exitCode = 1;
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

/**
 * Waits for a database server that does not answer yet (PostgreSQL down at start),
 * trying again with backoff up to 5 s apart, and says so once through `waiting`: the
 * shop serves its last known content meanwhile (ADR 9). Any other failure is thrown.
 */
async function untilDatabaseAnswers(handle: DatabaseHandle, waiting: (reason: string) => void): Promise<void> {
  const { migrateLake } = await heavy();
  let delay = 500;
  let told = false;
  for (;;) {
    try {
      await lockTheDataset();
      await migrateLake(handle);
      if (told) console.log(`lake: ${handle.where} answers again`);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      if (!told) {
        const reason = (error as Error).message;
        console.error(`lake: ${handle.where} does not answer (${reason}); trying again until it does`);
        waiting(reason);
        told = true;
      }
      await sleep(delay);
      delay = Math.min(delay * 2, 5000);
    }
  }
}

let datasetLock: Awaited<ReturnType<typeof lockDataset>>;

/**
 * On PostgreSQL, this lake's claim on its dataset (./dataset-lock.ts), taken once the
 * server answers. Another lake's claim stops this one, with a code `npm start` does not restart on.
 */
async function lockTheDataset(): Promise<void> {
  if (datasetLock || !env.DATABASE_URL || env.LAKE_MEMORY === "1") return;
  const where = `${projectId}/${dataset}`;
  datasetLock = await lockDataset(env.DATABASE_URL, where, (error) => {
    // Another lake may have taken the dataset since: this one stops (under `npm start`, to be started again).
    console.error(`lake: lost the lock on the dataset ${where} (${error.message}); stopping`);
    process.exit(1);
  });
  if (!datasetLock) {
    console.error(
      `lake: the dataset ${where} is in use by another lake (one with another LAKE_DIR on the same database): stop it, or give this lake another database or SANITY_STUDIO_DATASET`,
    );
    process.exit(LAKE_IN_USE_EXIT);
  }
}

async function serve(): Promise<void> {
  // A user command that holds the folder is done in a second or two; another lake is not.
  const lock = await lockLakeDir(dir, {
    role: "lake",
    waitMs: 30_000,
    onLost: (error) => {
      console.error(`lake: lost the lock on ${dir} (${error.message}); stopping, so that no other process writes beside it`);
      process.exit(1);
    },
  });
  if (!lock) {
    const holder = lockHolder(dir);
    console.error(
      `lake: ${dir} is in use by ${holder ? `a ${holder.role} (pid ${holder.pid})` : "another process"}: stop it, or give this lake another LAKE_DIR`,
    );
    process.exit(LAKE_IN_USE_EXIT);
  }
  let stopping: (() => Promise<void>) | undefined;
  let ending: Promise<void> | undefined;
  // Once: a signal and the end of `npm start`'s channel often come together.
  const stop = () => {
    ending ??= (async () => {
      await stopping?.();
      await datasetLock?.release();
      await lock.release();
      process.exit(0);
    })();
    return ending;
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  // Under `npm start`: a parent that died (killed, or its terminal closed) ends the channel, and
  // this lake with it, rather than holding its folder, dataset and port for nobody.
  if (process.send) process.on("disconnect", stop);
  // Only with the folder held: a second lake must not rebuild the Studio under a running one.
  if (!process.argv.includes("--no-build")) buildStudio();
  const {
    certificateHosts,
    createUser,
    ensureCertificate,
    issuePreviewToken,
    issueShopToken,
    listUsers,
    runUserCommand,
    startLake,
  } = await heavy();
  const certificate = await ensureCertificate(dir, certificateHosts(projectId));
  const handle = await openHandle();
  stopping = () => handle.close();
  const tokenPath = join(dir, "shop-token");
  const previewTokenPath = join(dir, "preview-token");
  const kept = (path: string) => (existsSync(path) ? readFileSync(path, "utf8").trim() : undefined);
  const previous = kept(tokenPath);
  await untilDatabaseAnswers(handle, (reason) => {
    // Where the lake will be, so `npm start` can serve the shop meanwhile (with the token it last had).
    const waiting: LakeWaiting = { type: "lake-waiting", reason, ...addressOf(previous ?? "", kept(previewTokenPath) ?? "") };
    process.send?.(waiting);
  });
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
    corsOrigins: corsOrigins(),
    // Tests only: a clock they move by writing this file (./clock.ts); nothing on the HTTP API reaches it.
    ...(env.LAKE_CLOCK_FILE ? { clock: fileClock(resolve(env.LAKE_CLOCK_FILE)) } : {}),
  });
  stopping = async () => {
    await lake.close();
    await handle.close();
  };
  if ((await listUsers(handle.db)).length === 0) {
    const password = randomBytes(12).toString("base64url");
    await createUser(handle.db, { email: "admin@littlenorth.local", name: "Administrator", role: "administrator", password });
    writePrivateFile(join(dir, "first-admin.txt"), `admin@littlenorth.local\n${password}\n`);
    console.log(
      `lake: first start, created admin@littlenorth.local with the password ${password} (also in ${join(dir, "first-admin.txt")})`,
    );
  }
  // The shop reads the lake as a reader, with a token it finds here (or, under `npm start`, gets in the message below).
  const shopToken = await issueShopToken(handle.db, previous);
  writePrivateFile(tokenPath, `${shopToken}\n`);
  // Its draft preview reads as a viewer, with a token of its own (the reader sees published documents only).
  const previewToken = await issuePreviewToken(handle.db, kept(previewTokenPath));
  writePrivateFile(previewTokenPath, `${previewToken}\n`);
  // From now on `npm run lake -- user …` goes through this process (./admin.ts).
  const { readArchive, writeArchive } = await import("./archive.ts");
  const admin = await serveAdmin(dir, {
    "/users": (command: UserCommand) => runUserCommand(handle.db, command),
    // A backup of the running lake: written from its own documents once every commit before it has landed.
    "/export": async ({ path }: { path: string }) => writeArchive(handle.db, dataset, await lake.store.snapshot(), path),
    "/import": ({ path, mode }: { path: string; mode: ImportMode }) =>
      readArchive({
        store: lake.store,
        db: handle.db,
        archivePath: path,
        mode,
        origin: lake.origin,
        projectId,
        author: "import",
      }),
  });
  stopping = async () => {
    await admin.close();
    await lake.close();
    await handle.close();
  };
  console.log(`lake: Studio at ${lake.origin}/studio (accept the local certificate once), API host ${lake.origin}`);
  const ready: LakeReady = {
    type: "lake-ready",
    ...addressOf(shopToken, previewToken),
    origin: lake.origin,
    apiHost: lake.apiHost,
  };
  process.send?.(ready);
  if (env.LAKE_MEMORY !== "1") watchSeed(seedPath, lake.syncFromSeed);
}

/**
 * Origins a browser may call the lake's API from besides the Studio it serves: the shop's
 * (SITE_URL, or the one `npm start` serves on) and any listed in LAKE_CORS_ORIGINS
 * (comma-separated, e.g. a Studio under `sanity dev` on http://localhost:3333).
 */
function corsOrigins(): string[] {
  const shop = env.SITE_URL || `http://localhost:${env.PORT || "4321"}`;
  return [shop, ...(env.LAKE_CORS_ORIGINS ?? "").split(",")].map((value) => value.trim()).filter(Boolean);
}

/** Where this lake serves (its port is fixed here, unlike the tests' lakes on port 0). */
function addressOf(token: string, previewToken: string): LakeAddress {
  return {
    origin: `https://${projectId}.localhost:${port}`,
    apiHost: `https://localhost:${port}`,
    projectId,
    dataset,
    token,
    previewToken,
    certificatePath: join(dir, "cert.pem"),
  };
}

/**
 * `export <file>`: the dataset as Sanity's export archive (`sanity dataset import` reads it), through
 * the running lake when one runs, so a backup holds everything written before it.
 * `import <file>`: such an archive (this lake's or `sanity dataset export`'s) into the dataset.
 */
async function archiveCommand(action: string | undefined, file: string | undefined): Promise<void> {
  const flags = process.argv.slice(2);
  const mode: ImportMode = flags.includes("--replace") ? "replace" : flags.includes("--missing") ? "missing" : "create";
  if (!file || (action !== "export" && action !== "import")) {
    console.error(ARCHIVE_USAGE);
    process.exitCode = 2;
    return;
  }
  const path = resolve(file);
  const open = async (handle: DatabaseHandle) => {
    const [{ openLakeStore }, archive] = await Promise.all([import("./store/store.ts"), import("./archive.ts")]);
    return { store: await openLakeStore(handle, dataset), archive };
  };
  try {
    if (action === "export") {
      const result = await viaLake<ExportResult>("/export", { path }, async (handle) => {
        const { store, archive } = await open(handle);
        return archive.writeArchive(handle.db, dataset, await store.snapshot(), path);
      });
      console.log(`exported ${result.documents} documents and ${result.assets} assets of ${dataset} to ${path}`);
    } else {
      const result = await viaLake<ImportResult>("/import", { path, mode }, async (handle) => {
        const { store, archive } = await open(handle);
        const origin = addressOf("", "").origin;
        return archive.readArchive({ store, db: handle.db, archivePath: path, mode, origin, projectId, author: "import" });
      });
      console.log(
        `imported ${result.documents} documents and ${result.assets} assets into ${dataset}` +
          (result.skipped ? ` (${result.skipped} left as they were)` : ""),
      );
    }
  } catch (error) {
    console.error(reasonOf(error));
    process.exitCode = 1;
  }
}

/** The options there are: serving without a build, and how an import treats documents the dataset has. */
const OPTIONS = ["--no-build", "--replace", "--missing"];
const args = process.argv.slice(2);
const asksForHelp = args.includes("--help") || args.includes("-h");
const unknownOption = args.find((arg) => arg.startsWith("-") && !OPTIONS.includes(arg));
// An unknown option stands in for the command, so it is named and nothing starts.
const [command, ...rest] = asksForHelp ? ["help"] : unknownOption ? [unknownOption] : args.filter((arg) => !arg.startsWith("-"));
if (command === undefined) await serve();
else if (command === "user") await userCommand(rest);
else if (command === "build") buildStudio();
else if (command === "export" || command === "import") await archiveCommand(command, rest[0]);
else {
  // A typo, `help` or `--help` is told what there is, rather than starting a lake (which then holds its folder).
  const usage = [
    "usage: npm run lake                 (serves the lake and its Studio)",
    "       npm run lake -- --no-build      (serves the Studio already built)",
    "       npm run lake -- build",
    ...[USAGE, ARCHIVE_USAGE].map((line) => line.replace(/^usage: /, "       ")),
  ];
  if (command === "help") console.log(usage.join("\n"));
  else {
    console.error(`npm run lake: no ${command.startsWith("-") ? "option" : "command"} "${command}"\n${usage.join("\n")}`);
    process.exitCode = 2;
  }
}
