import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import type { GraphQLContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { articles } from '../../db/schema.js';
import { dutchToday } from '../../lib/dutch-time.js';
import {
  authors,
  forecasts,
  images,
  regions,
  snowReports,
  weatherPlaces,
} from '../../db/schema.js';

/**
 * One prepared statement per database handle. On a PostgreSQL server the statement is named, so each
 * pooled connection parses it once and PostgreSQL may reuse its plan; PGlite just runs it.
 */
export function preparedPer<P>(build: (db: Db) => P): (db: Db) => P {
  const byDb = new WeakMap<Db, P>();
  return (db) => {
    let prepared = byDb.get(db);
    if (!prepared) {
      prepared = build(db);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}

/**
 * Turns a row that PostgreSQL serialised with `row_to_json` (snake_case column names) into the
 * row drizzle would have returned, decoding each column as drizzle does (timestamps to Date, …).
 * This is how the statements below fetch a row's related rows in the same round trip.
 */
export function rowFromJson<T extends Table>(table: T, json: unknown): T['$inferSelect'] {
  const source = json as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = source[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/** A json column as an array: node-postgres and PGlite parse json, but be safe with text. */
export function jsonArray(value: unknown): unknown[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed : [];
}

/** A json column as an object or null. */
export function jsonObject(value: unknown): Record<string, unknown> | null {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
}

/**
 * Extra columns for a select on `articles`: everything the article page resolves below the article
 * (author, the images of meta and avatar, places, and the weather-report embeds' places with their
 * latest snow report and coming forecasts), each as json, so `articleByPath` costs one statement
 * instead of one per DataLoader batch (eight, in three waves). The conditions repeat the loaders'.
 * The outer columns are written qualified (drizzle leaves them bare in a one-table select, where a
 * subquery's own column of the same name would win).
 */
export const articleRelatedColumns = {
  author: sql<unknown>`(SELECT row_to_json(au) FROM ${authors} au WHERE au.id = articles.author_id)`,
  images: sql<unknown>`(SELECT coalesce(json_agg(i), '[]'::json) FROM ${images} i WHERE i.key IN (
      articles.meta->>'headerImage', articles.meta->>'thumbnailImage', articles.meta->>'ogImage',
      (SELECT au.avatar_key FROM ${authors} au WHERE au.id = articles.author_id)))`,
  places: sql<unknown>`(SELECT coalesce(json_agg(r), '[]'::json) FROM ${regions} r WHERE r.slug = ANY(articles.places))`,
  weather: sql<unknown>`(SELECT coalesce(json_agg(json_build_object(
        'place', row_to_json(wp),
        'snow', (SELECT row_to_json(s) FROM ${snowReports} s WHERE s.place_id = wp.id ORDER BY s.reported_at DESC LIMIT 1),
        'forecasts', (SELECT coalesce(json_agg(f ORDER BY f.date), '[]'::json) FROM ${forecasts} f
                      WHERE f.place_id = wp.id AND f.date >= ${dutchToday}))), '[]'::json)
      FROM ${weatherPlaces} wp
      WHERE wp.slug IN (SELECT e->'data'->>'place' FROM jsonb_array_elements(articles.embeds) e
                        WHERE e->>'type' = 'weather-report'))`,
} satisfies Record<string, SQL<unknown>>;

type ArticleRow = typeof articles.$inferSelect;
type Related = { [K in keyof typeof articleRelatedColumns]: unknown };

/** Fills the request's loaders with what `articleRelatedColumns` fetched (absent keys as null). */
export function primeArticleRelated(ctx: GraphQLContext, article: ArticleRow, related: Related) {
  const { loaders } = ctx;
  loaders.article.prime(article.id, article);
  const author = jsonObject(related.author);
  if (article.authorId)
    loaders.author.prime(article.authorId, author ? rowFromJson(authors, author) : null);
  const imageKeys = [
    article.meta.headerImage,
    article.meta.thumbnailImage,
    article.meta.ogImage,
    author?.avatar_key,
  ];
  for (const json of jsonArray(related.images)) {
    const image = rowFromJson(images, json);
    loaders.image.prime(image.key, image);
  }
  for (const key of imageKeys) if (typeof key === 'string' && key) loaders.image.prime(key, null);
  for (const json of jsonArray(related.places)) {
    const region = rowFromJson(regions, json);
    loaders.regionBySlug.prime(region.slug, region);
  }
  for (const slug of article.places) loaders.regionBySlug.prime(slug, null);
  const weatherSlugs = new Set<string>();
  for (const embed of article.embeds)
    if (embed.type === 'weather-report' && typeof embed.data.place === 'string')
      weatherSlugs.add(embed.data.place);
  for (const json of jsonArray(related.weather)) {
    const entry = jsonObject(json)!;
    const place = rowFromJson(weatherPlaces, entry.place);
    const snow = jsonObject(entry.snow);
    loaders.weatherPlaceBySlug.prime(place.slug, place);
    loaders.latestSnowByPlace.prime(place.id, snow ? rowFromJson(snowReports, snow) : null);
    loaders.forecastsByPlace.prime(
      place.id,
      jsonArray(entry.forecasts).map((f) => rowFromJson(forecasts, f)),
    );
  }
  for (const slug of weatherSlugs) loaders.weatherPlaceBySlug.prime(slug, null);
}
