ALTER TABLE "search_words" ADD COLUMN "visible_from" timestamp with time zone;
--> statement-breakpoint
-- Date the words already there; until now a word only a scheduled article held was a correction.
DELETE FROM "search_words";
--> statement-breakpoint
INSERT INTO "search_words" ("word", "visible_from")
SELECT w.word, CASE WHEN bool_or(w.visible_from IS NULL) THEN NULL ELSE min(w.visible_from) END
FROM (SELECT unnest(tsvector_to_array(to_tsvector('simple', d.folded))) AS word,
             CASE WHEN d.kind = 'ARTICLE' THEN a.published_at END AS visible_from
      FROM "search_documents" d LEFT JOIN "articles" a ON a.id = d.entity_id) w
WHERE length(w.word) >= 3
GROUP BY w.word;
