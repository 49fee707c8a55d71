import { sql } from 'drizzle-orm';
import { images } from '../../db/schema.js';
import { invalid } from '../../errors.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { jsonObject, preparedPer, rowFromJson } from '../articles/related.js';
import type { SiteSearchHitModel } from '../mappers.js';
import { imageOf, paging } from '../shared.js';

const HEADLINE =
  'StartSel=<mark>, StopSel=</mark>, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "';

const param = {
  query: sql.placeholder('query'),
  kinds: sql.placeholder('kinds'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  headline: sql.placeholder('headline'),
};

/** A word of the vocabulary that a published article or a page holds (not only scheduled ones). */
const wordVisible = sql`(w.visible_from IS NULL OR w.visible_from <= now())`;

/**
 * Replaces each unknown query word by the most similar word of the site's vocabulary (pg_trgm), so
 * "zermat" searches "zermatt"; accents are folded first, so "skien" and "skiën" are the same word.
 * Words only scheduled articles hold are neither known nor a correction until one is published.
 * Gives the corrected query text ('' when it has no words).
 */
const correctedQuery = sql`(SELECT coalesce(string_agg(coalesce(c.fix, c.word), ' ' ORDER BY c.n), '')
  FROM (SELECT q.word, q.n,
          CASE WHEN EXISTS (SELECT 1 FROM search_words w WHERE w.word = q.word AND ${wordVisible}) OR length(q.word) < 4 THEN q.word
               ELSE (SELECT w.word FROM search_words w WHERE w.word % q.word AND ${wordVisible} ORDER BY similarity(w.word, q.word) DESC, w.word LIMIT 1)
          END AS fix
        FROM regexp_split_to_table(lower(unaccent(${param.query})), '[^a-z0-9]+') WITH ORDINALITY AS q(word, n)
        WHERE q.word <> '') c)`;

/**
 * Whether a search document may be shown: pages always, articles once published (the index holds
 * every article, also those dated ahead, so they appear by themselves on their date).
 */
const published = sql`(d.kind <> 'ARTICLE' OR EXISTS (SELECT 1 FROM articles a
  WHERE a.id = d.entity_id AND a.published_at <= now()))`;

/**
 * The whole search in one statement (prepared: one parse and, after a few runs, one plan per
 * connection): correct the words; match documents holding all of them or, when none does and there
 * are several words, any of them (ranked by how many); then the headlines of the page of hits only,
 * their thumbnails (primed into the image loader) and whether each is a paid article, so the site
 * can label an advertorial without asking once per hit.
 * Whether the search falls back to any word depends on the query only, never on the page, so every
 * page of a query pages through the same hits.
 * The total is counted over all hits, not over the page's rows: the statement always answers one
 * row, with no hit (`id` null) when the page has none, so a page past the last one still says how
 * many hits the query has.
 * `c` is materialised: inlined, PostgreSQL would run the correction once per use.
 */
const hits = sql`(WITH c AS MATERIALIZED (SELECT ${correctedQuery} AS corrected),
  q AS (SELECT plainto_tsquery('nsv_dutch', c.corrected) AS tsq_all,
               replace(plainto_tsquery('nsv_dutch', c.corrected)::text, '&', '|')::tsquery AS tsq_any,
               position(' ' IN c.corrected) > 0 AS several
        FROM c),
  hits_all AS (SELECT d.entity_id, d.kind, d.path, d.heading, d.thumbnail_key, d.body, q.tsq_all AS tsq,
                      round(ts_rank(d.vector, q.tsq_all, 32)::numeric, 4)::float8 AS score
               FROM search_documents d, q
               WHERE d.vector @@ (SELECT tsq_all FROM q)
                 AND d.kind = ANY(string_to_array(${param.kinds}, ',')) AND ${published}),
  hits_any AS (SELECT d.entity_id, d.kind, d.path, d.heading, d.thumbnail_key, d.body, q.tsq_any AS tsq,
                      round(ts_rank(d.vector, q.tsq_any, 32)::numeric, 4)::float8 AS score
               FROM search_documents d, q
               WHERE q.several AND NOT EXISTS (SELECT 1 FROM hits_all)
                 AND d.vector @@ (SELECT tsq_any FROM q)
                 AND d.kind = ANY(string_to_array(${param.kinds}, ',')) AND ${published}),
  h AS (SELECT * FROM hits_all UNION ALL SELECT * FROM hits_any),
  page AS (SELECT * FROM h ORDER BY h.score DESC, h.heading, h.entity_id
           LIMIT ${param.limit} OFFSET ${param.offset})
  SELECT p.entity_id AS id, p.kind, p.path, p.heading, p.thumbnail_key,
         ts_headline('nsv_dutch', p.body, p.tsq, ${param.headline}) AS body, p.score, t.total,
         row_to_json(i) AS thumbnail,
         EXISTS (SELECT 1 FROM articles a WHERE p.kind = 'ARTICLE' AND a.id = p.entity_id
                   AND a.is_advertorial) AS is_advertorial
  FROM (SELECT count(*)::int AS total FROM h) t
    LEFT JOIN page p ON true
    LEFT JOIN images i ON i.key = p.thumbnail_key) AS hits`;

const siteSearch = preparedPer((db) =>
  db
    .select({
      // Null in the one row of a page without hits, which only carries the total.
      id: sql<string | null>`hits.id`,
      kind: sql<SiteSearchHitModel['kind']>`hits.kind`,
      path: sql<string>`hits.path`,
      heading: sql<string>`hits.heading`,
      thumbnailKey: sql<string | null>`hits.thumbnail_key`,
      body: sql<string>`hits.body`,
      score: sql<number>`hits.score`,
      total: sql<number>`hits.total`,
      thumbnail: sql<unknown>`hits.thumbnail`,
      isAdvertorial: sql<boolean>`hits.is_advertorial`,
    })
    .from(hits)
    .orderBy(sql`hits.score DESC, hits.heading, hits.id`)
    .prepare('site_search'),
);

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
      const rows = await siteSearch(ctx.db).execute({
        query: q,
        kinds: kinds.join(','),
        limit,
        offset,
        headline: HEADLINE,
      });
      const items: SiteSearchHitModel[] = [];
      for (const { thumbnail, total: _t, id, ...hit } of rows) {
        if (id === null) continue;
        items.push({ id, ...hit });
        if (!hit.thumbnailKey) continue;
        const image = jsonObject(thumbnail);
        ctx.loaders.image.prime(hit.thumbnailKey, image ? rowFromJson(images, image) : null);
      }
      return { total: rows[0]?.total ?? 0, items };
    },
  },
  SiteSearchHit: {
    thumbnail: (hit, _a, ctx) => imageOf(ctx, hit.thumbnailKey),
  },
};
