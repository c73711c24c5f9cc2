import { mkdirSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { SQL } from "drizzle-orm";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { config } from "#lib/config.server.ts";
import { onShutdown } from "#lib/lifecycle.ts";
import { logger } from "#lib/log/logger.server.ts";
import { isNewCluster, keepTemplate, readTemplate } from "./pglite-template.server.ts";
import { preparedFromSecondUse, preparing } from "./prepared-statements.server.ts";
import * as schema from "./schema.server.ts";
import { raiseWasmTieringBudget } from "./wasm-tiering.server.ts";

export type Schema = typeof schema;
/** What both drivers give: Drizzle's PostgreSQL database with our schema. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Which database this is, for messages: `PGlite in .data/pglite`, `PostgreSQL at 127.0.0.1:5432/test`. */
  where: string;
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

/**
 * Names the database a handle opens, for the messages a developer reads: the
 * PGlite folder actually used (relative to `cwd` when inside it), or the
 * PostgreSQL server and database without user or password.
 */
export function describeDatabase({ url, dataDir }: Pick<DatabaseOptions, "url" | "dataDir">, cwd = process.cwd()): string {
  if (url) {
    try {
      const { host, pathname } = new URL(url);
      return `PostgreSQL at ${host}${pathname} (DATABASE_URL)`;
    } catch {
      return "PostgreSQL (DATABASE_URL)";
    }
  }
  const dir = dataDir || DEFAULT_PGLITE_DIR;
  if (dir.startsWith("memory://")) return "PGlite in memory";
  const inside = relative(cwd, resolve(cwd, dir));
  return `PGlite in ${inside && !inside.startsWith("..") && !isAbsolute(inside) ? inside : resolve(cwd, dir)}`;
}

/** Connections per process: PG_POOL_MAX (scripts/serve.mjs shares a budget between its processes), else 10. */
function poolSizeFromEnv(): number {
  const n = Number(config().PG_POOL_MAX);
  return Number.isInteger(n) && n >= 1 ? n : 10;
}

/**
 * Statements whose best plan does not depend on their parameters, run often with new
 * ones (the search suggestions: one text, a new query string each keystroke), go to a
 * small pool of their own whose connections prepare each statement once and keep one
 * generic plan (`plan_cache_mode`), instead of planning it anew for every call. For the
 * suggestion statement that halves what PostgreSQL spends per query (ADR 13, addendum).
 * The setting stays off the shop's main pool, where custom plans are worth their cost.
 */
const plannedOnce = new WeakMap<Database, ReturnType<typeof postgres>>();
/** Drizzle's PostgreSQL dialect, for statements turned into text outside a query builder. */
export const dialect = new PgDialect();

/** The rows of a statement planned once per connection (see above); on PGlite, as `rowsOf`. */
export async function rowsPlannedOnce<T>(db: Database, query: SQL): Promise<T[]> {
  const client = plannedOnce.get(db);
  if (!client) return rowsOf<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await client.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true })) as unknown as T[];
}

/**
 * A read replica (PostgreSQL streaming replication) for statements that may read a moment
 * behind the primary: search's suggestion and ranking statements, which a process already
 * keeps for 60 s (ADR 44). Writes, and reads a shopper must see right after writing them
 * (recent searches, carts, orders), stay on the primary.
 */
interface Replica {
  db: Database;
  /** Until then the replica is not asked: it refused a connection or is shutting down. */
  downUntil: number;
}
const replicas = new WeakMap<Database, Replica>();
/** How long a replica that failed to connect is left alone before it is tried again. */
export const REPLICA_RETRY_MS = 5_000;
const replicaLog = logger.child({ component: "db" });

/** Sends `primary`'s replica-safe reads to `replica` (null: back to the primary). */
export function setReplica(primary: Database, replica: Database | null): void {
  if (replica) replicas.set(primary, { db: replica, downUntil: 0 });
  else replicas.delete(primary);
}

/** Errors that say the replica cannot serve now (no connection, shut down, starting, full), not that the statement is wrong. */
const UNAVAILABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, catching up)
  "53300", // too_many_connections
]);

function replicaUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && UNAVAILABLE.has(code);
}

/**
 * The rows of a read-only statement planned once per connection (as `rowsPlannedOnce`),
 * from `primary`'s replica when it has one. Any failure there is answered by the primary
 * (a replica may also cancel a statement that conflicts with replaying the primary's
 * changes); one that says the replica is unavailable keeps it out for REPLICA_RETRY_MS,
 * so a replica that is down costs one failed attempt every few seconds, not one a request.
 */
export async function rowsFromReplica<T>(primary: Database, query: SQL): Promise<T[]> {
  const replica = replicas.get(primary);
  if (replica && Date.now() >= replica.downUntil) {
    try {
      return await rowsPlannedOnce<T>(replica.db, query);
    } catch (error) {
      if (replicaUnavailable(error)) {
        replica.downUntil = Date.now() + REPLICA_RETRY_MS;
        replicaLog.warn({ err: error }, "read replica unavailable; reading from the primary");
      } else {
        replicaLog.warn({ err: error }, "statement failed on the read replica; reading from the primary");
      }
    }
  }
  return rowsPlannedOnce<T>(primary, query);
}

export function openDatabase({ url, dataDir, poolSize }: DatabaseOptions = {}): DatabaseHandle {
  if (url) {
    // A server that accepts but does not answer (a hung host, a wrong port) is given 5 s, not
    // postgres.js's default 30 s per attempt: the shopper gets the 503 page while still waiting.
    const max = poolSize ?? poolSizeFromEnv();
    // No JIT: the shop's statements run for milliseconds, and compiling one whose estimate
    // passes jit_above_cost took 450 ms (a search statement whose fallback branch the
    // planner cannot size). PGlite has no JIT.
    const sql = postgres(url, { max, connect_timeout: 5, onnotice: () => {}, connection: { jit: "off" } });
    const generic = postgres(url, {
      max: Math.ceil(max / 4),
      connect_timeout: 5,
      onnotice: () => {},
      connection: { plan_cache_mode: "force_generic_plan", jit: "off" },
    });
    // Statements used again are prepared on each connection: one round trip instead of two (ADR 46).
    const db = drizzlePostgres(preparing(sql, preparedFromSecondUse()), { schema }) as unknown as Database;
    plannedOnce.set(db, generic);
    return {
      db,
      kind: "postgres",
      where: describeDatabase({ url }),
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
      close: async () => {
        await Promise.all([sql.end(), generic.end()]);
      },
    };
  }
  const dir = dataDir || resolve(process.cwd(), DEFAULT_PGLITE_DIR);
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  // Before PGlite compiles its WebAssembly: V8 optimises less of the code a short-lived process runs (ADR 54).
  raiseWasmTieringBudget();
  // Search needs these contrib extensions (migration 0003_search); PGlite loads them only when asked.
  // A new cluster is loaded from a kept copy of a fresh one, not made by initdb (site/lib/db/pglite-template.server.ts).
  const fresh = isNewCluster(dir);
  const template = fresh ? readTemplate() : undefined;
  const client = new PGlite(dir, {
    extensions: { pg_trgm, unaccent, fuzzystrmatch },
    startParams: PGLITE_START_PARAMS,
    ...(template ? { loadDataDir: template } : {}),
  });
  if (fresh && !template) void keepTemplate(client);
  // PGlite belongs to this one process, which already runs setup one step at a time.
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: "pglite",
    where: describeDatabase({ dataDir: dir }),
    withLock: (_key, work) => work(),
    close: () => client.close(),
  };
}

/**
 * PGlite's PostgreSQL keeps its shared buffers in the process's WebAssembly memory, which
 * never shrinks: the 128 MB of initdb's postgresql.conf were resident in the shop and in the
 * lake alike. A 3,200-product catalog is about 50 MB on disk and its hot pages fit in 32 MB;
 * the rest comes from the operating system's file cache (ADR 41, bench/memory.mjs).
 */
export const PGLITE_SHARED_BUFFERS = "32MB";
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

/** The rows of a raw statement: postgres.js answers `execute` with the rows, PGlite with `{ rows }`. */
export async function rowsOf<T>(db: Pick<Database, "execute">, query: SQL): Promise<T[]> {
  return rowsFrom<T>(await db.execute(query));
}

/** The rows of a raw statement's answer from either driver (see rowsOf). */
export function rowsFrom<T>(result: unknown): T[] {
  const answer = result as T[] | { rows: T[] };
  return Array.isArray(answer) ? answer : answer.rows;
}

let shared: DatabaseHandle | undefined;

/**
 * The process-wide database: PostgreSQL when DATABASE_URL is set, else PGlite under .data/;
 * with DATABASE_REPLICA_URL as well, search's read-only statements go to that replica.
 */
export function getDatabase(): DatabaseHandle {
  if (!shared) {
    const { DATABASE_URL, DATABASE_REPLICA_URL, PGLITE_DIR } = config();
    const handle = openDatabase({ url: DATABASE_URL, dataDir: PGLITE_DIR });
    shared = handle;
    // A replica of PGlite cannot exist: the setting counts only beside DATABASE_URL.
    const replica = DATABASE_URL && DATABASE_REPLICA_URL ? openDatabase({ url: DATABASE_REPLICA_URL }) : null;
    if (replica) setReplica(handle.db, replica.db);
    // On shutdown, after the last request: PostgreSQL gets its connections back, PGlite writes its files.
    onShutdown(async () => {
      await Promise.all([handle.close(), replica?.close()]);
    });
  }
  return shared;
}
