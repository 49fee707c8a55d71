-- Interests that differ only in capitals ('freeride', 'FREERIDE') become one before the index
-- below forbids them. The survivor is the spelling chosen first (the earliest link; then by name
-- and id): every member of a duplicate is linked to it, and the duplicates go (their links with
-- them, by the foreign key's cascade). One statement, so all parts see the same ranking. Names
-- already had their whitespace normalised when written (checkInterest), so capitals are the only
-- difference left to merge.
WITH "ranked" AS (
  SELECT i."id",
         first_value(i."id") OVER (
           PARTITION BY lower(i."name")
           ORDER BY min(ui."created_at") NULLS LAST, i."name", i."id"
         ) AS "keep"
  FROM "interests" i
  LEFT JOIN "user_interests" ui ON ui."interest_id" = i."id"
  GROUP BY i."id"
), "relinked" AS (
  INSERT INTO "user_interests" ("user_id", "interest_id", "created_at")
  SELECT ui."user_id", r."keep", min(ui."created_at")
  FROM "user_interests" ui
  JOIN "ranked" r ON r."id" = ui."interest_id"
  WHERE r."id" <> r."keep"
  GROUP BY ui."user_id", r."keep"
  ON CONFLICT ("user_id", "interest_id") DO NOTHING
)
DELETE FROM "interests" WHERE "id" IN (SELECT "id" FROM "ranked" WHERE "id" <> "keep");
--> statement-breakpoint
ALTER TABLE "interests" DROP CONSTRAINT "interests_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "interests_name_lower" ON "interests" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "user_interests_interest" ON "user_interests" USING btree ("interest_id");
