import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { GraphQLContext } from '../context.js';
import type { weatherPlaces } from '../db/schema.js';
import { invalid } from '../errors.js';
import type { ImageModel } from './mappers.js';

/** Default and largest page size of every list. */
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

/** Checks offset/limit of list filters; refuses nonsense with the field named. */
export function paging(
  filters: { offset?: number | null; limit?: number | null } | null | undefined,
) {
  const offset = filters?.offset ?? 0;
  const limit = filters?.limit ?? DEFAULT_LIMIT;
  if (!Number.isInteger(offset) || offset < 0)
    throw invalid('filters.offset', 'De offset mag niet negatief zijn.');
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw invalid('filters.limit', `Het aantal moet tussen 1 en ${MAX_LIMIT} liggen.`);
  }
  return { offset, limit };
}

/**
 * A text column as a reader alphabetises it: without regard to capitals or accents ("de beste"
 * before "De Eiger", "Sölden" between "Silvretta" and "St. Anton", "Eén" among the e's). The
 * databases' own order is by code point (the C collation: capitals before small letters, accented
 * letters after z), and PGlite has no ICU collations, so the key is folded, the same on both.
 */
export const alphabetical = (column: AnyColumn): SQL => sql`lower(unaccent(${column}))`;

/**
 * ORDER BY for a list: the column chosen by `sort` (a heading alphabetically, {@link alphabetical}),
 * then a stable tie-breaker.
 */
export function ordering(
  sort: 'HEADING' | 'PUBLISHED' | null | undefined,
  order: 'ASC' | 'DESC' | null | undefined,
  columns: { HEADING: AnyColumn; PUBLISHED: AnyColumn; id: AnyColumn },
  defaults: { sort: 'HEADING' | 'PUBLISHED'; order: 'ASC' | 'DESC' },
): SQL[] {
  const by = sort ?? defaults.sort;
  const dir = (order ?? defaults.order) === 'ASC' ? asc : desc;
  return by === 'HEADING'
    ? [dir(alphabetical(columns.HEADING)), dir(columns.HEADING), asc(columns.id)]
    : [dir(columns[by]), asc(columns.id)];
}

/** ISO 8601 text of a date (the DateTime scalar). */
export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The image row for a key, batched; null when the key is empty or unknown. */
export async function imageOf(
  ctx: GraphQLContext,
  key: string | null | undefined,
): Promise<ImageModel | null> {
  return key ? ctx.loaders.image.load(key) : null;
}

/** The public URL of a media key. */
export const mediaUrl = (key: string) => `/media/${key}`;

/** Builds `WeatherReportData` (docs/embed-blocks.md) for a place from its latest report and forecast. */
export async function weatherReport(ctx: GraphQLContext, place: typeof weatherPlaces.$inferSelect) {
  const [snow, forecast] = await Promise.all([
    ctx.loaders.latestSnowByPlace.load(place.id),
    ctx.loaders.forecastsByPlace.load(place.id),
  ]);
  const measured = <T>(value: T, at: Date) => ({ value, measured_at: iso(at) });
  return {
    place: {
      slug: place.slug,
      name: place.name,
      elevationValley: place.elevationValley,
      elevationMountain: place.elevationMountain,
    },
    snowDepthValley: snow ? measured(snow.snowDepthValley, snow.snowDepthValleyAt) : null,
    snowDepthMountain: snow ? measured(snow.snowDepthMountain, snow.snowDepthMountainAt) : null,
    freshSnow: snow ? measured(snow.freshSnow, snow.freshSnowAt) : null,
    liftsOpen: snow
      ? measured({ open: snow.liftsOpen, total: snow.liftsTotal }, snow.liftsAt)
      : null,
    slopesOpen: snow
      ? measured({ open: snow.slopesOpenKm, total: snow.slopesTotalKm }, snow.slopesAt)
      : null,
    forecast: forecast.slice(0, 7).map((f) => ({
      date: f.date,
      condition: f.condition,
      temperatureMin: f.temperatureMin,
      temperatureMax: f.temperatureMax,
      freshSnow: f.freshSnow,
      freezingLevel: f.freezingLevel,
      issued_at: iso(f.issuedAt),
    })),
  };
}
