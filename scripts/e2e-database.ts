/**
 * The database the browser tests' shop runs on: always a fresh one of its own.
 *
 * The shop the tests start used to run on whatever DATABASE_URL or `.data/pglite`
 * held, so a run's orders, stock and search log carried into the next one (and
 * into a developer's own local shop), and a CI machine's leftovers could fail a
 * run that passes on a clean database. Now a run on PostgreSQL gets the database
 * `<name>_e2e_<port>` on the same server, dropped and created before the shop
 * starts; a run on PGlite gets `.data/e2e/pglite-<port>`, emptied first. The shop
 * seeds it as `npm start` seeds any empty database.
 */
import { rmSync } from "node:fs";
import postgres from "postgres";
import { copySeededCatalog } from "./seeded-catalog.ts";

export interface E2eDatabaseEnv {
  DATABASE_URL?: string | undefined;
}

/** Where the test shop keeps its data: a PostgreSQL database or a PGlite folder. */
export type E2eDatabase = { kind: "postgres"; url: string; name: string; serverUrl: string } | { kind: "pglite"; dir: string };

export function e2eDatabase(env: E2eDatabaseEnv, port: number): E2eDatabase {
  if (!env.DATABASE_URL) return { kind: "pglite", dir: `.data/e2e/pglite-${port}` };
  const url = new URL(env.DATABASE_URL);
  const base = decodeURIComponent(url.pathname.replace(/^\//, "")) || "postgres";
  // The test workers load the configuration again with the environment it set: the name is kept, not suffixed twice.
  const suffix = `_e2e_${port}`;
  const name = (base.endsWith(suffix) ? base : `${base}${suffix}`).replace(/[^a-zA-Z0-9_]/g, "_");
  const serverUrl = base.endsWith(suffix) ? new URL(`/postgres`, url).toString() : url.toString();
  url.pathname = `/${name}`;
  return { kind: "postgres", url: url.toString(), name, serverUrl };
}

/** The environment the test shop and the tests' own extra shop processes get. */
export function e2eDatabaseEnv(database: E2eDatabase): Record<string, string> {
  return database.kind === "postgres" ? { DATABASE_URL: database.url } : { PGLITE_DIR: database.dir };
}

/**
 * The database a run seeds once on PostgreSQL and copies for each test that starts a shop of its own
 * (tests/e2e/second-database.ts): beside the run's database, dropped with it at the run's start.
 */
export function seededTemplateName(runDatabase: string): string {
  return `${runDatabase}_seeded`;
}

/**
 * Empties the test shop's database (and drops its own seeded template): drops and creates it on PostgreSQL,
 * removes the PGlite folder. Given `npm test`'s seeded catalog (scripts/seeded-catalog.ts), the database is
 * created as a copy of it, already seeded: the shop then starts without seeding.
 */
export async function resetE2eDatabase(database: E2eDatabase, seededCatalog?: string): Promise<void> {
  if (database.kind === "pglite") {
    rmSync(database.dir, { recursive: true, force: true });
    return;
  }
  // Connected to the database the developer named; the test database is never the one in use.
  const sql = postgres(database.serverUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`);
    for (const template of [seededTemplateName(database.name), `${seededTemplateName(database.name)}_building`])
      await sql.unsafe(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    if (!seededCatalog) await sql.unsafe(`CREATE DATABASE "${database.name}"`);
  } finally {
    await sql.end();
  }
  if (seededCatalog) await copySeededCatalog(database.serverUrl, seededCatalog, database.name);
}
