import { resolve } from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { DatabaseHandle } from "./client.server.ts";

export const MIGRATIONS_DIR = resolve(process.cwd(), "site/lib/db/migrations");

/** A fixed key for pg_advisory_lock: one process at a time migrates and seeds a shared server. */
export const SETUP_LOCK = 7_305_112;

export async function migrate(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  if (handle.kind === "pglite") await migratePglite(handle.db as never, { migrationsFolder });
  else await migratePostgres(handle.db as never, { migrationsFolder });
}
