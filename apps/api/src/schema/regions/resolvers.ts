import { and, arrayContains, count, eq, inArray, type SQL } from 'drizzle-orm';
import { regions } from '../../db/schema.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { ordering, paging } from '../shared.js';

const flags = [
  'hasBikepark',
  'hasIndoorPool',
  'hasOutdoorPool',
  'hasGolf',
  'hasToboggan',
  'hasParagliding',
  'hasHighrope',
] as const;

/** Holiday regions with filters on country, tags and the seven flags. */
export const regionResolvers: Resolvers = {
  Query: {
    regions: async (_p, { filters }, ctx) => {
      const { offset, limit } = paging(filters);
      const where: SQL[] = [];
      if (filters?.countries?.length)
        where.push(
          inArray(
            regions.countryCode,
            filters.countries.map((c) => c.toUpperCase()),
          ),
        );
      if (filters?.tags?.length) where.push(arrayContains(regions.tags, filters.tags));
      for (const flag of flags) {
        const wanted = filters?.[flag];
        if (wanted != null) where.push(eq(regions[flag], wanted));
      }
      const condition = and(...where);
      const [items, [total]] = await Promise.all([
        ctx.db
          .select()
          .from(regions)
          .where(condition)
          .orderBy(
            ...ordering(
              filters?.sort,
              filters?.order,
              { HEADING: regions.name, PUBLISHED: regions.score, id: regions.id },
              {
                sort: 'HEADING',
                order: 'ASC',
              },
            ),
          )
          .limit(limit)
          .offset(offset),
        ctx.db.select({ n: count() }).from(regions).where(condition),
      ]);
      return { total: total?.n ?? 0, items };
    },
    regionBySlug: (_p, { slug }, ctx) => ctx.loaders.regionBySlug.load(slug),
  },
  Region: {
    features: (r, _a, ctx) => ctx.loaders.featuresByRegion.load(r.id),
    page: (r, _a, ctx) =>
      r.pageId ? ctx.loaders.page.load(r.pageId) : ctx.loaders.pageByPath.load(`/regios/${r.slug}`),
    // Spec: published articles sorted PUBLISHED DESC (the default order of an article list).
    // Batched: a list of regions asks for all their articles in one statement.
    articles: (r, { filters }, ctx) =>
      ctx.loaders.articlesByRegion.load({ parent: r.slug, filters }),
  },
};
