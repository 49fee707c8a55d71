import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

/** The typed query layer, the same whether PGlite or a PostgreSQL server sits underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its driver kind and a way to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Options: a server URL, or a PGlite data folder (`memory://` or undefined for in-memory). */
export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /**
   * Called when the server drops a connection that sits idle in the pool (a restart, a failover,
   * an administrator's termination). The pool replaces it on the next query; without a listener
   * node-postgres would rethrow the error and end the process.
   */
  onIdleError?: (error: Error) => void;
  /**
   * Sees every SQL statement the query layer sends, with its parameters (drizzle's logger): for
   * counting statements per request in tests and for debugging. Absent: nothing is logged.
   */
  onQuery?: (query: string, params: unknown[]) => void;
}

/** Opens the database: a PostgreSQL server when `databaseUrl` is given, otherwise PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { onQuery } = options;
  const logger = onQuery ? { logQuery: onQuery } : undefined;
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // Ten connections, also for the benchmark's 32 clients: the hot queries take one statement
    // each (docs/decisions/0109), so ten keep PostgreSQL busy on a small machine; more would only
    // move the queue from the pool into PostgreSQL and cost a backend process each.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const onIdleError = options.onIdleError ?? (() => undefined);
    pool.on('error', onIdleError);
    const db = drizzle(pool, { schema, logger }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (options.dataDir && options.dataDir !== 'memory://')
    fs.mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir ?? 'memory://', { extensions: { unaccent, pg_trgm } });
  await client.waitReady;
  const db = drizzle(client, { schema, logger }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Finds the versioned SQL migrations both from src/db (tests) and from dist (the built server). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Geen migraties gevonden (gezocht in ${candidates.join(', ')})`);
  return found;
}

/** Applies every pending migration (of `folder`: tests give an older state of the migrations). */
export async function migrate(database: Database, folder = migrationsFolder()): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    // The cast is safe: the instance was created by drizzle-orm/pglite above.
    await run(database.db as never, { migrationsFolder: folder });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as never, { migrationsFolder: folder });
  }
}

/** Runs raw SQL and returns its rows, hiding the drivers' different result shapes. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export { schema };
