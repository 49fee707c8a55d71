import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snowReports, weatherPlaces } from '../db/schema.js';
import type { SeedContent } from '../seed/content/types.js';
import { dutchDate } from '../lib/dutch-time.js';
import { createLogger } from '../lib/logger.js';
import { renewDemoWeatherWhileRunning } from '../seed/demo.js';
import { renewDemoWeather } from '../seed/load.js';
import { fixture } from './fixture.js';
import { backends, startTestApi, type TestApi } from './harness.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Two places: Sölden stays the demo's, Zermatt gets a report from another source before renewal.
const solden = fixture.weatherPlaces[0]!;
const content: SeedContent = {
  ...fixture,
  weatherPlaces: [solden, { ...solden, slug: 'zermatt', name: 'Zermatt', regionSlug: 'zermatt' }],
};

interface Report {
  snowDepthMountain: { value: number; measured_at: string };
  forecast: { date: string }[];
}

/** The report of one place; `fresh` skips the response cache. */
async function report(api: TestApi, slug: string, fresh = true): Promise<Report> {
  const r = await api.gql<{ weatherPlace: { report: Report } }>(
    'query($slug: String!) { weatherPlace(slug: $slug) { report } }',
    { slug },
    fresh ? { headers: { 'cache-control': 'no-cache' } } : {},
  );
  expect(r.errors).toBeUndefined();
  return r.data!.weatherPlace.report;
}

describe.each(backends)('the demo weather on a later day (%s)', (backend) => {
  let api: TestApi;
  const seededAt = new Date(Date.now() - 3 * DAY);
  beforeAll(async () => {
    api = await startTestApi(backend, { content, seededAt });
  });
  afterAll(() => api?.close());

  it('renews what the demo wrote from today on, once a day, and leaves another source alone', async () => {
    const db = api.runtime.database.db;
    // Seeded three days ago: of its seven days ahead, those from today on are left (four, but
    // for a day of 25 hours).
    const before = await report(api, 'solden');
    const today = dutchDate(new Date());
    const seeded = solden.forecast.map((day) => dutchDate(seededAt, day.dayOffset));
    expect(before.forecast.map((day) => day.date)).toEqual(seeded.filter((date) => date >= today));
    expect(before.forecast.length).toBeLessThan(7);

    // Another source reports on Zermatt after the seed: that place is no longer the demo's.
    const [zermatt] = await db
      .select({ id: weatherPlaces.id })
      .from(weatherPlaces)
      .where(eq(weatherPlaces.slug, 'zermatt'));
    const measured = new Date(seededAt.getTime() + DAY);
    const [foreign] = await db
      .select()
      .from(snowReports)
      .where(eq(snowReports.placeId, zermatt!.id));
    const { id: _id, ...row } = foreign!;
    await db.insert(snowReports).values({
      ...row,
      reportedAt: measured,
      snowDepthMountain: 321,
      snowDepthMountainAt: measured,
    });
    const zermattBefore = await report(api, 'zermatt');

    const started = Date.now();
    expect(await renewDemoWeather(db, content)).toBe(1);

    const after = await report(api, 'solden');
    expect(after.forecast.map((day) => day.date)).toEqual(
      solden.forecast.map((day) => dutchDate(new Date(started), day.dayOffset)),
    );
    // Measured the seed's hours before the renewal, not before the seed.
    const age = started - Date.parse(after.snowDepthMountain.measured_at);
    expect(age).toBeGreaterThanOrEqual(
      solden.snow.measuredHoursAgo.snowDepthMountain * HOUR - 5_000,
    );
    expect(age).toBeLessThan(solden.snow.measuredHoursAgo.snowDepthMountain * HOUR + 60_000);
    expect(after.snowDepthMountain.value).toBe(solden.snow.snowDepthMountain);

    const zermattAfter = await report(api, 'zermatt');
    expect(zermattAfter).toEqual(zermattBefore);
    expect(zermattAfter.snowDepthMountain.value).toBe(321);

    // Once a day: a second start on the same day writes nothing.
    expect(await renewDemoWeather(db, content)).toBe(0);
    expect(await report(api, 'solden')).toEqual(after);
  });

  it('is renewed once when API processes sharing the database try at the same time', async () => {
    const db = api.runtime.database.db;
    // A later day still: each of five concurrent renewals (separate connections on PostgreSQL)
    // would find the demo's rows due; one renews, the others wait for it and find it done.
    const tomorrow = new Date(Date.now() + DAY);
    const renewed = await Promise.all(
      Array.from({ length: 5 }, () => renewDemoWeather(db, content, tomorrow)),
    );
    expect(renewed.filter((places) => places > 0)).toHaveLength(1);
    const place = await report(api, 'solden');
    expect(place.forecast[0]!.date).toBe(dutchDate(tomorrow));
  });
});

describe.each(backends)('the demo weather of a running API (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend, { content, seededAt: new Date(Date.now() - 2 * DAY) });
  });
  afterAll(() => api?.close());

  it('is renewed once a new day has begun, and the response cache is cleared', async () => {
    // Seeded two days ago: fewer than seven days ahead are left, and the cache now holds them.
    const cached = await report(api, 'solden', false);
    expect(cached.forecast[0]!.date).toBe(dutchDate(new Date()));
    expect(cached.forecast.length).toBeLessThan(7);

    const cleared: number[] = [];
    const cache = {
      clear: async () => {
        cleared.push(Date.now());
        await api.runtime.cache.clear();
      },
    };
    const stop = renewDemoWeatherWhileRunning(
      api.runtime.database.db,
      cache,
      createLogger({ silent: true }),
      { everyMs: 25, content },
    );
    try {
      await expect.poll(() => cleared.length, { timeout: 5_000 }).toBe(1);
      // Later checks on the same day change nothing and clear nothing.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(cleared).toHaveLength(1);
    } finally {
      await stop();
    }
    const renewed = await report(api, 'solden', false);
    expect(renewed.forecast).toHaveLength(7);
    expect(renewed.forecast[0]!.date).toBe(dutchDate(new Date()));
  });
});

describe.each(backends)("forecast days in Dutch time, whatever the database's (%s)", (backend) => {
  // A zone whose date differs from the Dutch one right now: 12 hours behind in the Dutch morning
  // (still yesterday there), 13 ahead in the afternoon (already tomorrow there).
  const dutchHour = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(new Date()),
  );
  const databaseTimeZone = dutchHour < 12 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
  let api: TestApi;
  beforeAll(async () => {
    // Seeded yesterday: the forecast runs from yesterday (Dutch) to five days ahead.
    api = await startTestApi(backend, { seededAt: new Date(Date.now() - DAY), databaseTimeZone });
  });
  afterAll(() => api?.close());

  it("start today in the Netherlands, for a place and in an article's weather block", async () => {
    const today = dutchDate(new Date());
    const place = await report(api, 'solden');
    expect(place.forecast[0]!.date).toBe(today);
    const r = await api.gql<{
      articleByPath: { content: { embeds: { type: string; data: Report }[] } };
    }>(
      '{ articleByPath(path: "/nieuws/verse-sneeuw-in-solden") { content { embeds { type data } } } }',
      {},
      { headers: { 'cache-control': 'no-cache' } },
    );
    expect(r.errors).toBeUndefined();
    const block = r.data!.articleByPath.content.embeds.find((e) => e.type === 'weather-report');
    expect(block?.data.forecast[0]!.date).toBe(today);
    expect(block?.data.forecast.map((day) => day.date)).toEqual(
      place.forecast.map((day) => day.date),
    );
  });
});
