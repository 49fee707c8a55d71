import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';

/** A database a test file runs against: PGlite in memory always, the PostgreSQL server when TEST_DATABASE_URL is set. */
export interface DatabaseTarget {
  name: string;
  open: () => Promise<DatabaseHandle>;
}

/** Creates a throw-away database on the server and drops it (with its connections) on close. */
async function openServerDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `nsv_push_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** The databases every database test runs against. */
export function databaseTargets(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [
    { name: 'pglite', open: () => openDatabase({ dataDir: 'memory://' }) },
  ];
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (serverUrl) targets.push({ name: 'postgresql', open: () => openServerDatabase(serverUrl) });
  return targets;
}
