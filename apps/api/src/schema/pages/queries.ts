import { and, arrayOverlaps, count, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pages } from '../../db/schema.js';
import type { PageFilters } from '../../generated/resolvers-types.js';
import { ordering, paging } from '../shared.js';

/** The WHERE of a page list: the condition and the tag filter. */
export const pageConditions = (
  condition: SQL | undefined,
  filters: PageFilters | null | undefined,
): SQL | undefined =>
  and(condition, filters?.tags?.length ? arrayOverlaps(pages.tags, filters.tags) : undefined);

/** The ORDER BY of a page list: by title unless the filters say otherwise. */
export const pageOrder = (filters: PageFilters | null | undefined): SQL[] =>
  ordering(
    filters?.sort,
    filters?.order,
    { HEADING: pages.title, PUBLISHED: pages.publishedAt, id: pages.id },
    { sort: 'HEADING', order: 'ASC' },
  );

/** Lists pages matching a condition and the filters, with the total count. */
export async function listPages(
  db: Db,
  condition: SQL | undefined,
  filters: PageFilters | null | undefined,
) {
  const { offset, limit } = paging(filters);
  const where = pageConditions(condition, filters);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(pages)
      .where(where)
      .orderBy(...pageOrder(filters))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(pages).where(where),
  ]);
  return { total: total?.n ?? 0, items };
}

/** Pages of an activity category: the category's own pages and the pages below them. */
export async function pagesOfActivity(
  db: Db,
  activity: string,
  filters: PageFilters | null | undefined,
) {
  const roots = await db.select({ id: pages.id }).from(pages).where(eq(pages.activity, activity));
  const ids = roots.map((r) => r.id);
  const condition = ids.length
    ? or(eq(pages.activity, activity), inArray(pages.parentId, ids))
    : eq(pages.activity, activity);
  return listPages(db, condition, filters);
}
