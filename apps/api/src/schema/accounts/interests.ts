import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';

/**
 * The id of the interest called `name` whatever its capitals, written when there is none (names
 * are unique by `lower(name)`, index `interests_name_lower`). An interest keeps the spelling it was
 * first written with. One statement, so two members adding 'freeride' and 'FREERIDE' at once get
 * the same interest. (Taking a newer spelling once nobody holds the old one raced: the holder's
 * link is written after the interest, so a member adding it at that moment renamed it.)
 */
export async function interestIdFor(db: Db, name: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO "interests" ("name") VALUES (${name})
        ON CONFLICT (lower("name")) DO UPDATE SET "name" = "interests"."name"
        RETURNING "id"`,
  );
  return row!.id;
}
