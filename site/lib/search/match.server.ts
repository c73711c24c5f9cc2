/**
 * How a query finds products: the heart of the search service, shared by the
 * suggestion query and the results page so that "show N products" shows N.
 *
 * Each query word becomes a set of lexemes, OR'ed; the words are AND'ed:
 *   - the word itself, stemmed by the language's configuration and by English
 *     ("byxa" → byx, which "byxor" is stored as; "jeans" → jean in French);
 *   - words of the vocabulary (search_terms) it is, unaccented ("fjallbarn"),
 *     begins ("jea" → jeans: completion while typing, Polish endings, as Polish
 *     has no stemmer), ends ("blå" in "mörkblå", "jacka" in "regnjacka": the
 *     head of a compound) or, from four letters, sits inside;
 *   - only when none of that knows the word: the nearest words by edit
 *     distance among those similar by trigrams (pg_trgm's `%`) or one swap of
 *     neighbouring letters away ("jaens", "jens" → jeans);
 *   - a word the vocabulary does not hold may be a compound the catalog never
 *     wrote ("regnställ", "villasukat", "Winterschuhe"): cut in two where the
 *     catalog knows the parts best, its parts are then words of their own.
 * When no product has every word, those with the most of them are found, a
 * compound's last part weighing more than its first: a word the catalog lacks
 * ("ställ", "ete" in "robe ete") narrows nothing rather than emptying the page.
 * A word typed with accents is compared as written ("blå" begins no "black").
 * Products are then ordered: exact name or brand first, in stock before sold
 * out, how well they match (the word itself and its completions over compounds
 * and corrections; name and brand over category, colour and English; whole
 * words of the name), popularity from clicks and sales, newest.
 *
 * The language is written into the statement as a literal (it is one of nine
 * fixed codes), so the planner always picks that language's partial indexes.
 */
import { type SQL, sql } from "drizzle-orm";
import { LANGUAGES, type Language, type MarketCode } from "#lib/markets/markets.ts";
import { fold } from "./normalize.ts";
import { normSql } from "./search-index.server.ts";

/** Completions per word: the most used words of the vocabulary that begin with it. */
const EXPANSIONS = 24;
/** Spelling corrections per word. */
const CORRECTIONS = 3;
/** Candidates at least this good rank as the word itself: compounds it ends, swaps, close corrections. */
const STRONG = 0.6;
/** And these rank first: the word unaccented, its completions. */
const BEST = 0.8;

export function languageLiteral(language: Language): SQL {
  if (!LANGUAGES.includes(language)) throw new RangeError(`not a language: ${language}`);
  return sql.raw(`'${language}'`);
}

function configLiteral(language: Language): SQL {
  if (!LANGUAGES.includes(language)) throw new RangeError(`not a language: ${language}`);
  return sql.raw(`'ln_${language}'::regconfig`);
}

export interface MatchInput {
  market: MarketCode;
  language: Language;
  /** Folded query words (normalize.ts queryWords); none matches nothing. */
  words: string[];
  /** Only products in these categories (the results page's category filter). */
  categoryIds?: number[] | undefined;
  /**
   * Rank only this many best matches by stock (suggestions): stock is the one
   * ordering fact read per product, and thousands of matches would each pay for it.
   */
  shortlist?: number | undefined;
}

/**
 * The common table expressions of a match: `matched`, one row per product found
 * in the market, and `ranked`, those (or the shortlist) with `tier`, `in_stock`,
 * `score`, `popularity`, `created_at` and `position` (1 = first). `words`, `word_info` and `corrections`
 * are there for phrase suggestions and "did you mean".
 */
export function matchCtes({ market, language, words, categoryIds, shortlist }: MatchInput): SQL {
  const lang = languageLiteral(language);
  const config = configLiteral(language);
  const categoryFilter = categoryIds?.length
    ? sql`and d.product_id in (select id from products where category_id = any(string_to_array(${categoryIds.join(",")}, ',')::int[]))`
    : sql``;
  return sql`
  typed as (
    -- Words hold no spaces (normalize.ts), so one string carries them all.
    select ord::int as ord, word from unnest(string_to_array(${words.join(" ")}, ' ')) with ordinality as t(word, ord)
  ),
  words as (
    -- w: the word folded, as search_terms.term is. Stop words ("de", "och") and single
    -- letters ("à" typed as "a") are left out unless the query is nothing else.
    select ord, word, ${normSql(sql`word`)} as w,
      case when word like '%-%' then '{}' else tsvector_to_array(to_tsvector(${config}, word)) end as stems
    from typed
    where (numnode(plainto_tsquery(${config}, word)) > 0 and length(word) > 1)
       or not exists (select 1 from typed t where numnode(plainto_tsquery(${config}, t.word)) > 0 and length(t.word) > 1)
  ),
  word_info as (
    select ord, word, w, stems, word <> w as accented, case when word <> w then word else w end as typed,
      plainto_tsquery(${config}, word) || plainto_tsquery('ln_en', word) as exact,
      exists (
        select 1 from search_terms t
        where t.language = ${lang} and (t.term = w and (word = w or t.word = word) or t.lexeme = any(stems))
      ) as known
    from words
  ),
  expansions as (
    -- The word unaccented ("fjallbarn"), completions ("jea"), compounds it ends, as
    -- their head ("blå" in "mörkblå", "jacka" in "regnjacka"), and from four letters
    -- words it sits in, ranked lower.
    -- A word typed with accents is compared as written ("blå" is no prefix of "black"),
    -- one typed without them unaccented ("fjallbarn" is Fjällbarn).
    select i.ord, c.lexeme, c.term, c.quality
    from word_info i cross join lateral (
      select t.lexeme, min(t.term) as term,
             max(case when x.v = i.typed then 1 when x.v like i.typed || '%' then 0.8
                      when x.v like '%' || i.typed then 0.7 else 0.5 end) as quality,
             max(t.docs) as docs
      from search_terms t cross join lateral (select case when i.accented then t.word else t.term end as v) x
      where t.language = ${lang}
        and (case when i.accented then t.word like i.typed || '%' else t.term like i.typed || '%' end
             or (length(i.typed) >= 3 and x.v like '%' || i.typed)
             or (length(i.typed) >= 4 and x.v like '%' || i.typed || '%'))
      group by t.lexeme
      order by 3 desc, 4 desc
      limit ${EXPANSIONS}
    ) c
  ),
  corrections as (
    -- Candidates by trigram similarity or a swap of neighbouring letters; kept only the
    -- nearest by edit distance (1 for words up to five letters, 2 up to eight, else 3,
    -- which long inflected words need: "kumisaapas" is kumisaappaat): "jens" is jeans,
    -- not jente, though both share as many trigrams.
    select i.ord, c.lexeme, c.term, case when c.distance = 1 then 0.7 else 0.6 end as quality
    from word_info i cross join lateral (
      select x.*, min(x.distance) over () as nearest from (
        select t.lexeme, t.term, t.docs, similarity(t.term, i.w) as similar,
               case when t.term = any(swaps.w) then 1 else levenshtein_less_equal(t.term, i.w, 4) end as distance
        from search_terms t,
             (select array_agg(overlay(i.w placing substr(i.w, n + 1, 1) || substr(i.w, n, 1) from n for 2)) as w
              from generate_series(1, length(i.w) - 1) n) swaps
        where t.language = ${lang} and length(i.w) >= 3 and (t.term % i.w or t.term = any(swaps.w))
      ) x
      where x.distance <= case when length(i.w) <= 5 then 1 when length(i.w) <= 8 then 2 else 3 end
      order by x.distance, x.similar desc, x.docs desc
      limit ${CORRECTIONS}
    ) c
    where c.distance = c.nearest
      and not i.known and not exists (select 1 from expansions e where e.ord = i.ord and e.quality >= ${STRONG})
  ),
  split_points as (
    -- A word the vocabulary does not hold (no word it is, begins, ends or sits in) may be
    -- a compound the catalog never wrote: "regnställ", "villasukat", "Winterschuhe". Each
    -- cut into two parts of three letters or more is weighed by what the catalog knows of
    -- each part: 2 for a whole word (or its stem, or the first part of a compound the
    -- catalog has), 1 for the beginning of one.
    select i.ord, n, left(i.w, n) as head, substr(i.w, n + 1) as tail
    from word_info i, generate_series(3, length(i.w) - 3) n
    where length(i.w) >= 6 and i.w not like '%-%' and not i.known
      and not exists (select 1 from expansions e where e.ord = i.ord)
      -- a word one letter from a known one is that word mistyped (below), never cut
      and not exists (select 1 from corrections c where c.ord = i.ord and c.quality >= 0.7)
  ),
  split_scores as materialized (
    select p.*,
      case when exists (select 1 from search_terms t where t.language = ${lang} and t.term = p.head) then 2
           -- the first part of a compound the catalog has, whose rest is a word ("regn" of regn|jacka)
           when exists (select 1 from (select t.term from search_terms t
                                       where t.language = ${lang} and t.term like p.head || '%'
                                         and length(t.term) >= length(p.head) + 3
                                       -- enough to find a compound; a short head begins hundreds of words
                                       limit 40) t
                        join search_terms r on r.language = ${lang} and r.term = substr(t.term, length(p.head) + 1)) then 2
           when exists (select 1 from search_terms t where t.language = ${lang} and t.term like p.head || '%') then 1
           else 0 end as head_score,
      case when exists (select 1 from search_terms t where t.language = ${lang}
                        and (t.term = p.tail or t.lexeme = any(tsvector_to_array(to_tsvector(${config}, p.tail))))) then 2
           when exists (select 1 from search_terms t where t.language = ${lang} and t.term like p.tail || '%') then 1
           else 0 end as tail_score
    from split_points p
  ),
  best_splits as (
    -- The best cut of each word, by what is known of its parts, then the longer known part.
    select distinct on (ord) ord, head, tail, head_score + tail_score as score
    from split_scores where head_score + tail_score > 0
    order by ord, head_score + tail_score desc, greatest(head_score, tail_score) desc,
             greatest(case when head_score > 0 then length(head) else 0 end,
                      case when tail_score > 0 then length(tail) else 0 end) desc
  ),
  splits as (
    -- A cut is taken over spelling corrections when both parts are known ("vinterskor" is
    -- winter shoes, not vinterjackor three letters away), and over none but one a single
    -- letter away; otherwise only when there is no correction at all.
    select s.ord, s.head, s.tail from best_splits s
    where not exists (select 1 from corrections c where c.ord = s.ord and (s.score < 3 or c.quality >= 0.7))
  ),
  parts as (
    -- A compound's parts are words of their own (ord × 10 + 1, + 2), so each must match
    -- as a word does, and a part nothing has is left out like an unknown word (below).
    select s.ord * 10 + k as ord, part, weight,
      plainto_tsquery(${config}, part) || plainto_tsquery('ln_en', part) as exact
    -- The last part names the thing ("sokken" of wintersokken): it weighs more when
    -- only some words match.
    from splits s cross join lateral (values (1, s.head, 1.0), (2, s.tail, 1.5)) v(k, part, weight)
  ),
  part_candidates as (
    -- What a part may mean: the vocabulary words it is or begins, and those of its stem.
    select p.ord, c.lexeme, c.quality
    from parts p cross join lateral (
      select t.lexeme, max(case when t.term = p.part then 1 else 0.8 end) as quality, max(t.docs) as docs
      from search_terms t
      where t.language = ${lang}
        and (t.term like p.part || '%' or t.lexeme = any(tsvector_to_array(to_tsvector(${config}, p.part))))
      group by t.lexeme
      order by 2 desc, 3 desc
      limit ${EXPANSIONS}
    ) c
  ),
  candidates as (
    select ord, lexeme, quality from expansions union all select ord, lexeme, quality from corrections
    union all select ord, lexeme, quality from part_candidates
  ),
  units as (
    -- The query's words, a split compound as its parts.
    select ord, w, exact, 1.0 as weight from word_info where ord not in (select ord from splits)
    union all select ord, part, exact, weight from parts
  ),
  word_queries as (
    -- wq: everything the word may mean; strong and best: only the better candidates, so
    -- that what lies inside other words and distant corrections rank below ("tshirt"
    -- is a t-shirt before it is a sweatshirt).
    select i.ord, i.w, i.weight,
      i.exact || coalesce((select string_agg(distinct quote_literal(c.lexeme), ' | ')::tsquery
                           from candidates c where c.ord = i.ord), ''::tsquery) as wq,
      i.exact || coalesce((select string_agg(distinct quote_literal(c.lexeme), ' | ')::tsquery
                           from candidates c where c.ord = i.ord and c.quality >= ${STRONG}), ''::tsquery) as strong,
      i.exact || coalesce((select string_agg(distinct quote_literal(c.lexeme), ' | ')::tsquery
                           from candidates c where c.ord = i.ord and c.quality >= ${BEST}), ''::tsquery) as best
    from units i
  ),
  q as (
    select string_agg('(' || wq::text || ')', ' & ' order by ord)::tsquery as query,
           string_agg('(' || wq::text || ')', ' | ' order by ord)::tsquery as any_query,
           string_agg('(' || strong::text || ')', ' & ' order by ord)::tsquery as strong,
           string_agg('(' || strong::text || ')', ' | ' order by ord)::tsquery as any_strong,
           string_agg('(' || best::text || ')', ' & ' order by ord)::tsquery as best,
           string_agg('(' || best::text || ')', ' | ' order by ord)::tsquery as any_best,
           count(*) as units, sum(weight) as weight,
           string_agg(w, ' ' order by ord) as qn
    from word_queries where numnode(wq) > 0
  ),
  matched_all as (
    select d.product_id, d.top_category, d.created_at, q.weight as words_matched,
      case when d.name_norm = q.qn or d.brand_norm = q.qn or d.brand_norm || ' ' || d.name_norm = q.qn then 2
           when q.qn like d.brand_norm || ' %' or q.qn like '% ' || d.brand_norm then 1
           else 0 end as tier,
      ts_rank('{0.05, 0.2, 0.5, 1.0}', d.tsv, q.query)
        + case when d.tsv @@ q.strong then 0.5 else 0 end
        + case when d.tsv @@ q.best then 0.5 else 0 end
        -- Words that stand whole in the name: "shirt" is a shirt before it is a t-shirt.
        + ${wholeWords(words)} as score
    from search_documents d, q
    where d.language = ${lang} and ${market} = any(d.markets) and d.tsv @@ q.query ${categoryFilter}
  ),
  matched_some as (
    -- When no product has every word, those with the most of them: a word the catalog
    -- lacks ("ställ" of regnställ, "ete" in "robe ete", a colour no jacket has) narrows
    -- nothing rather than emptying the page. Only then, and only for several words.
    select d.product_id, d.top_category, d.created_at, m.n as words_matched, 0 as tier,
      ts_rank('{0.05, 0.2, 0.5, 1.0}', d.tsv, q.any_query)
        + case when d.tsv @@ q.any_strong then 0.5 else 0 end
        + case when d.tsv @@ q.any_best then 0.5 else 0 end
        + ${wholeWords(words)} as score
    from search_documents d, q
    cross join lateral (select sum(u.weight) as n from word_queries u where numnode(u.wq) > 0 and d.tsv @@ u.wq) m
    where q.units > 1 and not exists (select 1 from matched_all)
      and d.language = ${lang} and ${market} = any(d.markets) and d.tsv @@ q.any_query ${categoryFilter}
  ),
  matched_most as (
    select product_id, top_category, created_at, words_matched, tier, score
    from (select *, max(words_matched) over () as most from matched_some) s
    where words_matched = most
  ),
  matched as (
    select * from matched_all union all select * from matched_most
  ),
  scored as (
    select m.*, coalesce(pop.score, 0) as popularity
    from matched m left join search_popularity pop on pop.product_id = m.product_id
  ),
  candidates_ranked as (
    ${
      shortlist
        ? sql`-- Stock is read for the best ones only: a sold-out product drops below the in-stock
    -- ones among them, and hardly any list of ${sql.raw(String(shortlist))} is mostly sold out.
    select * from scored order by tier desc, words_matched desc, score desc, popularity desc, created_at desc, product_id desc
    limit ${sql.raw(String(shortlist))}`
        : sql`select * from scored`
    }
  ),
  ranked as (
    select c.*, s.in_stock,
      row_number() over (order by c.tier desc, c.words_matched desc, s.in_stock desc, c.score desc, c.popularity desc,
                                  c.created_at desc, c.product_id desc) as position
    from candidates_ranked c
    cross join lateral (
      select exists (select 1 from variants v where v.product_id = c.product_id and v.stock > 0) as in_stock
    ) s
  )`;
}

/** 0.5 × the share of the query's words that stand whole in the product's name (written out: no subquery per row). */
function wholeWords(words: string[]): SQL {
  if (words.length === 0) return sql`0`;
  const checks = words.map((w) => sql`(' ' || d.name_norm || ' ' like ${`% ${fold(w)} %`})::int`);
  return sql`0.5 * (${sql.join(checks, sql` + `)}) / ${sql.raw(`${words.length}.0`)}`;
}
