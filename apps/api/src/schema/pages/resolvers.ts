import { and, asc, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { articles, banners, frontpageItems, images, pages } from '../../db/schema.js';
import { invalid } from '../../errors.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { activityCategories } from '../../seed/content/types.js';
import { normalisePath } from '../articles/queries.js';
import { preparedPer } from '../articles/related.js';
import { imageOf, mediaUrl } from '../shared.js';
import { ancestors, resolvePath } from './path-info.js';
import { listPages, pagesOfActivity } from './queries.js';

/** The front page items with their image and linked article or page (prepared: it is hot). */
const frontpageWithRelated = preparedPer((db) =>
  db
    .select({ item: frontpageItems, image: images, article: articles, page: pages })
    .from(frontpageItems)
    .leftJoin(images, eq(images.key, frontpageItems.imageKey))
    .leftJoin(articles, eq(articles.id, frontpageItems.articleId))
    .leftJoin(pages, eq(pages.id, frontpageItems.pageId))
    .orderBy(asc(frontpageItems.position), asc(frontpageItems.id))
    .prepare('frontpage_items_related'),
);

const isActivity = (s: string): boolean => (activityCategories as readonly string[]).includes(s);

/** Content pages, activities, front page, banners and path resolution. */
export const pageResolvers: Resolvers = {
  Query: {
    pageByPath: (_p, { path }, ctx) => ctx.loaders.pageByPath.load(normalisePath(path)),
    childrenByPath: async (_p, { path, filters }, ctx) => {
      const page = await ctx.loaders.pageByPath.load(normalisePath(path));
      if (!page) return { total: 0, items: [] };
      return listPages(ctx.db, eq(pages.parentId, page.id), filters);
    },
    pagesForActivity: (_p, { activity, filters }, ctx) => {
      if (!isActivity(activity)) throw invalid('activity', `Onbekende activiteit: ${activity}.`);
      return pagesOfActivity(ctx.db, activity, filters);
    },
    activities: async (_p, _a, ctx) => {
      const rows = await ctx.db
        .select()
        .from(pages)
        .where(isNotNull(pages.activity))
        .orderBy(asc(pages.path));
      // The category's own page is its shortest path (the others sit below it).
      const main = new Map<string, (typeof rows)[number]>();
      for (const r of rows) {
        const current = main.get(r.activity!);
        if (!current || r.path.length < current.path.length) main.set(r.activity!, r);
      }
      return activityCategories.map((slug) => ({ slug, page: main.get(slug) ?? null }));
    },
    // One statement: the items with their image and entity, primed into the loaders the fields use.
    frontpageItems: async (_p, _a, ctx) => {
      const rows = await frontpageWithRelated(ctx.db).execute();
      for (const { item, image, article, page } of rows) {
        if (item.imageKey) ctx.loaders.image.prime(item.imageKey, image);
        if (item.articleId) ctx.loaders.article.prime(item.articleId, article);
        if (item.pageId) ctx.loaders.page.prime(item.pageId, page);
      }
      return rows.map((r) => r.item);
    },
    banner: async (_p, { filters }, ctx) => {
      const where: SQL[] = [];
      if (filters?.adType) where.push(eq(banners.adType, filters.adType));
      if (filters?.area) where.push(eq(banners.area, filters.area));
      if (filters?.highlighted != null) where.push(eq(banners.isHighlighted, filters.highlighted));
      const [row] = await ctx.db
        .select()
        .from(banners)
        .where(and(...where))
        .orderBy(desc(banners.isHighlighted), asc(banners.id))
        .limit(1);
      return row ?? null;
    },
    pathInfo: (_p, { path }, ctx) => resolvePath(ctx, path),
    adminPath: async (_p, { path }, ctx) => {
      await ctx.session.requireAdmin();
      const info = await resolvePath(ctx, path);
      return info.adminPath ?? `/admin/paths?path=${encodeURIComponent(info.requestedPath)}`;
    },
  },
  PathInfo: {
    // Only admins see it; a missing or broken session simply hides it (no error on public pages).
    adminPath: async (info, _a, ctx) => {
      const auth = await ctx.session.current().catch(() => null);
      if (!auth?.user.isAdmin) return null;
      return info.adminPath ?? `/admin/paths?path=${encodeURIComponent(info.requestedPath)}`;
    },
  },
  Page: {
    parents: (p, _a, ctx) => ancestors(ctx, p.parentId),
    content: (p) => ({ rendered: p.rendered, body: p.body, embeds: p.embeds }),
    // Batched: a list of pages asks for all their children in one statement.
    children: (p, { filters }, ctx) => ctx.loaders.childrenByPage.load({ parent: p.id, filters }),
  },
  FrontpageItem: {
    image: async (item, _a, ctx) =>
      (await imageOf(ctx, item.imageKey)) ?? {
        key: item.imageKey,
        width: 0,
        height: 0,
        alt: item.heading,
      },
    entity: async (item, _a, ctx) => {
      if (item.articleId) return ctx.loaders.article.load(item.articleId);
      if (item.pageId) return ctx.loaders.page.load(item.pageId);
      return null;
    },
  },
  FrontpageEntity: {
    __resolveType: (entity) => ('isAdvertorial' in entity ? 'Article' : 'Page'),
  },
  Banner: {
    area: (b) => b.area as never,
    imageUrl: (b) => (b.imageKey ? mediaUrl(b.imageKey) : null),
  },
};
