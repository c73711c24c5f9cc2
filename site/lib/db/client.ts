import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** What both drivers give: Drizzle's PostgreSQL database with our schema. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * Runs `work` holding a PostgreSQL advisory lock, so that processes sharing one
   * server take turns (migrating, seeding). The lock lives on a reserved session,
   * as a pool would otherwise release it from another connection.
   */
  withLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent, the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite's folder; "memory://" keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number | undefined;
}

export const DEFAULT_PGLITE_DIR = ".data/pglite";

/** Connections per process: PG_POOL_MAX (scripts/serve.mjs shares a budget between its processes), else 10. */
function poolSizeFromEnv(): number {
  const n = Number(process.env.PG_POOL_MAX);
  return Number.isInteger(n) && n >= 1 ? n : 10;
}

export function openDatabase({ url, dataDir, poolSize }: DatabaseOptions = {}): DatabaseHandle {
  if (url) {
    const sql = postgres(url, { max: poolSize ?? poolSizeFromEnv(), onnotice: () => {} });
    return {
      db: drizzlePostgres(sql, { schema }) as unknown as Database,
      kind: "postgres",
      async withLock(key, work) {
        const session = await sql.reserve();
        try {
          await session`select pg_advisory_lock(${key})`;
          return await work();
        } finally {
          await session`select pg_advisory_unlock(${key})`;
          session.release();
        }
      },
      close: () => sql.end(),
    };
  }
  const dir = dataDir ?? resolve(process.cwd(), DEFAULT_PGLITE_DIR);
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  // PGlite belongs to this one process, which already runs setup one step at a time.
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: "pglite",
    withLock: (_key, work) => work(),
    close: () => client.close(),
  };
}

/** The rows of a raw statement: postgres.js answers `execute` with the rows, PGlite with `{ rows }`. */
export async function rowsOf<T>(db: Pick<Database, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

let shared: DatabaseHandle | undefined;

/** The process-wide database: PostgreSQL when DATABASE_URL is set, else PGlite under .data/. */
export function getDatabase(): DatabaseHandle {
  shared ??= openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.PGLITE_DIR });
  return shared;
}
