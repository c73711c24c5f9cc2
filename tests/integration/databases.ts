/**
 * The databases integration tests run on: PGlite in memory always, and a
 * PostgreSQL server when DATABASE_URL is set (CI sets it). Each PostgreSQL run
 * gets a database of its own, created and dropped here, so runs never collide.
 */
import postgres from "postgres";
import { afterAll, beforeAll } from "vitest";
import { clearCatalogCaches } from "#lib/commerce/catalog/catalog.server.ts";
import { type DatabaseHandle, openDatabase } from "#lib/db/client.server.ts";
import { setupDatabase } from "#lib/db/setup.server.ts";
import { copySeededCatalog, seededCatalogTemplate } from "#scripts/seeded-catalog.ts";
import { fixtureCatalog } from "./catalog-fixture.ts";

interface OpenOptions {
  /** The shop's own catalog, to be set up with `catalogInput`: on PostgreSQL a copy of `npm test`'s, if it seeded one. */
  seededCatalog?: boolean;
}

export interface TestDatabase {
  name: "pglite" | "postgres";
  open(options?: OpenOptions): Promise<DatabaseHandle & { url?: string }>;
}

/** A database of a test's own on the PostgreSQL server: its URL, and how to drop it. */
export interface PostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server at `serverUrl`: empty, or with `seededCatalog`, holding the catalog
 * the shop ships with (3,200 products) as a copy of `npm test`'s seeded template (scripts/seeded-catalog.ts)
 * when it names one. Without one it is empty all the same, and the caller's `setupDatabase` seeds it.
 */
export async function createPostgresDatabase(serverUrl: string, { seededCatalog = false } = {}): Promise<PostgresDatabase> {
  const name = `ln_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const template = seededCatalog ? seededCatalogTemplate() : undefined;
  if (template) await copySeededCatalog(serverUrl, template, name);
  else {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function freshPostgres(serverUrl: string, options: OpenOptions): Promise<DatabaseHandle & { url: string }> {
  const database = await createPostgresDatabase(serverUrl, options);
  const handle = openDatabase({ url: database.url, poolSize: 20 });
  return {
    ...handle,
    url: database.url,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

export const TEST_DATABASES: TestDatabase[] = [
  { name: "pglite", open: async () => openDatabase({ dataDir: "memory://" }) },
  ...(process.env.DATABASE_URL
    ? [
        {
          name: "postgres" as const,
          open: (options: OpenOptions = {}) => freshPostgres(process.env.DATABASE_URL as string, options),
        },
      ]
    : []),
];

/**
 * For a describe block: a fresh database of `database`'s kind, migrated and seeded
 * with the fixture catalog before its tests, closed (and dropped) after them.
 */
export function seededDatabase(database: TestDatabase): { readonly handle: DatabaseHandle & { url?: string } } {
  let handle: (DatabaseHandle & { url?: string }) | undefined;
  beforeAll(async () => {
    clearCatalogCaches();
    handle = await database.open();
    await setupDatabase(handle, async () => fixtureCatalog());
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    clearCatalogCaches();
  });
  return {
    get handle() {
      if (!handle) throw new Error("the database opens in beforeAll; use it inside a test");
      return handle;
    },
  };
}
