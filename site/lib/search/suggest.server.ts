/**
 * The suggestion query (specification 7: q, market, locale → the search
 * response): product suggestions with click tickets, phrase suggestions with
 * the typed part highlighted, the shopper's recent searches, and how many
 * products the query finds. One statement, one round trip.
 */
import { sql } from "drizzle-orm";
import { picturePath, productPicture } from "#lib/commerce/catalog/pictures/picture.ts";
import { type Database, rowsFromReplica, rowsOf } from "#lib/db/client.server.ts";
import { type TtlMemo, ttlMemo } from "#lib/http/ttl-memo.ts";
import { type Language, MARKETS, type MarketCode, storefront } from "#lib/markets/markets.ts";
import { highlight } from "./highlight.ts";
import { languageLiteral, matchCtes } from "./match.server.ts";
import { cleanQuery, normalizeQuery, queryWords } from "./normalize.ts";
import { encodeTicket } from "./ticket.ts";
import type { ProductSuggestion, SearchSuggestions } from "./types.ts";

export const PRODUCT_SUGGESTIONS = 6;
/** Matches whose stock is read to order the suggestions (match.server.ts). */
const SHORTLIST = 60;
export const PHRASE_SUGGESTIONS = 5;
/** Recent searches shown for an empty query; for a typed one, those it begins. */
export const RECENT_SEARCHES = 8;
const RECENT_WHILE_TYPING = 3;
/** A shopper's own searches become everyone's phrase suggestions only once several were made. */
const POPULAR_AFTER = 2;

export interface SuggestInput {
  market: MarketCode;
  language: Language;
  q: string;
  /** The shopper's owner key (owner.ts), or null: no recent searches. */
  owner: string | null;
}

interface ProductRow {
  id: number;
  product_key: string;
  slug: string;
  name: string;
  brand: string;
  colour_hex: string;
  category_id: number;
  list_minor: number;
  sale_minor: number | null;
  gender: "boys" | "girls";
  in_stock: boolean;
}

interface SuggestRow {
  total: number | string | null;
  products: ProductRow[] | null;
  phrases: { phrase: string }[] | null;
}

/** The shopper's recent searches in a market and language, newest first; those `prefix` begins when typing. */
async function recentSearches(db: Database, input: SuggestInput, prefix: string, limit: number): Promise<{ q: string }[]> {
  if (!input.owner) return [];
  return rowsOf<{ q: string }>(
    db,
    sql`select q from search_recent
        where owner = ${input.owner} and market = ${input.market} and language = ${input.language}
          and norm like ${prefix} || '%'
        order by searched_at desc limit ${limit}`,
  );
}

/**
 * Suggestions without the shopper's own part are the same for everyone: each
 * process keeps them for the query stale time of the specification (60 s), so a
 * popular prefix costs the database once a minute. Stock order and popularity
 * may lag by as much; recent searches are always read fresh.
 */
export const SUGGESTION_TTL_MS = 60_000;
const memos = new WeakMap<Database, TtlMemo<Omit<SearchSuggestions, "recentSearches">>>();

function memoOf(db: Database) {
  let memo = memos.get(db);
  if (!memo) {
    memo = ttlMemo({ ttlMs: SUGGESTION_TTL_MS, maxEntries: 5000 });
    memos.set(db, memo);
  }
  return memo;
}

/** Forgets the remembered suggestions of a database (tests that change popularity and look again). */
export function forgetSuggestions(db: Database): void {
  memos.get(db)?.clear();
}

export async function suggest(db: Database, input: SuggestInput): Promise<SearchSuggestions> {
  const q = cleanQuery(input.q);
  const words = queryWords(q);
  if (words.length === 0) {
    return {
      productSuggestions: [],
      phraseSuggestions: [],
      recentSearches: await recentSearches(db, input, "", RECENT_SEARCHES),
      totalHits: 0,
    };
  }
  const [found, recent] = await Promise.all([
    memoOf(db).get(`${input.market}|${input.language}|${words.join(" ")}`, () =>
      findSuggestions(db, input.market, input.language, words),
    ),
    recentSearches(db, input, normalizeQuery(q), RECENT_WHILE_TYPING),
  ]);
  return { ...found, recentSearches: recent };
}

async function findSuggestions(
  db: Database,
  market: MarketCode,
  language: Language,
  words: string[],
): Promise<Omit<SearchSuggestions, "recentSearches">> {
  const lang = languageLiteral(language);
  const q = words.join(" ");
  const qn = normalizeQuery(q);
  const [row] = await rowsFromReplica<SuggestRow>(
    db,
    sql`with ${matchCtes({ market, language, words, shortlist: SHORTLIST })},
    top as (select * from ranked where position <= ${PRODUCT_SUGGESTIONS}),
    phrases as (
      select distinct on (norm) phrase, norm, starts, kind_rank, weight from (
        select p.phrase, p.norm, p.norm like ${qn} || '%' as starts, 0 as kind_rank, p.products as weight
        from search_phrases p where p.language = ${lang}
        union all
        select s.q, s.norm, s.norm like ${qn} || '%', 1, s.searches
        from search_queries s
        where s.language = ${lang} and s.hits > 0 and s.searches >= ${POPULAR_AFTER} and s.norm like ${qn} || '%'
      ) candidates
      -- Every word, or its spelling correction, begins a word of the phrase.
      where not exists (
        select 1 from words w where not exists (
          select 1 from (
            select w.w as form
            union all select c.term from corrections c where c.ord = w.ord
            -- words of the same stem: "byxa" suggests "Byxor"
            union all select t.term from search_terms t, word_info i
            where i.ord = w.ord and t.language = ${lang} and t.lexeme = any(i.stems)
          ) f
          where ' ' || translate(candidates.norm, '-', ' ') like '% ' || translate(f.form, '-', ' ') || '%'
             or ' ' || replace(candidates.norm, '-', '') like '% ' || f.form || '%'))
      order by norm, kind_rank
    )
    select
      (select count(*) from matched) as total,
      (select json_agg(json_build_object(
          'id', p.id, 'product_key', p.product_key, 'slug', t.slug, 'name', t.name, 'brand', b.name,
          'colour_hex', p.colour_hex, 'category_id', p.category_id,
          'list_minor', pr.list_minor, 'sale_minor', pr.sale_minor, 'gender', p.gender, 'in_stock', top.in_stock
        ) order by top.position)
        from top
        join products p on p.id = top.product_id
        join brands b on b.id = p.brand_id
        join product_translations t on t.product_id = p.id and t.language = ${lang}
        join prices pr on pr.product_id = p.id and pr.market = ${market}) as products,
      (select json_agg(json_build_object('phrase', phrase) order by starts desc, kind_rank, weight desc, length(norm))
        from (select * from phrases order by starts desc, kind_rank, weight desc, length(norm) limit ${PHRASE_SUGGESTIONS}) f) as phrases`,
  );
  const sf = storefront(market, { english: language === "en" });
  const currency = MARKETS[market].currency;
  const productSuggestions: ProductSuggestion[] = (row?.products ?? []).map((p) => ({
    id: p.id,
    productKey: p.product_key,
    fullSlug: p.slug,
    // localizePath's rule for a product slug; paths.ts is not importable by scripts Node runs.
    url: `${sf.basePath}/${p.slug}`,
    name: p.name,
    brand: { name: p.brand },
    media: [{ imageSrc: picturePath(productPicture(p.category_id, p.name, language, p.colour_hex), "front", 240) }],
    price: p.list_minor,
    salePrice: p.sale_minor,
    currency,
    gender: p.gender,
    inStock: p.in_stock,
    attributes: {
      clone: false,
      ticket: encodeTicket({ productId: p.id, market, language, query: qn }),
    },
  }));
  return {
    productSuggestions,
    phraseSuggestions: (row?.phrases ?? []).map(({ phrase }) => ({ q: phrase, highlighted: highlight(phrase, q) })),
    totalHits: Number(row?.total ?? 0),
  };
}
