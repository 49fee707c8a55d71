import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { createLogger } from './logger.js';
import { asksForImpression, createImpressionCounter } from './impressions.js';

describe('asksForImpression', () => {
  it('is true for a literal true and for a variable that is true', () => {
    expect(asksForImpression('{ articleByPath(path: "/a", impression: true) { id } }', {})).toBe(
      true,
    );
    expect(
      asksForImpression('query($i: Boolean) { articleByPath(path: "/a", impression: $i) { id } }', {
        i: true,
      }),
    ).toBe(true);
  });

  it('is false for false, a missing variable, another argument and no argument', () => {
    const q = 'query($i: Boolean) { articleByPath(path: "/a", impression: $i) { id } }';
    expect(asksForImpression(q, { i: false })).toBe(false);
    expect(asksForImpression(q, {})).toBe(false);
    expect(asksForImpression(q, undefined)).toBe(false);
    expect(asksForImpression('{ articleByPath(path: "/a", impression: false) { id } }', {})).toBe(
      false,
    );
    expect(asksForImpression('{ articles { total } }', { impression: true })).toBe(false);
    expect(asksForImpression(undefined, undefined)).toBe(false);
  });
});

describe('createImpressionCounter', () => {
  const ids = ['0b0e8a7e-0000-4000-8000-000000000001', '0b0e8a7e-0000-4000-8000-000000000002'];
  let database: Database;
  const read = async () =>
    (
      (await database.db.execute(sql`select impressions from articles order by id`)) as unknown as {
        rows: { impressions: number }[];
      }
    ).rows.map((r) => r.impressions);

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    // The one column the counter writes, on a table of the same name.
    await database.db.execute(
      sql`create table articles (id uuid primary key, impressions integer not null default 0)`,
    );
    for (const id of ids) await database.db.execute(sql`insert into articles (id) values (${id})`);
  });
  beforeEach(async () => {
    await database.db.execute(sql`update articles set impressions = 0`);
  });
  afterAll(() => database.close());

  it('writes counted impressions in one statement per flush, and what is left on close', async () => {
    const counter = createImpressionCounter(database.db, createLogger({ silent: true }), 60_000);
    counter.count(ids[0]!);
    counter.count(ids[0]!);
    counter.count(ids[1]!);
    expect(await read()).toEqual([0, 0]);
    await counter.flush();
    expect(await read()).toEqual([2, 1]);
    await counter.flush();
    expect(await read()).toEqual([2, 1]);
    counter.count(ids[1]!);
    await counter.close();
    expect(await read()).toEqual([2, 2]);
  });

  it('keeps the counts of a failed write for the next flush', async () => {
    const counter = createImpressionCounter(database.db, createLogger({ silent: true }), 60_000);
    counter.count(ids[0]!);
    await database.db.execute(sql`alter table articles rename to articles_away`);
    await counter.flush();
    await database.db.execute(sql`alter table articles_away rename to articles`);
    counter.count(ids[0]!);
    await counter.flush();
    expect(await read()).toEqual([2, 0]);
    await counter.close();
  });
});
