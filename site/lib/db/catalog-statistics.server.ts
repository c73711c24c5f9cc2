/**
 * The planner's statistics for the catalog. PGlite runs no autovacuum, and a PostgreSQL may run without it, so the
 * shop gathers them itself: after every catalog load, and at a start that finds a table of the catalog without them
 * (a catalog loaded by a version that analyzed fewer tables). Without the names' statistics a department's listing
 * joined every product's name before it sorted (ADR 52).
 */
import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "./client.server.ts";

/** Every table a listing's statements read (site/lib/commerce/catalog/catalog.server.ts). */
const LISTING_TABLES = [
  "brands",
  "categories",
  "category_translations",
  "prices",
  "product_translations",
  "products",
  "variants",
] as const;

export async function analyzeCatalog(db: Database): Promise<void> {
  await db.execute(sql.raw(`analyze ${LISTING_TABLES.join(", ")}`));
}

/** The listing tables the planner has no statistics for. */
export async function tablesWithoutStatistics(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ table: string }>(
    db,
    sql`select distinct tablename as "table" from pg_stats where schemaname = current_schema()`,
  );
  const analyzed = new Set(rows.map((r) => r.table));
  return LISTING_TABLES.filter((table) => !analyzed.has(table));
}
