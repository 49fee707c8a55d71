import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';

/**
 * The id of the interest called `name` whatever its capitals, written when there is none (names
 * are unique by `lower(name)`, index `interests_name_lower`). An interest keeps the spelling of the
 * member who chose it first while anyone holds it; one that nobody holds any more takes the new
 * member's spelling, so a spelling from long ago does not stick to the name. One statement, so two
 * members adding 'freeride' and 'FREERIDE' at once get the same interest.
 */
export async function interestIdFor(db: Db, name: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO "interests" ("name") VALUES (${name})
        ON CONFLICT (lower("name")) DO UPDATE SET "name" = CASE
          WHEN EXISTS (SELECT 1 FROM "user_interests" WHERE "interest_id" = "interests"."id")
          THEN "interests"."name" ELSE excluded."name" END
        RETURNING "id"`,
  );
  return row!.id;
}
