/**
 * One seeded catalog per `npm test` on PostgreSQL (ADR 42, stop 57 addendum).
 *
 * Seeding the 3,200-product catalog takes about 7 s and 8 CPU seconds (the seed's process and
 * PostgreSQL's). A run of `npm test` seeded it four times: the menus' and the search relevance's
 * Vitest files, the browser tests' shop at its start, and the template the browser tests' own shops
 * copy (tests/e2e/second-database.ts). `npm test` now names one template for the whole run
 * (`SEEDED_CATALOG_TEMPLATE`); the first to need it seeds it, everyone else copies it
 * (`CREATE DATABASE … TEMPLATE`: a file copy, a quarter of a second), and `npm test` drops it at its
 * end. Nothing outlives the run, so a changed seed or migration is never copied from an old one.
 * Without the variable (a Vitest file or the browser suite run alone) each seeds its own, as before.
 */
import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import postgres from "postgres";

/** The environment variable that names the run's seeded template. */
export const SEEDED_CATALOG_ENV = "SEEDED_CATALOG_TEMPLATE";

const ROOT = resolve(import.meta.dirname, "..");

/** A template name no other run uses. */
export function newSeededCatalogName(): string {
  return `ln_seeded_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
}

/** The template the environment names, if `npm test` named one. */
export function seededCatalogTemplate(env: Record<string, string | undefined> = process.env): string | undefined {
  return env[SEEDED_CATALOG_ENV] || undefined;
}

function atDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.href;
}

/**
 * Creates `database` on the server and seeds it as `npm start` seeds an empty one, in a process of its
 * own; a seed that fails leaves no database behind.
 */
export async function createSeededDatabase(serverUrl: string, database: string): Promise<void> {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`create database "${database}"`);
    // Another process: the caller's process-wide database and configuration stay as they are.
    await promisify(execFile)(process.execPath, ["site/lib/db/setup.server.ts"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: atDatabase(serverUrl, database) },
    }).catch(async (error) => {
      await sql.unsafe(`drop database if exists "${database}" with (force)`);
      throw error;
    });
  } finally {
    await sql.end();
  }
}

/**
 * Creates `database` as a copy of `template`, seeding the template first when no one has yet. Callers in
 * other processes wait on one lock while it is seeded; it is seeded under another name and renamed when
 * done, so a template is never half seeded.
 */
export async function copySeededCatalog(serverUrl: string, template: string, database: string): Promise<void> {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    // One connection, so one session: the lock is released when it ends.
    await sql`select pg_advisory_lock(hashtext(${template}))`;
    const [built] = await sql`select 1 from pg_database where datname = ${template}`;
    if (!built) {
      const building = `${template}_building`;
      await sql.unsafe(`drop database if exists "${building}" with (force)`);
      await createSeededDatabase(serverUrl, building);
      await sql.unsafe(`alter database "${building}" rename to "${template}"`);
    }
    await sql.unsafe(`create database "${database}" template "${template}"`);
  } finally {
    await sql.end();
  }
}

/**
 * The templates of runs on this machine that are no longer running (a run stopped by Ctrl-C never reached
 * its end): the run's process id is in the name.
 */
export async function dropLeftSeededCatalogs(serverUrl: string): Promise<string[]> {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ datname: string }[]>`select datname from pg_database where starts_with(datname, 'ln_seeded_')`;
    const left = rows.map((r) => r.datname).filter((name) => !running(Number(name.split("_")[2])));
    for (const name of left) await sql.unsafe(`drop database if exists "${name}" with (force)`);
    return left;
  } finally {
    await sql.end();
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Drops the template and a half-seeded one (a run stopped while seeding). */
export async function dropSeededCatalog(serverUrl: string, template: string): Promise<void> {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    for (const name of [template, `${template}_building`]) await sql.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await sql.end();
  }
}
