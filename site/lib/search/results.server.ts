/**
 * The search results page's data (/search?q=): the products the suggestion
 * query finds, in its order unless the shopper sorts, with the listing's filters
 * (size, brand, price) and pagination, a category facet, and "did you mean" when
 * nothing matches.
 */
import { sql } from "drizzle-orm";
import { type Listing, listProducts } from "#lib/commerce/catalog/catalog.server.ts";
import type { ListingParams } from "#lib/commerce/catalog/listing-params.ts";
import { type Database, rowsFromReplica, rowsOf } from "#lib/db/client.server.ts";
import { type TtlMemo, ttlMemo } from "#lib/http/ttl-memo.ts";
import type { Language, MarketCode } from "#lib/markets/markets.ts";
import { languageLiteral, matchCtes } from "./match.server.ts";
import { fold, queryWords } from "./normalize.ts";
import { SUGGESTION_TTL_MS } from "./suggest.server.ts";

export interface CategoryCount {
  id: number;
  count: number;
}

export interface SearchResults {
  listing: Listing;
  /** Every product the query finds, before the category, size, brand and price filters. */
  hits: number;
  /** How many of those sit in each top-level category, most first. */
  categories: CategoryCount[];
  /** A query that finds something, when this one finds nothing (or nothing with every word). */
  didYouMean: string | null;
}

export interface SearchRequest {
  market: MarketCode;
  language: Language;
  q: string;
  params: ListingParams;
  /** The category facet: only products in this top-level category (with its subcategories). */
  category: number | null;
}

/** Products a query finds, best first, with their top-level category. */
async function rankedMatches(db: Database, market: MarketCode, language: Language, words: string[]) {
  if (words.length === 0) return [];
  // Planned once per connection, as the suggestion statement is (ADR 13): planning this
  // statement anew costs more than running it for most queries.
  return rowsFromReplica<{ product_id: number; top_id: number; partial: boolean }>(
    db,
    sql`with ${matchCtes({ market, language, words })}
    select r.product_id, c.id as top_id, r.words_matched < (select weight from q) as partial
    from ranked r join categories c on c.key = r.top_category
    order by r.position`,
  );
}

/** A query's ranked products, compactly: ids and their top-level categories side by side. */
interface Ranking {
  ids: Int32Array;
  tops: Int32Array;
  partial: boolean;
}

/**
 * The ranking of a query is the same for every shopper: each process keeps it for the 60 s
 * it keeps suggestions (SUGGESTION_TTL_MS, the specification's stale time), so a results
 * page asked for again (another page, sort or filter of it, the same popular search)
 * costs the database only its page of cards. Stock order and popularity may lag as much.
 * At most RANKINGS_KEPT queries of at most RANKING_KEPT_HITS products, 8 bytes a product:
 * under 25 MB whatever the catalog.
 */
const RANKINGS_KEPT = 300;
const RANKING_KEPT_HITS = 10_000;
const rankings = new WeakMap<Database, TtlMemo<Ranking>>();

/** Forgets the rankings a process keeps for a database (tests that change the catalog or popularity). */
export function forgetSearchResults(db: Database): void {
  rankings.get(db)?.clear();
}

async function ranking(db: Database, market: MarketCode, language: Language, words: string[]): Promise<Ranking> {
  let memo = rankings.get(db);
  if (!memo) {
    memo = ttlMemo({ ttlMs: SUGGESTION_TTL_MS, maxEntries: RANKINGS_KEPT });
    rankings.set(db, memo);
  }
  const key = `${market}|${language}|${words.join(" ")}`;
  const compute = async (): Promise<Ranking> => {
    const rows = await rankedMatches(db, market, language, words);
    return {
      ids: Int32Array.from(rows, (r) => r.product_id),
      tops: Int32Array.from(rows, (r) => r.top_id),
      partial: rows[0]?.partial ?? false,
    };
  };
  const kept = await memo.get(key, compute);
  // A ranking too large to keep is used once and let go.
  if (kept.ids.length > RANKING_KEPT_HITS) memo.delete(key);
  return kept;
}

export async function searchProducts(db: Database, request: SearchRequest): Promise<SearchResults> {
  const { market, language, params, category } = request;
  const words = queryWords(request.q);
  const found = words.length === 0 ? null : await ranking(db, market, language, words);
  const matches = found
    ? Array.from(found.ids, (product_id, i) => ({ product_id, top_id: found.tops[i] as number, partial: found.partial }))
    : [];
  const counts = new Map<number, number>();
  for (const m of matches) counts.set(m.top_id, (counts.get(m.top_id) ?? 0) + 1);
  const inCategory = category === null ? matches : matches.filter((m) => m.top_id === category);
  const listing = await listProducts(db, market, language, { productIds: inCategory.map((m) => m.product_id) }, params);
  return {
    listing,
    hits: matches.length,
    categories: [...counts].map(([id, count]) => ({ id, count })).sort((a, b) => b.count - a.count || a.id - b.id),
    // Nothing found, or only products without every word (match.server.ts): a query that finds them all.
    didYouMean:
      (matches.length === 0 || matches[0]?.partial) && words.length > 0 ? await didYouMean(db, market, language, words) : null,
  };
}

/**
 * A query close to one that found nothing: its words without those nothing
 * knows ("svarta jeans xqzt" → "svarta jeans"), else the catalog phrase most
 * like it ("vinterjackka" → "Vinterjackor"), else each word's nearest known
 * word. Only a query that finds something is offered.
 */
export async function didYouMean(db: Database, market: MarketCode, language: Language, words: string[]): Promise<string | null> {
  const lang = languageLiteral(language);
  const qn = words.map(fold).join(" ");
  const [row] = await rowsOf<{ known: string[] | null; corrected: string[] | null; phrase: string | null }>(
    db,
    sql`with ${matchCtes({ market, language, words })}
    select
      (select array_agg(i.word order by i.ord) from word_info i
       where i.known or exists (select 1 from expansions e where e.ord = i.ord)) as known,
      (select array_agg(coalesce(
          (select c.term from corrections c where c.ord = i.ord order by c.quality desc limit 1), i.word) order by i.ord)
       from word_info i) as corrected,
      (select p.phrase from search_phrases p
       where p.language = ${lang} and p.norm % ${qn}
       order by similarity(p.norm, ${qn}) desc, p.products desc limit 1) as phrase`,
  );
  const options = [row?.known?.join(" "), row?.phrase, row?.corrected?.join(" ")];
  const tried = new Set([words.join(" ")]);
  for (const option of options) {
    if (!option || tried.has(option)) continue;
    tried.add(option);
    const found = await rankedMatches(db, market, language, queryWords(option));
    if (found.length > 0 && !found[0]?.partial) return option;
  }
  return null;
}
