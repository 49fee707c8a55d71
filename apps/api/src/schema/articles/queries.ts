import { and, arrayOverlaps, count, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { GraphQLContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { articles } from '../../db/schema.js';
import type { ArticleFilters, ArticleType } from '../../generated/resolvers-types.js';
import { invalid } from '../../errors.js';
import { ordering, paging } from '../shared.js';
import { dutchDate } from '../../lib/dutch-time.js';
import { articleRelatedColumns, preparedPer, primeArticleRelated } from './related.js';

/** The URL segment of an article type. */
export const typeSegment: Record<ArticleType, string> = { NEWS: 'nieuws', WEBLOG: 'weblog' };

/** `/nieuws/YYYY/MM/DD/slug` for a NEWS article, `/weblog/…` for a WEBLOG (date in Dutch time). */
export function articlePath(type: ArticleType, publishedAt: Date, slug: string): string {
  const [y, m, d] = dutchDate(publishedAt).split('-');
  return `/${typeSegment[type]}/${y}/${m}/${d}/${slug}`;
}

/** The WHERE of an article list: published (never a future date), and the filters. */
export function articleConditions(
  filters: ArticleFilters | null | undefined,
  extra: SQL[] = [],
): SQL | undefined {
  const where: SQL[] = [lte(articles.publishedAt, sql`now()`), ...extra];
  if (filters?.tags?.length) where.push(arrayOverlaps(articles.tags, filters.tags));
  if (filters?.places?.length) where.push(arrayOverlaps(articles.places, filters.places));
  if (filters?.types?.length) where.push(inArray(articles.type, filters.types));
  return and(...where);
}

/** The ORDER BY of an article list: newest first unless the filters say otherwise. */
export const articleOrder = (filters: ArticleFilters | null | undefined): SQL[] =>
  ordering(
    filters?.sort,
    filters?.order,
    { HEADING: articles.heading, PUBLISHED: articles.publishedAt, id: articles.id },
    { sort: 'PUBLISHED', order: 'DESC' },
  );

/** Lists published articles matching the filters, with the total count, in two statements. */
export async function listArticles(
  db: Db,
  filters: ArticleFilters | null | undefined,
  extra: SQL[] = [],
) {
  const { offset, limit } = paging(filters);
  const condition = articleConditions(filters, extra);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(condition)
      .orderBy(...articleOrder(filters))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(articles).where(condition),
  ]);
  return { total: total?.n ?? 0, items };
}

const ARTICLE_PATH =
  /^\/(nieuws|weblog|artikelen)(?:\/preview)?(?:\/(\d{4}))?(?:\/(\d{1,2}))?(?:\/(\d{1,2}))?\/([a-z0-9][a-z0-9-]*)\/?$/;

const publishedAtPath = and(
  eq(articles.path, sql.placeholder('path')),
  lte(articles.publishedAt, sql`now()`),
);

/** The published article at exactly this path (a hot statement, so prepared). */
const exactArticle = preparedPer((db) =>
  db.select().from(articles).where(publishedAtPath).limit(1).prepare('article_by_path'),
);

/**
 * The same, together with the rows the article page resolves below it (`articleRelatedColumns`):
 * one statement for the whole page.
 */
const exactArticleWithRelated = preparedPer((db) =>
  db
    .select({ article: articles, ...articleRelatedColumns })
    .from(articles)
    .where(publishedAtPath)
    .limit(1)
    .prepare('article_by_path_related'),
);

/**
 * Finds a published article by its path; also accepts the date-less and `/preview/` forms of spec §2.
 * With `related` (the request's context) the exact match also fills its loaders with the article's
 * author, images, places and weather (for `articleByPath`, whose page asks for all of them).
 */
export async function findArticleByPath(db: Db, rawPath: string, related?: GraphQLContext) {
  const path = normalisePath(rawPath);
  if (related) {
    const [hit] = await exactArticleWithRelated(db).execute({ path });
    if (hit) {
      const { article, ...rest } = hit;
      primeArticleRelated(related, article, rest);
      return article;
    }
  } else {
    const [exact] = await exactArticle(db).execute({ path });
    if (exact) return exact;
  }
  const m = ARTICLE_PATH.exec(path);
  if (!m) return null;
  const [, segment, year, month, day, slug] = m;
  const where: SQL[] = [eq(articles.slug, slug!), lte(articles.publishedAt, sql`now()`)];
  if (segment === 'nieuws') where.push(eq(articles.type, 'NEWS'));
  if (segment === 'weblog') where.push(eq(articles.type, 'WEBLOG'));
  const candidates = await db
    .select()
    .from(articles)
    .where(and(...where))
    .limit(5);
  // With date segments the article's own date must agree; without them the slug decides.
  return (
    candidates.find((a) => {
      const [, , y, mo, d] = a.path.split('/');
      return (
        (!year || year === y) &&
        (!month || Number(month) === Number(mo)) &&
        (!day || Number(day) === Number(d))
      );
    }) ?? null
  );
}

/** A site path: leading slash, no query, no trailing slash (except the root), at most 500 characters. */
export function normalisePath(path: string): string {
  if (path.length > 500) throw invalid('path', 'Het pad is te lang.');
  let p = path.split(/[?#]/)[0] ?? '';
  if (!p.startsWith('/')) p = `/${p}`;
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p;
}
