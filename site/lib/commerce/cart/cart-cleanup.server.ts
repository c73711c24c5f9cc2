/**
 * Abandoned carts are deleted (ADR 7): a cart not changed for CART_RETENTION_DAYS
 * (no add, quantity change or removal) goes with its lines. Orders need nothing
 * from a cart: placing one copies product, size, quantity and price into
 * `order_lines` and empties the cart, and no table refers to `carts`, so the
 * cleanup never touches an order.
 *
 * The server runs it in its own process (PGlite allows one), in the background
 * when the cart API is first used after a start and then once a day, on a timer
 * that never keeps the process alive; `npm run db:cleanup` runs it once.
 */
import { type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf } from "#lib/db/client.server.ts";
import { DAILY_MS, scheduleDaily, stopDaily } from "#lib/db/daily-job.ts";

/** Days a cart is kept after its last change. */
export const CART_RETENTION_DAYS = 30;
/** How often the server runs the cleanup. */
export const CART_CLEANUP_INTERVAL_MS = DAILY_MS;
/** Carts deleted per statement, so that no statement holds locks (or PGlite's one connection) for long. */
const BATCH = 1000;

export interface CleanupResult {
  carts: number;
  lines: number;
}

type Counts = { carts: number | string; lines: number | string };

async function counts(db: Database, query: SQL): Promise<CleanupResult> {
  const [row] = await rowsOf<Counts>(db, query);
  return { carts: Number(row?.carts ?? 0), lines: Number(row?.lines ?? 0) };
}

export interface CleanupOptions {
  /** Days a cart is kept after its last change (default CART_RETENTION_DAYS). */
  days?: number;
  /** Carts per statement (default 1000). */
  batch?: number;
}

/**
 * Deletes the carts not changed for `days` (by the database's clock) and their
 * lines, a batch of carts and its lines in one statement; then lines older than
 * that whose cart no longer exists (lines have no foreign key to carts).
 * A cart changed while the cleanup runs is kept: the delete re-checks `updated_at`.
 */
export async function deleteAbandonedCarts(
  db: Database,
  { days = CART_RETENTION_DAYS, batch = BATCH }: CleanupOptions = {},
): Promise<CleanupResult> {
  const cutoff = sql`now() - make_interval(days => ${Math.max(0, Math.floor(days))})`;
  const size = Math.max(1, Math.floor(batch));
  const total: CleanupResult = { carts: 0, lines: 0 };
  for (;;) {
    const deleted = await counts(
      db,
      sql`with gone as (
            delete from carts
            where updated_at < ${cutoff}
              and (token, market) in (
                select token, market from carts where updated_at < ${cutoff} order by updated_at limit ${size}
              )
            returning token, market
          ), lines as (
            delete from cart_items where (cart_token, market) in (select token, market from gone) returning 1
          )
          select (select count(*) from gone) as carts, (select count(*) from lines) as lines`,
    );
    total.carts += deleted.carts;
    total.lines += deleted.lines;
    if (deleted.carts < size) break;
  }
  const orphans = await counts(
    db,
    sql`with lines as (
          delete from cart_items
          where created_at < ${cutoff}
            and not exists (select 1 from carts where carts.token = cart_items.cart_token and carts.market = cart_items.market)
          returning 1
        )
        select 0 as carts, (select count(*) from lines) as lines`,
  );
  total.lines += orphans.lines;
  return total;
}

const JOB = "cart cleanup";

/** Starts the daily cleanup in this process (see site/lib/db/daily-job.ts); never throws. */
export function scheduleCartCleanup(database: () => Database, log: Pick<Console, "log" | "error"> = console): void {
  scheduleDaily(
    JOB,
    async () => {
      const { carts, lines } = await deleteAbandonedCarts(database());
      return carts > 0 || lines > 0 ? `deleted ${carts} abandoned carts and ${lines} lines` : null;
    },
    log,
  );
}

/** Stops the daily cleanup (tests). */
export function stopCartCleanup(): void {
  stopDaily(JOB);
}
