/**
 * Creates the database of a test's own shop process (`secondDatabase` in servers.ts), seeded as
 * `npm start` seeds an empty one, as a copy of a template the run seeds once: `CREATE DATABASE …
 * TEMPLATE` copies its files in well under a second, where seeding 3,200 products took 7 s and as
 * many CPU seconds, once per spec that starts a shop of its own (ADR 42, stop 41 addendum). The run's
 * start drops the template with the run's database (scripts/e2e-database.ts), so a changed seed or
 * migration is never copied from an old one.
 *
 *   node tests/e2e/second-database.ts <server url> <template> <new database>
 *   node tests/e2e/second-database.ts <server url> - <new database>      (no template: seeded itself)
 */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import postgres from "postgres";

const [serverUrl, template, name] = process.argv.slice(2) as [string, string, string];
const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });

/** Creates `database` and seeds it as `npm start` does. */
async function createSeeded(database: string) {
  await sql.unsafe(`create database "${database}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  execFileSync(process.execPath, ["site/lib/db/setup.server.ts"], {
    cwd: resolve(import.meta.dirname, "../.."),
    env: { ...process.env, DATABASE_URL: url.href },
    stdio: "ignore",
  });
}

try {
  if (template === "-") {
    await createSeeded(name).catch(async (error) => {
      await sql.unsafe(`drop database if exists "${name}" with (force)`);
      throw error;
    });
  } else {
    // Workers ask at once: one builds the template, the others wait for it (one connection, so one session).
    await sql`select pg_advisory_lock(hashtext(${template}))`;
    const [built] = await sql`select 1 from pg_database where datname = ${template}`;
    if (!built) {
      // Seeded under another name and renamed when done: a template is never half seeded.
      const building = `${template}_building`;
      await sql.unsafe(`drop database if exists "${building}" with (force)`);
      await createSeeded(building);
      await sql.unsafe(`alter database "${building}" rename to "${template}"`);
    }
    await sql.unsafe(`create database "${name}" template "${template}"`);
  }
} finally {
  await sql.end();
}
