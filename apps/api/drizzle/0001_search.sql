-- Dutch search with accent folding and typo tolerance: "skien" finds "skiën", "solden" finds "Sölden".
-- unaccent and pg_trgm ship with PostgreSQL (contrib) and with PGlite (loaded by src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- nsv_dutch: the dutch configuration with unaccent before the Dutch stemmer, so both the indexed text
-- and the query lose their accents and ts_headline still highlights the original words.
CREATE TEXT SEARCH CONFIGURATION nsv_dutch (COPY = pg_catalog.dutch);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION nsv_dutch ALTER MAPPING FOR hword, hword_part, word WITH unaccent, dutch_stem;--> statement-breakpoint
CREATE INDEX search_documents_folded_trgm ON search_documents USING gin (folded gin_trgm_ops);
