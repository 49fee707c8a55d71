CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops);
