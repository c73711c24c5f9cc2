/**
 * What search remembers, and for how long. The log holds what shoppers typed,
 * which can be anything (a name, an e-mail address), so it is kept only as long
 * as search tuning needs it; the counts that make popular searches suggestions
 * live on in `search_queries`, without a date or a shopper. Recent searches
 * belong to a visitor cookie that lives a year. Clicks only stop one shopper from
 * counting twice a day: the popularity they added stays.
 */
import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "#lib/db/client.server.ts";
import { scheduleDaily } from "#lib/db/daily-job.ts";

export const SEARCH_LOG_DAYS = 90;
export const RECENT_SEARCH_DAYS = 365;
export const SEARCH_CLICK_DAYS = 7;

export interface SearchRetentionResult {
  log: number;
  recent: number;
  clicks: number;
}

/** Deletes what is past its time, by the database's clock. */
export async function deleteExpiredSearchData(db: Pick<Database, "execute">): Promise<SearchRetentionResult> {
  const [row] = await rowsOf<Record<keyof SearchRetentionResult, number | string>>(
    db,
    sql`with log as (
          delete from search_log where created_at < now() - make_interval(days => ${SEARCH_LOG_DAYS}) returning 1
        ), recent as (
          delete from search_recent where searched_at < now() - make_interval(days => ${RECENT_SEARCH_DAYS}) returning 1
        ), clicks as (
          delete from search_clicks where created_at < now() - make_interval(days => ${SEARCH_CLICK_DAYS}) returning 1
        )
        select (select count(*) from log) as log, (select count(*) from recent) as recent, (select count(*) from clicks) as clicks`,
  );
  return { log: Number(row?.log ?? 0), recent: Number(row?.recent ?? 0), clicks: Number(row?.clicks ?? 0) };
}

const JOB = "search retention";

/** Starts the daily deletion in this process (see site/lib/db/daily-job.ts); never throws. */
export function scheduleSearchRetention(database: () => Database, log: Pick<Console, "log" | "error"> = console): void {
  scheduleDaily(
    JOB,
    async () => {
      const gone = await deleteExpiredSearchData(database());
      return gone.log + gone.recent + gone.clicks > 0
        ? `deleted ${gone.log} logged searches, ${gone.recent} recent searches and ${gone.clicks} clicks`
        : null;
    },
    log,
  );
}
