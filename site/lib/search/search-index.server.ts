/**
 * Builds the search index from the catalog: one weighted full-text document per
 * product and language, the vocabulary query words are compared with, and the
 * catalog's phrase suggestions. Run after the catalog is loaded or changed
 * (site/lib/db/setup.server.ts does); stock, prices and popularity are read live, so
 * they need no rebuild.
 */
import { type SQL, sql } from "drizzle-orm";
import { analyzeCatalog } from "#lib/db/catalog-statistics.server.ts";
import { type Database, rowsOf } from "#lib/db/client.server.ts";
import { LANGUAGES } from "#lib/markets/markets.ts";
import { CATEGORY_KEYWORDS } from "./category-keywords.ts";
import { GENDER_WORDS } from "./gender-words.ts";

/** Text folded as query words are (site/lib/search/normalize.ts): lowercase, no accents, only letters, digits, - and '. */
export const normSql = (text: SQL) => sql`trim(regexp_replace(lower(unaccent(${text})), '[^[:alnum:]''-]+', ' ', 'g'))`;

const genderWords = () =>
  sql.join(
    LANGUAGES.map((l) => sql`(${l}, ${GENDER_WORDS[l].boys}, ${GENDER_WORDS[l].girls})`),
    sql`, `,
  );

const categoryKeywords = () =>
  sql.join(
    Object.entries(CATEGORY_KEYWORDS).flatMap(([key, words]) =>
      Object.entries(words).map(([language, text]) => sql`(${key}, ${language}, ${text})`),
    ),
    sql`, `,
  );

/**
 * The texts a product's document is made of in each language, by weight: A name,
 * brand and product key; B the category path with its keywords (category-keywords.ts);
 * C colour, gender and sizes; D the
 * English name and category path. Collected once into a temporary table that the
 * three index tables are filled from.
 */
const textsQuery = () => sql`
  with recursive tree(id, top_key, path) as (
    select id, key, array[id] from categories where parent_id is null
    union all
    select c.id, t.top_key, t.path || c.id from categories c join tree t on c.parent_id = t.id
  ),
  keywords(key, language, words) as (values ${categoryKeywords()}),
  category_text as (
    select tree.id, tree.top_key, ct.language,
           string_agg(ct.name || coalesce(' ' || k.words, ''), ' ' order by array_position(tree.path, ct.category_id)) as names
    from tree
    join category_translations ct on ct.category_id = any(tree.path)
    join categories cat on cat.id = ct.category_id
    left join keywords k on k.key = cat.key and k.language = ct.language
    group by tree.id, tree.top_key, ct.language
  ),
  gender_words(language, boys, girls) as (values ${genderWords()}),
  sizes as (
    select product_id, string_agg(distinct size, ' ') as sizes
    from variants where variant_key <> 'onesize' group by product_id
  )
  select p.id as product_id, p.category_id, p.brand_id, p.created_at, t.language, c.top_key, t.name, b.name as brand,
         (select array_agg(pr.market order by pr.market) from prices pr where pr.product_id = p.id) as markets,
         t.name || ' ' || b.name || ' ' || p.product_key as a,
         c.names as b,
         t.colour || ' ' || case when p.clone then g.boys || ' ' || g.girls
                                 when p.gender = 'boys' then g.boys else g.girls end
           || coalesce(' ' || s.sizes, '') as c,
         case when t.language = 'en' then '' else en.name || ' ' || ce.names end as d
  from products p
  join product_translations t on t.product_id = p.id
  join brands b on b.id = p.brand_id
  join category_text c on c.id = p.category_id and c.language = t.language
  join gender_words g on g.language = t.language
  join product_translations en on en.product_id = p.id and en.language = 'en'
  join category_text ce on ce.id = p.category_id and ce.language = 'en'
  left join sizes s on s.product_id = p.id`;

const collectTexts = () => sql`create temporary table search_texts on commit drop as ${textsQuery()}`;

export interface CatalogText {
  product_id: number;
  language: string;
  a: string;
  b: string;
  c: string;
  d: string;
}

/** The texts documents are made of, for another engine to index the same (bench/search.mjs). */
export function catalogTexts(db: Database): Promise<CatalogText[]> {
  return rowsOf<CatalogText>(db, textsQuery());
}

// English text is read with the English configuration (its stop words, its stemmer);
// queries look each word up in both (site/lib/search/match.server.ts).
const fillDocuments = sql`
  insert into search_documents (product_id, language, name_norm, brand_norm, top_category, markets, created_at, tsv)
  select product_id, language, ${normSql(sql`name`)}, ${normSql(sql`brand`)}, top_key, coalesce(markets, '{}'), created_at,
         setweight(to_tsvector(('ln_' || language)::regconfig, a), 'A') ||
         setweight(to_tsvector(('ln_' || language)::regconfig, b), 'B') ||
         setweight(to_tsvector(('ln_' || language)::regconfig, c), 'C') ||
         setweight(to_tsvector('ln_en', d), 'D')
  from search_texts
  -- A language's documents side by side on disk: a query reads a ninth of the pages.
  order by language, product_id`;

// The vocabulary: every word of the documents as written, unaccented and as stored
// (its lexeme), with how many products use it. A hyphenated word keeps its whole lexeme
// ("t-shirt"); its parts are words of their own. Product keys are left out: a query
// finds one by its exact lexeme.
const fillTerms = sql`
  insert into search_terms (language, word, term, lexeme, docs)
  with distinct_texts as (
    select language, config, text, count(*)::int as n from (
      select language, 'ln_' || language as config, name || ' ' || brand as text from search_texts
      union all select language, 'ln_' || language, b from search_texts
      union all select language, 'ln_' || language, c from search_texts
      union all select language, 'ln_en', d from search_texts where d <> ''
    ) all_texts group by language, config, text
  ),
  tokens as (
    -- The default parser's word tokens (ts_token_type('default')): 1–3 words,
    -- 15–17 hyphenated words, 9–11 their parts. Numbers (sizes) are matched exactly only.
    select x.language, x.config, w.tokid in (15, 16, 17) as hyphenated, w.token, sum(x.n)::int as n
    from distinct_texts x cross join lateral ts_parse('default', x.text) w
    where w.tokid in (1, 2, 3, 9, 10, 11, 15, 16, 17)
    group by 1, 2, 3, 4
  )
  select k.language, f.word, ${normSql(sql`f.word`)}, l.lexeme, sum(k.n)::int
  from tokens k
  cross join lateral unnest(tsvector_to_array(to_tsvector(k.config::regconfig, k.token))) l(lexeme)
  -- A hyphenated word is also known without its hyphens: "tshirt" is "t-shirt".
  cross join lateral (select lower(k.token) as word
                      union select replace(lower(k.token), '-', '') where k.hyphenated) f
  where not k.hyphenated or l.lexeme like '%-%'
  group by 1, 2, 3, 4`;

// Phrase suggestions from the catalog: category and brand names, each once per language.
// Popular searches (search_queries) join them as shoppers search; product names do not,
// as product suggestions show those.
const fillPhrases = sql`
  insert into search_phrases (language, phrase, norm, kind, products)
  with recursive tree(id, path) as (
    select id, array[id] from categories where parent_id is null
    union all
    select c.id, t.path || c.id from categories c join tree t on c.parent_id = t.id
  ),
  per_category as (
    select unnest(tree.path) as category_id, count(*)::int as n
    from products p join tree on tree.id = p.category_id group by 1
  ),
  phrases as (
    select ct.language, ct.name as phrase, 'category' as kind, 0 as rank, pc.n as products
    from category_translations ct join per_category pc on pc.category_id = ct.category_id
    union all
    select language, brand, 'brand', 1, count(*)::int from search_texts group by language, brand
  )
  select distinct on (language, ${normSql(sql`phrase`)}) language, phrase, ${normSql(sql`phrase`)}, kind, products
  from phrases
  order by language, ${normSql(sql`phrase`)}, rank, products desc`;

/** Rebuilds documents, terms and catalog phrases in one transaction; searches keep working meanwhile. */
export async function refreshSearchIndex(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of ["search_documents", "search_terms", "search_phrases"])
      await tx.execute(sql`delete from ${sql.identifier(table)}`);
    await tx.execute(collectTexts());
    for (const fill of [fillDocuments, fillTerms, fillPhrases] as SQL[]) await tx.execute(fill);
  });
  // Fresh statistics: without them the planner guesses, and a suggestion takes 300 ms instead of 10.
  // Vacuum drops the replaced rows, which every search would otherwise visit through the index.
  await db.execute(sql`vacuum analyze search_documents, search_terms, search_phrases`);
  await analyzeCatalog(db);
}

/** True when the index has documents (a catalog loaded before search existed has none). */
export async function searchIndexIsBuilt(db: Database): Promise<boolean> {
  const [row] = await rowsOf<{ built: boolean }>(db, sql`select exists(select 1 from search_documents) as built`);
  return row?.built === true;
}
