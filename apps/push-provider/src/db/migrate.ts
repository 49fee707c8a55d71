import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type * as schema from './schema.js';

/**
 * Finds the `drizzle` migrations folder by walking up from this module: the same code runs from
 * `src/db` (tests) and from the bundled `dist/server.js`, at different depths.
 */
function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(
        'Migrations folder "drizzle" not found above ' + fileURLToPath(import.meta.url),
      );
    dir = parent;
  }
}

type Target =
  | { kind: 'pglite'; db: PgliteDatabase<typeof schema> }
  | { kind: 'pg'; db: NodePgDatabase<typeof schema> };

/** Applies the versioned SQL migrations in `drizzle/` that the database has not seen yet. */
export async function migrateDatabase(target: Target): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (target.kind === 'pglite') await migratePglite(target.db, config);
  else await migratePg(target.db, config);
}
