import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snowReports, weatherPlaces } from '../db/schema.js';
import type { SeedContent } from '../seed/content/types.js';
import { renewDemoWeather } from '../seed/load.js';
import { fixture } from './fixture.js';
import { backends, startTestApi, type TestApi } from './harness.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const dutchDate = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(at));

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

describe.each(backends)('the demo weather on a later day (%s)', (backend) => {
  let api: TestApi;
  const seededAt = new Date(Date.now() - 3 * DAY);
  beforeAll(async () => {
    api = await startTestApi(backend, { content, seededAt });
  });
  afterAll(() => api?.close());

  const report = async (slug: string) => {
    const r = await api.gql<{ weatherPlace: { report: Report } }>(
      'query($slug: String!) { weatherPlace(slug: $slug) { report } }',
      { slug },
      { headers: { 'cache-control': 'no-cache' } },
    );
    expect(r.errors).toBeUndefined();
    return r.data!.weatherPlace.report;
  };

  it('renews what the demo wrote from today on, once a day, and leaves another source alone', async () => {
    const db = api.runtime.database.db;
    // Seeded three days ago: of its seven days ahead, four are left (the API gives today on).
    const before = await report('solden');
    expect(before.forecast.map((day) => day.date)).toEqual(
      [3, 4, 5, 6].map((offset) => dutchDate(seededAt.getTime() + offset * DAY)),
    );

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
    const zermattBefore = await report('zermatt');

    const started = Date.now();
    expect(await renewDemoWeather(db, content)).toBe(1);

    const after = await report('solden');
    expect(after.forecast.map((day) => day.date)).toEqual(
      solden.forecast.map((day) => dutchDate(started + day.dayOffset * DAY)),
    );
    // Measured the seed's hours before the renewal, not before the seed.
    const age = started - Date.parse(after.snowDepthMountain.measured_at);
    expect(age).toBeGreaterThanOrEqual(
      solden.snow.measuredHoursAgo.snowDepthMountain * HOUR - 5_000,
    );
    expect(age).toBeLessThan(solden.snow.measuredHoursAgo.snowDepthMountain * HOUR + 60_000);
    expect(after.snowDepthMountain.value).toBe(solden.snow.snowDepthMountain);

    const zermattAfter = await report('zermatt');
    expect(zermattAfter).toEqual(zermattBefore);
    expect(zermattAfter.snowDepthMountain.value).toBe(321);

    // Once a day: a second start on the same day writes nothing.
    expect(await renewDemoWeather(db, content)).toBe(0);
    expect(await report('solden')).toEqual(after);
  });
});
