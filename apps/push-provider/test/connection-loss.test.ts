import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { applications } from '../src/db/schema.js';
import { databaseTargets } from './helpers/database.js';

// Only a server drops connections under the provider's feet (restart, failover, an administrator).
// Without TEST_DATABASE_URL there is none: the suite is not collected (an empty `describe.each`
// would fail the file with 'No test suite found').
const [server] = databaseTargets().filter((target) => target.name === 'postgresql');

describe.runIf(server)('lost server connections (postgresql)', () => {
  const target = server!;
  let handle: DatabaseHandle | undefined;
  afterAll(() => handle?.close());

  it('survives the server ending its pooled connections and queries again', async () => {
    handle = await target.open();
    const { db } = handle;
    await db.select().from(applications);
    const [{ name }] = (
      (await db.execute(sql`SELECT current_database() AS name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows as [{ name: string }];

    const admin = new pg.Client({ connectionString: process.env['TEST_DATABASE_URL'] });
    await admin.connect();
    const ended = await admin.query<{ n: string }>(
      `SELECT count(pg_terminate_backend(pid))::text AS n FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [name],
    );
    await admin.end();
    expect(Number(ended.rows[0]!.n)).toBeGreaterThan(0);

    await expect
      .poll(async () => (await db.select().from(applications)).length, { timeout: 10_000 })
      .toBe(0);
  });
});
