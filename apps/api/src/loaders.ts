import DataLoader from 'dataloader';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './db/client.js';
import * as t from './db/schema.js';
import { dutchToday } from './lib/dutch-time.js';
import type { ArticleFilters, PageFilters } from './generated/resolvers-types.js';
import { articleConditions, articleOrder } from './schema/articles/queries.js';
import { pageConditions, pageOrder } from './schema/pages/queries.js';
import { listPerParent, type ListPage } from './schema/per-parent.js';
import { repliesPerArticle, type ArticleReplyFilters } from './schema/replies/queries.js';
import { paging } from './schema/shared.js';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** Loads rows by one key column, one query per batch, answering in key order (null when absent). */
function byKey<R, K extends string>(
  load: (keys: readonly K[]) => Promise<R[]>,
  keyOf: (row: R) => K,
) {
  return new DataLoader<K, R | null>(async (keys) => {
    const rows = await load(keys);
    const map = new Map(rows.map((r) => [keyOf(r), r]));
    return keys.map((k) => map.get(k) ?? null);
  });
}

/** Loads lists of rows grouped by a key, one query per batch. */
function groupBy<R, K extends string>(
  load: (keys: readonly K[]) => Promise<R[]>,
  keyOf: (row: R) => K,
) {
  return new DataLoader<K, R[]>(async (keys) => {
    const rows = await load(keys);
    const map = new Map<K, R[]>();
    for (const r of rows) {
      const list = map.get(keyOf(r)) ?? [];
      list.push(r);
      map.set(keyOf(r), list);
    }
    return keys.map((k) => map.get(k) ?? []);
  });
}

/** A nested list's request: whose list, with the field's filters. */
export interface ListOf<F> {
  parent: string;
  filters: F | null | undefined;
}

/**
 * Loads a nested list (filters, order, paging) for every parent of a batch: parents asking with
 * the same filters, in practice all of them, share one statement (`listPerParent`).
 */
function listsPerParent<F, R>(
  load: (parents: string[], filters: F | null | undefined) => Promise<Map<string, ListPage<R>>>,
) {
  const filterKey = (filters: F | null | undefined) => JSON.stringify(filters ?? null);
  return new DataLoader<ListOf<F>, ListPage<R>, string>(
    async (requests) => {
      const groups = new Map<string, { filters: F | null | undefined; parents: string[] }>();
      for (const { parent, filters } of requests) {
        const group = groups.get(filterKey(filters)) ?? { filters, parents: [] };
        group.parents.push(parent);
        groups.set(filterKey(filters), group);
      }
      const lists = new Map(
        [...groups].map(([key, group]) => [key, load(group.parents, group.filters)] as const),
      );
      // A refused filter (a page size over 100) fails the requests that used it, not the batch.
      return Promise.all(
        requests.map(({ parent, filters }) =>
          lists.get(filterKey(filters))!.then(
            (map) => map.get(parent) ?? { total: 0, items: [] },
            (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
          ),
        ),
      );
    },
    { cacheKeyFn: ({ parent, filters }) => `${filterKey(filters)}|${parent}` },
  );
}

/**
 * Whether a user voted for / reported each reply, keyed `userId:replyId`: one query per user and
 * batch (in practice one user, the viewer).
 */
function viewerFlags(db: Db, table: typeof t.replyVotes | typeof t.replyReports) {
  return new DataLoader<string, boolean>(async (keys) => {
    const byUser = new Map<string, string[]>();
    for (const key of keys) {
      const [userId, replyId] = key.split(':') as [string, string];
      byUser.set(userId, [...(byUser.get(userId) ?? []), replyId]);
    }
    const found = new Set<string>();
    for (const [userId, replyIds] of byUser) {
      const rows = await db
        .select({ replyId: table.replyId })
        .from(table)
        .where(and(eq(table.userId, userId), inArray(table.replyId, replyIds)));
      for (const r of rows) found.add(`${userId}:${r.replyId}`);
    }
    return keys.map((k) => found.has(k));
  });
}

/** Per-request batch loaders, so that lists never run one SQL statement per row. */
export function createLoaders(db: Db) {
  return {
    image: byKey<Row<typeof t.images>, string>(
      (keys) =>
        db
          .select()
          .from(t.images)
          .where(inArray(t.images.key, [...keys])),
      (r) => r.key,
    ),
    author: byKey<Row<typeof t.authors>, string>(
      (ids) =>
        db
          .select()
          .from(t.authors)
          .where(inArray(t.authors.id, [...ids])),
      (r) => r.id,
    ),
    regionBySlug: byKey<Row<typeof t.regions>, string>(
      (slugs) =>
        db
          .select()
          .from(t.regions)
          .where(inArray(t.regions.slug, [...slugs])),
      (r) => r.slug,
    ),
    page: byKey<Row<typeof t.pages>, string>(
      (ids) =>
        db
          .select()
          .from(t.pages)
          .where(inArray(t.pages.id, [...ids])),
      (r) => r.id,
    ),
    pageByPath: byKey<Row<typeof t.pages>, string>(
      (paths) =>
        db
          .select()
          .from(t.pages)
          .where(inArray(t.pages.path, [...paths])),
      (r) => r.path,
    ),
    article: byKey<Row<typeof t.articles>, string>(
      (ids) =>
        db
          .select()
          .from(t.articles)
          .where(inArray(t.articles.id, [...ids])),
      (r) => r.id,
    ),
    user: byKey<Row<typeof t.users>, string>(
      (ids) =>
        db
          .select()
          .from(t.users)
          .where(inArray(t.users.id, [...ids])),
      (r) => r.id,
    ),
    profileByUser: byKey<Row<typeof t.profiles>, string>(
      (ids) =>
        db
          .select()
          .from(t.profiles)
          .where(inArray(t.profiles.userId, [...ids])),
      (r) => r.userId,
    ),
    featuresByRegion: groupBy<Row<typeof t.regionFeatures>, string>(
      (ids) =>
        db
          .select()
          .from(t.regionFeatures)
          .where(inArray(t.regionFeatures.regionId, [...ids]))
          .orderBy(asc(t.regionFeatures.position)),
      (r) => r.regionId,
    ),
    interestsByUser: groupBy<Row<typeof t.interests> & { userId: string }, string>(
      (ids) =>
        db
          .select({ id: t.interests.id, name: t.interests.name, userId: t.userInterests.userId })
          .from(t.userInterests)
          .innerJoin(t.interests, sql`${t.interests.id} = ${t.userInterests.interestId}`)
          .where(inArray(t.userInterests.userId, [...ids]))
          .orderBy(asc(t.interests.name)),
      (r) => r.userId,
    ),
    latestSnowByPlace: byKey<Row<typeof t.snowReports>, string>(
      (ids) =>
        db
          .selectDistinctOn([t.snowReports.placeId])
          .from(t.snowReports)
          .where(inArray(t.snowReports.placeId, [...ids]))
          .orderBy(t.snowReports.placeId, desc(t.snowReports.reportedAt)),
      (r) => r.placeId,
    ),
    forecastsByPlace: groupBy<Row<typeof t.forecasts>, string>(
      (ids) =>
        db
          .select()
          .from(t.forecasts)
          .where(
            and(inArray(t.forecasts.placeId, [...ids]), sql`${t.forecasts.date} >= ${dutchToday}`),
          )
          .orderBy(asc(t.forecasts.date)),
      (r) => r.placeId,
    ),
    /** `Region.articles`: published articles about each region (keyed by slug). */
    articlesByRegion: listsPerParent<ArticleFilters, Row<typeof t.articles>>(
      async (slugs, filters) => {
        const { offset, limit } = paging(filters);
        return listPerParent(db, {
          table: t.articles,
          keys: slugs,
          belongsTo: (slug) => sql`${t.articles.places} && ARRAY[${slug}]`,
          where: articleConditions(filters),
          orderBy: articleOrder(filters),
          offset,
          limit,
        });
      },
    ),
    /** `Page.children`: the pages below each page (keyed by id). */
    childrenByPage: listsPerParent<PageFilters, Row<typeof t.pages>>(async (ids, filters) => {
      const { offset, limit } = paging(filters);
      return listPerParent(db, {
        table: t.pages,
        keys: ids,
        belongsTo: (id) => sql`${t.pages.parentId} = ${id}::uuid`,
        where: pageConditions(undefined, filters),
        orderBy: pageOrder(filters),
        offset,
        limit,
      });
    }),
    /** `Article.replies` and `repliesForArticle`: one page of replies under each article (by id). */
    repliesByArticle: listsPerParent<ArticleReplyFilters, Row<typeof t.replies>>((ids, filters) =>
      repliesPerArticle(db, ids, filters!),
    ),
    replyVoted: viewerFlags(db, t.replyVotes),
    replyReported: viewerFlags(db, t.replyReports),
    weatherPlaceBySlug: byKey<Row<typeof t.weatherPlaces>, string>(
      (slugs) =>
        db
          .select()
          .from(t.weatherPlaces)
          .where(inArray(t.weatherPlaces.slug, [...slugs])),
      (r) => r.slug,
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
