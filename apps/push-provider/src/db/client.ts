import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';
import { migrateDatabase } from './migrate.js';

/** The drizzle database, whichever driver (PGlite or node-postgres) is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open, migrated database and how to close it. */
export interface DatabaseHandle {
  db: Database;
  close: () => Promise<void>;
}

/** Where the data lives: a PostgreSQL server URL, or a PGlite data folder (`memory://` for in-memory). */
export type DatabaseLocation = { url: string } | { dataDir: string };

/**
 * Opens the database and applies any pending migrations. `onIdleError` hears of a pooled connection
 * the server dropped (restart, failover, termination); the pool replaces it on the next query.
 * Without a listener node-postgres rethrows that error and the process ends.
 */
export async function openDatabase(
  location: DatabaseLocation,
  onIdleError: (error: Error) => void = () => undefined,
): Promise<DatabaseHandle> {
  if ('url' in location) {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    pool.on('error', onIdleError);
    const pgDb = drizzlePg(pool, { schema });
    try {
      await migrateDatabase({ kind: 'pg', db: pgDb });
    } catch (error) {
      await pool.end();
      throw error;
    }
    // Both drivers are PgDatabase subclasses; the routes only use the shared query builder.
    return { db: pgDb as unknown as Database, close: () => pool.end() };
  }
  if (!location.dataDir.startsWith('memory://')) mkdirSync(location.dataDir, { recursive: true });
  const client = new PGlite(location.dataDir);
  const pgliteDb = drizzlePglite(client, { schema });
  await migrateDatabase({ kind: 'pglite', db: pgliteDb });
  return { db: pgliteDb as unknown as Database, close: () => client.close() };
}
