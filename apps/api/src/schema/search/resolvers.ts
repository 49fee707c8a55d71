import { sql } from 'drizzle-orm';
import type { GraphQLContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { invalid } from '../../errors.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { SiteSearchHitModel } from '../mappers.js';
import { imageOf, paging } from '../shared.js';

const HEADLINE =
  'StartSel=<mark>, StopSel=</mark>, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "';

/**
 * Replaces each unknown query word by the most similar word of the site's vocabulary (pg_trgm), so
 * "zermat" searches "zermatt"; accents are folded first, so "skien" and "skiën" are the same word.
 */
async function correctedQuery(ctx: GraphQLContext, query: string) {
  const rows = await queryRows<{ word: string; fix: string | null }>(
    ctx.db,
    sql`SELECT q.word,
          CASE WHEN EXISTS (SELECT 1 FROM search_words w WHERE w.word = q.word) OR length(q.word) < 4 THEN q.word
               ELSE (SELECT w.word FROM search_words w WHERE w.word % q.word ORDER BY similarity(w.word, q.word) DESC, w.word LIMIT 1)
          END AS fix
        FROM regexp_split_to_table(lower(unaccent(${query})), '[^a-z0-9]+') WITH ORDINALITY AS q(word, n)
        WHERE q.word <> ''
        ORDER BY q.n`,
  );
  return rows.map((r) => r.fix ?? r.word).join(' ');
}

type HitRow = Omit<SiteSearchHitModel, 'thumbnailKey'> & {
  thumbnail_key: string | null;
  total: number;
};

/** Dutch site search over articles (ARTICLE) and pages (TOPIC). */
export const searchResolvers: Resolvers = {
  Query: {
    siteSearch: async (_p, { query, filters }, ctx) => {
      const q = query.trim();
      if (q.length < 2) throw invalid('query', 'Vul een zoekterm in van minstens 2 tekens.');
      if (q.length > 200) throw invalid('query', 'De zoekterm mag hoogstens 200 tekens lang zijn.');
      const { offset, limit } = paging(filters);
      // Enum values, checked by GraphQL and again here, so they may be spelled into the SQL.
      const kinds = (filters?.kinds?.length ? filters.kinds : ['ARTICLE', 'TOPIC']).filter(
        (k) => k === 'ARTICLE' || k === 'TOPIC',
      );
      const corrected = await correctedQuery(ctx, q);
      if (!corrected) return { total: 0, items: [] };
      const run = (mode: 'all' | 'any') => {
        const tsq =
          mode === 'all'
            ? sql`plainto_tsquery('nsv_dutch', ${corrected})`
            : sql`replace(plainto_tsquery('nsv_dutch', ${corrected})::text, '&', '|')::tsquery`;
        return queryRows<HitRow>(
          ctx.db,
          sql`WITH q AS (SELECT ${tsq} AS tsq)
              SELECT d.entity_id AS id, d.kind, d.path, d.heading, d.thumbnail_key,
                     ts_headline('nsv_dutch', d.body, q.tsq, ${HEADLINE}) AS body,
                     round(ts_rank(d.vector, q.tsq, 32)::numeric, 4)::float8 AS score,
                     count(*) OVER ()::int AS total
              FROM search_documents d, q
              WHERE d.vector @@ q.tsq AND d.kind = ANY(${sql.raw(`ARRAY['${kinds.join("','")}']`)})
              ORDER BY score DESC, d.heading, d.entity_id
              LIMIT ${limit} OFFSET ${offset}`,
        );
      };
      let rows = await run('all');
      // No page holds every word: fall back to pages that hold any of them, ranked by how many.
      if (rows.length === 0 && offset === 0 && corrected.includes(' ')) rows = await run('any');
      return {
        total: rows[0]?.total ?? 0,
        items: rows.map(({ thumbnail_key, total: _t, ...hit }) => ({
          ...hit,
          thumbnailKey: thumbnail_key,
        })),
      };
    },
  },
  SiteSearchHit: {
    thumbnail: (hit, _a, ctx) => imageOf(ctx, hit.thumbnailKey),
  },
};
