/**
 * The search service's tables (issue 17, docs/adr/0013-search-in-the-database.md).
 * Rebuilt from the catalog by site/lib/search/search-index.server.ts: documents,
 * terms and phrases. Written as shoppers search: the log, recent searches, query
 * counts, clicks; popularity is kept by triggers (migration 0003_search.sql).
 */
import { sql } from "drizzle-orm";
import { bigserial, customType, date, index, integer, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";
import { LANGUAGES } from "#lib/markets/markets.ts";
import { products } from "./schema.server.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * One row per product and language: the weighted full-text document (A name,
 * brand and product key; B category path; C colour and gender; D the English
 * name, as shoppers everywhere type "jeans" or "hoodie") and the normalized name
 * and brand for exact matches. Each language has its own GIN index, so a query
 * reads only its language's lexemes.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    /** lower(unaccent(name)), lower(unaccent(brand)): what an exact match compares. */
    nameNorm: text("name_norm").notNull(),
    brandNorm: text("brand_norm").notNull(),
    /** Key of the product's top-level category: decides the picture's kind. */
    topCategory: text("top_category").notNull(),
    /** The markets with a price and the product's date, copied so that ranking thousands of matches joins nothing. */
    markets: text("markets").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    tsv: tsvector("tsv").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    ...LANGUAGES.map((language) =>
      index(`search_documents_tsv_${language}`)
        .using("gin", t.tsv)
        .where(sql.raw(`language = '${language}'`)),
    ),
  ],
);

/**
 * The words of the documents, per language: what a query word is compared with
 * (exactly, as a prefix or suffix, by trigram similarity) before the full-text
 * match. `word` as written (lowercase), `term` unaccented, `lexeme` as the
 * language's configuration stores it in `tsv` (stemmed).
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    language: text("language").notNull(),
    word: text("word").notNull(),
    term: text("term").notNull(),
    lexeme: text("lexeme").notNull(),
    /** Products whose document holds the word: the more, the likelier a completion. */
    docs: integer("docs").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.word, t.lexeme] }),
    index("search_terms_lexeme_idx").on(t.language, t.lexeme),
    index("search_terms_term_idx").using("btree", t.language, sql`${t.term} text_pattern_ops`),
    index("search_terms_word_idx").using("btree", t.language, sql`${t.word} text_pattern_ops`),
    index("search_terms_trgm_idx").using("gin", sql`${t.term} gin_trgm_ops`),
  ],
);

/** Phrase suggestions from the catalog: category and brand names. */
export const searchPhrases = pgTable(
  "search_phrases",
  {
    language: text("language").notNull(),
    phrase: text("phrase").notNull(),
    norm: text("norm").notNull(),
    /** category | brand */
    kind: text("kind").notNull(),
    products: integer("products").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.norm] }),
    index("search_phrases_prefix_idx").using("btree", t.language, sql`${t.norm} text_pattern_ops`),
    index("search_phrases_trgm_idx").using("gin", sql`${t.norm} gin_trgm_ops`),
  ],
);

/** What shoppers searched, counted per language and normalized query: popular searches become phrase suggestions. */
export const searchQueries = pgTable(
  "search_queries",
  {
    language: text("language").notNull(),
    norm: text("norm").notNull(),
    /** The query as last typed. */
    q: text("q").notNull(),
    searches: integer("searches").notNull(),
    /** Products found the last time: only queries that find something are suggested. */
    hits: integer("hits").notNull(),
    lastAt: timestamp("last_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.norm] }),
    index("search_queries_prefix_idx").using("btree", t.language, sql`${t.norm} text_pattern_ops`),
  ],
);

/** Every search made on the results page, with where it came from (ORGANIC, RECENT_SEARCH, PHRASE_SUGGEST). */
export const searchLog = pgTable(
  "search_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    market: text("market").notNull(),
    language: text("language").notNull(),
    q: text("q").notNull(),
    norm: text("norm").notNull(),
    origin: text("origin").notNull(),
    hits: integer("hits").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("search_log_created_idx").on(t.createdAt)],
);

/**
 * A shopper's recent searches per market and language. `owner` is
 * `visitor:{cookie}` for an anonymous visitor, `customer:{id}` for a signed-in
 * customer (site/lib/search/owner.ts), so accounts need no new column.
 */
export const searchRecent = pgTable(
  "search_recent",
  {
    owner: text("owner").notNull(),
    market: text("market").notNull(),
    language: text("language").notNull(),
    norm: text("norm").notNull(),
    q: text("q").notNull(),
    searchedAt: timestamp("searched_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.owner, t.market, t.language, t.norm] }),
    index("search_recent_owner_idx").on(t.owner, t.market, t.language, t.searchedAt),
  ],
);

/** Clicks on product suggestions, one per owner, product and day; each new one adds to the product's popularity. */
export const searchClicks = pgTable(
  "search_clicks",
  {
    owner: text("owner").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    market: text("market").notNull(),
    language: text("language").notNull(),
    /** The normalized query the suggestion answered. */
    norm: text("norm").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.productId, t.day] }), index("search_clicks_created_idx").on(t.createdAt)],
);

/** Clicks from search and units sold per product, kept by triggers on search_clicks and order_lines. */
export const searchPopularity = pgTable("search_popularity", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  clicks: integer("clicks").notNull().default(0),
  sold: integer("sold").notNull().default(0),
  /** clicks + 5 × sold: a sale says more than a click. */
  score: real("score").notNull().default(0),
});
