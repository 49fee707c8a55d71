import { asc, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { replies } from '../../db/schema.js';
import type { ReplyFilters } from '../../generated/resolvers-types.js';
import type { ReplyModel } from '../mappers.js';
import { listPerParent, type ListPage } from '../per-parent.js';
import { paging } from '../shared.js';

/**
 * Reports after which a reply is hidden from everyone but admins until an admin checks it
 * (docs/decisions: reply moderation). Three different members have to agree before a reply goes.
 */
export const REPORT_THRESHOLD = 3;

/** SQL: the reply is shown to everyone (not reported often enough, or checked and kept). */
export const visibleToAll: SQL = or(
  eq(replies.isChecked, true),
  lt(replies.reportCount, REPORT_THRESHOLD),
)!;

/** Whether a reply is hidden for everyone but admins. */
export const isHidden = (r: Pick<ReplyModel, 'isChecked' | 'reportCount'>): boolean =>
  !r.isChecked && r.reportCount >= REPORT_THRESHOLD;

/** ORDER BY of a reply list; `seq` breaks ties of replies written in the same instant. */
export function replyOrder(order: 'ASC' | 'DESC'): SQL[] {
  const direction = order === 'DESC' ? desc : asc;
  return [direction(replies.createdAt), direction(replies.seq)];
}

/** One page of the replies under articles: the filters, and whether hidden replies count (admins). */
export interface ArticleReplyFilters {
  offset: number;
  limit: number;
  order: 'ASC' | 'DESC';
  withHidden: boolean;
}

/** Checks a reply list's filters (paging errors name the field); oldest first unless DESC. */
export function articleReplyFilters(
  filters: ReplyFilters | null | undefined,
): Omit<ArticleReplyFilters, 'withHidden'> {
  return { ...paging(filters), order: filters?.order === 'DESC' ? 'DESC' : 'ASC' };
}

/**
 * The same page of replies for each article, in one statement: what `repliesForArticle(id)` and
 * `Article.replies` answer (through the `repliesByArticle` loader, so a list of articles asking
 * for their replies costs one statement, not one per article).
 */
export function repliesPerArticle(
  db: Db,
  articleIds: readonly string[],
  filters: ArticleReplyFilters,
): Promise<Map<string, ListPage<ReplyModel>>> {
  return listPerParent(db, {
    table: replies,
    keys: articleIds,
    belongsTo: (id) => sql`${replies.articleId} = ${id}::uuid`,
    where: filters.withHidden ? undefined : visibleToAll,
    orderBy: replyOrder(filters.order),
    offset: filters.offset,
    limit: filters.limit,
  });
}
