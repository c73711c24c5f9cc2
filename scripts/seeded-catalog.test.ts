import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import {
  copySeededCatalog,
  dropLeftSeededCatalogs,
  dropSeededCatalog,
  newSeededCatalogName,
  seededCatalogTemplate,
} from "./seeded-catalog.ts";

const server = process.env.DATABASE_URL;

async function productsIn(database: string): Promise<number> {
  const url = new URL(server as string);
  url.pathname = `/${database}`;
  const sql = postgres(url.href, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ n: number }[]>`select count(*)::int as n from products`;
    return row?.n ?? 0;
  } finally {
    await sql.end();
  }
}

async function databases(like: string): Promise<string[]> {
  const sql = postgres(server as string, { max: 1, onnotice: () => {} });
  try {
    return (await sql<{ datname: string }[]>`select datname from pg_database where datname like ${like}`).map((r) => r.datname);
  } finally {
    await sql.end();
  }
}

async function run(statement: string) {
  const sql = postgres(server as string, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(statement);
  } finally {
    await sql.end();
  }
}

describe.skipIf(!server)("the run's seeded catalog on PostgreSQL", () => {
  // `npm test`'s template when it named one (copying it costs a quarter of a second), else one of this file's own.
  const shared = seededCatalogTemplate();
  const template = shared ?? newSeededCatalogName();
  const copies = [0, 1, 2].map((i) => `ln_test_copy_${process.pid}_${i}`);

  afterAll(async () => {
    for (const copy of copies) await run(`drop database if exists "${copy}" with (force)`);
    if (!shared) await dropSeededCatalog(server as string, template);
  });

  it("gives every copy the shop's whole catalog, seeding the template once for callers that ask at once", async () => {
    await Promise.all(copies.map((copy) => copySeededCatalog(server as string, template, copy)));
    const counts = await Promise.all(copies.map(productsIn));
    expect(counts[0]).toBeGreaterThanOrEqual(3_000);
    expect(new Set(counts).size).toBe(1);
    expect(await databases(`${template}%`)).toEqual([template]);
  }, 120_000);

  it("drops the templates of runs that are no longer running, and keeps a running one's", async () => {
    // A process id no process has: above the kernel's highest.
    const gone = `ln_seeded_99999999_${Math.random().toString(36).slice(2, 8)}`;
    const alive = newSeededCatalogName();
    await run(`create database "${gone}"`);
    await run(`create database "${alive}"`);
    try {
      const dropped = await dropLeftSeededCatalogs(server as string);
      expect(dropped).toContain(gone);
      expect(dropped).not.toContain(alive);
      expect(await databases(gone)).toEqual([]);
      expect(await databases(alive)).toEqual([alive]);
    } finally {
      await dropSeededCatalog(server as string, alive);
      await run(`drop database if exists "${gone}"`);
    }
  });

  it("drops a template with what a stopped seed left", async () => {
    const name = newSeededCatalogName();
    await run(`create database "${name}"`);
    await run(`create database "${name}_building"`);
    await dropSeededCatalog(server as string, name);
    expect(await databases(`${name}%`)).toEqual([]);
  });
});
