-- Search (issue 17, docs/adr/0013-search-in-the-database.md). pg_trgm, unaccent and fuzzystrmatch
-- ship with PostgreSQL's contrib and with PGlite (loaded in site/lib/db/client.ts); all three are
-- trusted extensions, which a database owner may create.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- One text search configuration per language, a copy of PostgreSQL's with its snowball stemmer.
-- Letters keep their accents (å, ø and ö are letters of their own: "skjørt" is not "skjorte");
-- search_terms holds each word unaccented too, so "fjallbarn" finds Fjällbarn.
-- Polish has no stemmer in PostgreSQL: simple words, and prefixes and trigram similarity do the rest.
CREATE TEXT SEARCH CONFIGURATION ln_sv (COPY = pg_catalog.swedish);--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION ln_nb (COPY = pg_catalog.norwegian);--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION ln_da (COPY = pg_catalog.danish);--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION ln_fi (COPY = pg_catalog.finnish);--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION ln_nl (COPY = pg_catalog.dutch);--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION ln_de (COPY = pg_catalog.german);--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION ln_fr (COPY = pg_catalog.french);--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION ln_en (COPY = pg_catalog.english);--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION ln_pl (COPY = pg_catalog.simple);--> statement-breakpoint
CREATE TABLE "search_clicks" (
	"owner" text NOT NULL,
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"market" text NOT NULL,
	"language" text NOT NULL,
	"norm" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_clicks_owner_product_id_day_pk" PRIMARY KEY("owner","product_id","day")
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"name_norm" text NOT NULL,
	"brand_norm" text NOT NULL,
	"top_category" text NOT NULL,
	"markets" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"tsv" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
CREATE TABLE "search_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"language" text NOT NULL,
	"q" text NOT NULL,
	"norm" text NOT NULL,
	"origin" text NOT NULL,
	"hits" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_phrases" (
	"language" text NOT NULL,
	"phrase" text NOT NULL,
	"norm" text NOT NULL,
	"kind" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "search_phrases_language_norm_pk" PRIMARY KEY("language","norm")
);
--> statement-breakpoint
CREATE TABLE "search_popularity" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"score" real DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"language" text NOT NULL,
	"norm" text NOT NULL,
	"q" text NOT NULL,
	"searches" integer NOT NULL,
	"hits" integer NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_queries_language_norm_pk" PRIMARY KEY("language","norm")
);
--> statement-breakpoint
CREATE TABLE "search_recent" (
	"owner" text NOT NULL,
	"market" text NOT NULL,
	"language" text NOT NULL,
	"norm" text NOT NULL,
	"q" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_recent_owner_market_language_norm_pk" PRIMARY KEY("owner","market","language","norm")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"language" text NOT NULL,
	"word" text NOT NULL,
	"term" text NOT NULL,
	"lexeme" text NOT NULL,
	"docs" integer NOT NULL,
	CONSTRAINT "search_terms_language_word_lexeme_pk" PRIMARY KEY("language","word","lexeme")
);
--> statement-breakpoint
ALTER TABLE "search_clicks" ADD CONSTRAINT "search_clicks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_popularity" ADD CONSTRAINT "search_popularity_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_clicks_created_idx" ON "search_clicks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_documents_tsv_sv" ON "search_documents" USING gin ("tsv") WHERE language = 'sv';--> statement-breakpoint
CREATE INDEX "search_documents_tsv_nb" ON "search_documents" USING gin ("tsv") WHERE language = 'nb';--> statement-breakpoint
CREATE INDEX "search_documents_tsv_da" ON "search_documents" USING gin ("tsv") WHERE language = 'da';--> statement-breakpoint
CREATE INDEX "search_documents_tsv_fi" ON "search_documents" USING gin ("tsv") WHERE language = 'fi';--> statement-breakpoint
CREATE INDEX "search_documents_tsv_nl" ON "search_documents" USING gin ("tsv") WHERE language = 'nl';--> statement-breakpoint
CREATE INDEX "search_documents_tsv_de" ON "search_documents" USING gin ("tsv") WHERE language = 'de';--> statement-breakpoint
CREATE INDEX "search_documents_tsv_fr" ON "search_documents" USING gin ("tsv") WHERE language = 'fr';--> statement-breakpoint
CREATE INDEX "search_documents_tsv_pl" ON "search_documents" USING gin ("tsv") WHERE language = 'pl';--> statement-breakpoint
CREATE INDEX "search_documents_tsv_en" ON "search_documents" USING gin ("tsv") WHERE language = 'en';--> statement-breakpoint
CREATE INDEX "search_log_created_idx" ON "search_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_phrases_prefix_idx" ON "search_phrases" USING btree ("language","norm" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_phrases_trgm_idx" ON "search_phrases" USING gin ("norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_queries_prefix_idx" ON "search_queries" USING btree ("language","norm" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_recent_owner_idx" ON "search_recent" USING btree ("owner","market","language","searched_at");--> statement-breakpoint
CREATE INDEX "search_terms_lexeme_idx" ON "search_terms" USING btree ("language","lexeme");--> statement-breakpoint
CREATE INDEX "search_terms_term_idx" ON "search_terms" USING btree ("language","term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_word_idx" ON "search_terms" USING btree ("language","word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
-- Units sold feed popularity without the checkout knowing about search.
CREATE FUNCTION search_count_sale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_popularity (product_id, sold, score)
  SELECT NEW.product_id, NEW.quantity, 5 * NEW.quantity
  WHERE EXISTS (SELECT 1 FROM products WHERE id = NEW.product_id)
  ON CONFLICT (product_id) DO UPDATE
    SET sold = search_popularity.sold + EXCLUDED.sold,
        score = search_popularity.clicks + 5 * (search_popularity.sold + EXCLUDED.sold);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER order_lines_search_popularity AFTER INSERT ON order_lines
  FOR EACH ROW EXECUTE FUNCTION search_count_sale();
