import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.js';

// Only a server can drop connections under the API's feet (a restart, a failover, an administrator).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('lost server connections (postgres)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('postgres');
  });
  afterAll(() => api?.close());

  it('survives the server ending its idle connections and answers the next request', async () => {
    const warm = await api.gql('{ articles { total } }');
    expect(warm.errors).toBeUndefined();

    const database = new URL(api.env.databaseUrl!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const ended = await admin.query<{ n: string }>(
      `SELECT count(pg_terminate_backend(pid))::text AS n FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [database],
    );
    await admin.end();
    expect(Number(ended.rows[0]!.n)).toBeGreaterThan(0);

    // The pool notices the dropped clients; the process keeps running and queries reconnect.
    await expect
      .poll(
        async () => (await api.gql<{ articles: { total: number } }>('{ articles { total } }')).data,
        {
          timeout: 10_000,
        },
      )
      .toEqual({ articles: { total: 4 } });
  });
});
