import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, migrate, migrationsFolder, openDatabase, queryRows } from '../db/client.js';
import { violatedUniqueConstraint } from '../db/unique-violation.js';
import { backends, serverDatabase } from './harness.js';

/**
 * A copy of the migrations as they stood before `tag`: a database migrated with it is one that a
 * deployment had before that migration, to which the current migrations are then applied.
 */
function migrationsBefore(tag: string): { folder: string; remove(): void } {
  const source = migrationsFolder();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nsv-migrations-'));
  fs.cpSync(source, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at, tag).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/** A fresh, empty database on `backend`, and a way to be rid of it. */
async function emptyDatabase(backend: 'pglite' | 'postgres') {
  const server = backend === 'postgres' ? await serverDatabase() : undefined;
  const database: Database = await openDatabase({
    databaseUrl: server?.url,
    dataDir: 'memory://',
  });
  return {
    database,
    async close() {
      await database.close();
      await server?.drop();
    },
  };
}

describe.each(backends)('migrations on existing data (%s)', (backend) => {
  it('0006 merges interests that differ only in capitals, keeping every member and the first spelling', async () => {
    const before = migrationsBefore('0006_interests_name_lower');
    const { database, close } = await emptyDatabase(backend);
    try {
      const { db } = database;
      await migrate(database, before.folder);
      // Before 0006 only the exact name was unique: a deployment may hold these.
      const [ann, bob, cor] = await queryRows<{ id: string }>(
        db,
        sql`INSERT INTO users (email, password_hash)
            VALUES ('ann@example.nl', 'x'), ('bob@example.nl', 'x'), ('cor@example.nl', 'x')
            RETURNING id`,
      );
      const interest = async (name: string) =>
        (
          await queryRows<{ id: string }>(
            db,
            sql`INSERT INTO interests (name) VALUES (${name}) RETURNING id`,
          )
        )[0]!.id;
      const later = await interest('freeride');
      const first = await interest('Freeride');
      const shouting = await interest('FREERIDE');
      const other = await interest('Poeder');
      await interest('leeg');
      await interest('LEEG');
      const link = (user: { id: string } | undefined, interestId: string, day: number) =>
        db.execute(
          sql`INSERT INTO user_interests (user_id, interest_id, created_at)
              VALUES (${user!.id}, ${interestId}, ${`2026-01-0${day}T12:00:00Z`})`,
        );
      // 'Freeride' was chosen first: by name it is neither first nor last in any collation, and
      // 'FREERIDE' has the most holders, so only the earliest link makes it the one kept.
      await link(ann, first, 1);
      await link(bob, later, 2);
      await link(ann, shouting, 3);
      await link(cor, shouting, 4);
      await link(ann, other, 1);

      await migrate(database);

      const rows = await queryRows<{ id: string; name: string; holders: string[] }>(
        db,
        sql`SELECT i.id, i.name,
                   coalesce(array_agg(u.email ORDER BY u.email) FILTER (WHERE u.id IS NOT NULL), '{}') AS holders
            FROM interests i
            LEFT JOIN user_interests ui ON ui.interest_id = i.id
            LEFT JOIN users u ON u.id = ui.user_id
            GROUP BY i.id ORDER BY lower(i.name)`,
      );
      // One 'Freeride', the spelling chosen first, with all three members (ann once).
      expect(rows).toEqual([
        {
          id: first,
          name: 'Freeride',
          holders: ['ann@example.nl', 'bob@example.nl', 'cor@example.nl'],
        },
        { id: expect.any(String), name: expect.stringMatching(/^leeg$/i), holders: [] },
        { id: other, name: 'Poeder', holders: ['ann@example.nl'] },
      ]);
      // From now on the database itself refuses a second spelling.
      const refused = await db
        .execute(sql`INSERT INTO interests (name) VALUES ('POEDER')`)
        .then(() => null, violatedUniqueConstraint);
      expect(refused).toBe('interests_name_lower');
    } finally {
      await close();
      before.remove();
    }
  });
});
