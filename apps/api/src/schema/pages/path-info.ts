import { eq, sql } from 'drizzle-orm';
import type { GraphQLContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { pages, redirects } from '../../db/schema.js';
import { findArticleByPath, normalisePath, typeSegment } from '../articles/queries.js';
import type { PathInfoModel } from '../mappers.js';

const listTitles: Record<string, string> = {
  nieuws: 'Nieuws',
  weblog: 'Weblog',
  artikelen: 'Artikelen',
};

/** The admin location of an entity (the admin app itself lives elsewhere). */
export const adminLocation = (kind: 'articles' | 'pages', id: string) => `/admin/${kind}/${id}`;

/** Ancestors of a page, root first (each step batched through the page loader). */
export async function ancestors(ctx: GraphQLContext, parentId: string | null) {
  const chain = [];
  const seen = new Set<string>();
  for (let id = parentId; id && !seen.has(id);) {
    seen.add(id);
    const parent = await ctx.loaders.page.load(id);
    if (!parent) break;
    chain.unshift(parent);
    id = parent.parentId;
  }
  return chain;
}

interface Crumb {
  id: string;
  path: string;
  title: string;
}

/**
 * The page at the longest of `prefixes` with its ancestors, root first, in one statement (a
 * recursive walk up `parent_id`) instead of one per prefix and one per ancestor. Like `ancestors`
 * it stops at a missing parent or at an ancestor met before (a cycle).
 */
async function nearestPageWithAncestors(ctx: GraphQLContext, prefixes: string[]): Promise<Crumb[]> {
  const rows = await queryRows<Crumb & { parent_id: string | null }>(
    ctx.db,
    sql`WITH RECURSIVE chain AS (
          (SELECT p.id, p.path, p.title, p.parent_id, 0 AS depth FROM ${pages} p
           WHERE p.path IN (${sql.join(
             prefixes.map((x) => sql`${x}`),
             sql`, `,
           )})
           ORDER BY length(p.path) DESC LIMIT 1)
          UNION ALL
          SELECT parent.id, parent.path, parent.title, parent.parent_id, chain.depth + 1
          FROM ${pages} parent JOIN chain ON parent.id = chain.parent_id
          WHERE chain.depth < 100)
        SELECT id, path, title, parent_id FROM chain ORDER BY depth`,
  );
  const [page, ...above] = rows;
  if (!page) return [];
  const chain: Crumb[] = [{ id: page.id, path: page.path, title: page.title }];
  const seen = new Set<string>();
  for (const row of above) {
    if (seen.has(row.id)) break;
    seen.add(row.id);
    chain.unshift({ id: row.id, path: row.path, title: row.title });
  }
  return chain;
}

/** Resolves a path to a redirect, an article or the nearest page, with breadcrumbs (spec §3 Path info). */
export async function resolvePath(
  ctx: GraphQLContext,
  rawPath: string,
  depth = 0,
): Promise<PathInfoModel> {
  const path = normalisePath(rawPath);
  const empty: PathInfoModel = {
    id: null,
    requestedPath: path,
    matchedPath: null,
    redirect: null,
    breadcrumbs: [],
    adminPath: null,
  };

  const [redirect] = await ctx.db
    .select()
    .from(redirects)
    .where(eq(redirects.fromPath, path))
    .limit(1);
  if (redirect) {
    const isExternal = /^https?:\/\//.test(redirect.to);
    const info = { to: redirect.to, isExternal, isPermanent: redirect.permanent };
    // Follow one internal hop so the client learns what the target is; chains stop here.
    if (isExternal || depth > 0) return { ...empty, redirect: info };
    const target = await resolvePath(ctx, redirect.to, depth + 1);
    return { ...target, requestedPath: path, redirect: info };
  }

  const article = await findArticleByPath(ctx.db, path);
  if (article) {
    const segment = typeSegment[article.type];
    return {
      id: article.id,
      requestedPath: path,
      matchedPath: article.path,
      redirect: null,
      breadcrumbs: [
        { id: null, path: `/${segment}`, title: listTitles[segment]! },
        { id: article.id, path: article.path, title: article.heading },
      ],
      adminPath: adminLocation('articles', article.id),
    };
  }

  // The nearest page: the path itself, or the longest existing prefix (e.g. /regios/solden/wandelen).
  const segments = path.split('/').filter(Boolean);
  const prefixes = segments.map((_s, n) => `/${segments.slice(0, n + 1).join('/')}`);
  const chain = prefixes.length ? await nearestPageWithAncestors(ctx, prefixes) : [];
  const page = chain.at(-1);
  if (page) {
    return {
      id: page.id,
      requestedPath: path,
      matchedPath: page.path,
      redirect: null,
      breadcrumbs: chain,
      adminPath: adminLocation('pages', page.id),
    };
  }
  const list = segments.length === 1 ? listTitles[segments[0]!] : undefined;
  if (list) return { ...empty, matchedPath: path, breadcrumbs: [{ id: null, path, title: list }] };
  return empty;
}
