import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { e2eDatabase, e2eDatabaseEnv, resetE2eDatabase, seededTemplateName } from "./e2e-database.ts";
import { dropSeededCatalog, newSeededCatalogName, seededCatalogTemplate } from "./seeded-catalog.ts";

describe("e2eDatabase", () => {
  it("gives a PostgreSQL run a database of its own on the same server, named after the port", () => {
    const db = e2eDatabase({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" }, 4329);
    expect(db).toEqual({
      kind: "postgres",
      name: "test_e2e_4329",
      url: "postgres://postgres@127.0.0.1:5432/test_e2e_4329",
      serverUrl: "postgres://postgres@127.0.0.1:5432/test",
    });
    expect(e2eDatabaseEnv(db)).toEqual({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test_e2e_4329" });
  });

  it("keeps the name when the environment already names the test database (the workers' view)", () => {
    const db = e2eDatabase({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test_e2e_4329" }, 4329);
    expect(db).toMatchObject({ name: "test_e2e_4329", url: "postgres://postgres@127.0.0.1:5432/test_e2e_4329" });
  });

  it("gives a PGlite run its own folder, never the developer's .data/pglite", () => {
    const db = e2eDatabase({}, 4400);
    expect(db).toEqual({ kind: "pglite", dir: ".data/e2e/pglite-4400" });
    expect(e2eDatabaseEnv(db)).toEqual({ PGLITE_DIR: ".data/e2e/pglite-4400" });
  });

  it("empties a PGlite folder before a run", async () => {
    const dir = `.data/e2e/pglite-test-${process.pid}`;
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/PG_VERSION`, "17");
    await resetE2eDatabase({ kind: "pglite", dir });
    expect(existsSync(dir)).toBe(false);
  });

  it.skipIf(!process.env.DATABASE_URL)("drops what a previous run left in the PostgreSQL test database", async () => {
    const db = e2eDatabase({ DATABASE_URL: process.env.DATABASE_URL }, 40_000 + (process.pid % 1000));
    if (db.kind !== "postgres") throw new Error("expected PostgreSQL");
    await resetE2eDatabase(db);
    const first = postgres(db.url, { max: 1, onnotice: () => {} });
    await first`create table leftover (id int)`;
    await first.end();
    await resetE2eDatabase(db);
    const second = postgres(db.url, { max: 1, onnotice: () => {} });
    const tables = await second`select table_name from information_schema.tables where table_schema = 'public'`;
    await second.end();
    expect(tables).toHaveLength(0);
    const admin = postgres(db.serverUrl, { max: 1, onnotice: () => {} });
    // The seeded template the tests' own shops copy goes with it: a new run seeds its own from its code.
    await admin.unsafe(`create database "${seededTemplateName(db.name)}"`);
    await resetE2eDatabase(db);
    const left = await admin`select datname from pg_database where datname = ${seededTemplateName(db.name)}`;
    expect(left).toHaveLength(0);
    await admin.unsafe(`drop database "${db.name}"`);
    await admin.end();
  });
  it.skipIf(!process.env.DATABASE_URL)(
    "creates the run's database as a copy of npm test's seeded catalog",
    async () => {
      const db = e2eDatabase({ DATABASE_URL: process.env.DATABASE_URL }, 41_000 + (process.pid % 1000));
      if (db.kind !== "postgres") throw new Error("expected PostgreSQL");
      // `npm test`'s template when it named one, else one of this test's own (seeded here, then dropped).
      const template = seededCatalogTemplate() ?? newSeededCatalogName();
      try {
        await resetE2eDatabase(db, template);
        const sql = postgres(db.url, { max: 1, onnotice: () => {} });
        const [row] = await sql<{ n: number }[]>`select count(*)::int as n from products`;
        await sql.end();
        expect(row?.n).toBeGreaterThanOrEqual(3_000);
      } finally {
        if (!seededCatalogTemplate()) await dropSeededCatalog(db.serverUrl, template);
        const admin = postgres(db.serverUrl, { max: 1, onnotice: () => {} });
        await admin.unsafe(`drop database if exists "${db.name}" with (force)`);
        await admin.end();
      }
    },
    120_000,
  );
});
