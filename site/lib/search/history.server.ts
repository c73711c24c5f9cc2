/**
 * What shoppers do with search, written down: each search on the results page
 * (with its origin) in the log and the query counts (popular searches become
 * phrase suggestions), the shopper's recent searches, and clicks on product
 * suggestions, which add to a product's popularity. Units sold add to it too,
 * by a trigger on order lines (migration 0003_search.sql).
 */
import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "#lib/db/client.server.ts";
import type { Language, MarketCode } from "#lib/markets/markets.ts";
import { cleanQuery, normalizeQuery } from "./normalize.ts";
import type { Ticket } from "./ticket.ts";
import type { SearchOrigin } from "./types.ts";

/** Recent searches kept per shopper, market and language; older ones are forgotten. */
export const RECENT_KEPT = 20;

export interface RecordedSearch {
  market: MarketCode;
  language: Language;
  q: string;
  origin: SearchOrigin;
  hits: number;
  /** The shopper's owner key (owner.ts); null records the search but remembers nothing for anyone. */
  owner: string | null;
  /** A new search (first page, no filters): counted. Paging and filtering only refresh the recent search. */
  counted: boolean;
}

export async function recordSearch(db: Database, s: RecordedSearch): Promise<void> {
  const q = cleanQuery(s.q);
  const norm = normalizeQuery(q);
  if (!norm) return;
  await db.transaction(async (tx) => {
    if (s.counted) {
      await tx.execute(sql`
        insert into search_log (market, language, q, norm, origin, hits)
        values (${s.market}, ${s.language}, ${q}, ${norm}, ${s.origin}, ${s.hits})`);
      await tx.execute(sql`
        insert into search_queries (language, norm, q, searches, hits)
        values (${s.language}, ${norm}, ${q}, 1, ${s.hits})
        on conflict (language, norm) do update
          set q = excluded.q, searches = search_queries.searches + 1, hits = excluded.hits, last_at = now()`);
    }
    if (s.owner) {
      await tx.execute(sql`
        insert into search_recent (owner, market, language, norm, q)
        values (${s.owner}, ${s.market}, ${s.language}, ${norm}, ${q})
        on conflict (owner, market, language, norm) do update set q = excluded.q, searched_at = now()`);
      await tx.execute(sql`
        delete from search_recent r
        where r.owner = ${s.owner} and r.market = ${s.market} and r.language = ${s.language}
          and r.norm not in (
            select norm from search_recent
            where owner = ${s.owner} and market = ${s.market} and language = ${s.language}
            order by searched_at desc limit ${RECENT_KEPT})`);
    }
  });
}

/** Forgets the shopper's recent searches in one market and language (specification 7: clear recent searches). */
export async function clearRecentSearches(db: Database, owner: string, market: MarketCode, language: Language): Promise<void> {
  await db.execute(sql`
    delete from search_recent where owner = ${owner} and market = ${market} and language = ${language}`);
}

/**
 * A click on a product suggestion: counted once per shopper, product and day,
 * and then added to the product's popularity. False when the ticket names a
 * product that does not exist (any more).
 */
export async function recordClick(db: Database, owner: string, ticket: Ticket): Promise<boolean> {
  const [row] = await rowsOf<{ known: boolean }>(
    db,
    sql`with product as (select id from products where id = ${ticket.productId}),
    click as (
      insert into search_clicks (owner, product_id, day, market, language, norm)
      select ${owner}, id, current_date, ${ticket.market}, ${ticket.language}, ${ticket.query} from product
      on conflict do nothing
      returning product_id
    ),
    counted as (
      insert into search_popularity (product_id, clicks, score)
      select product_id, 1, 1 from click
      on conflict (product_id) do update
        set clicks = search_popularity.clicks + 1, score = search_popularity.score + 1
      returning product_id
    )
    select exists (select 1 from product) as known, (select count(*) from counted) as counted`,
  );
  return row?.known === true;
}
