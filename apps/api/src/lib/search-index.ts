import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { articles, pages, searchDocuments, searchWords } from '../db/schema.js';
import { plainText } from './markdown.js';
import { escapeHtml } from './text.js';

/**
 * Rebuilds the search index from articles and pages, then the vocabulary used for typo correction.
 * Call it after content changes, publication dates included: both are snapshots of the content.
 * The stored body is escaped plain text, so ts_headline's output is safe HTML with only <mark> added.
 */
export async function rebuildSearchIndex(db: Db): Promise<void> {
  const [articleRows, pageRows] = await Promise.all([
    db
      .select({
        id: articles.id,
        path: articles.path,
        heading: articles.heading,
        rendered: articles.rendered,
        meta: articles.meta,
      })
      .from(articles),
    db
      .select({
        id: pages.id,
        path: pages.path,
        heading: pages.heading,
        rendered: pages.rendered,
        meta: pages.meta,
      })
      .from(pages),
  ]);
  const docs = [
    ...articleRows.map((r) => ({ ...r, kind: 'ARTICLE' as const })),
    ...pageRows.map((r) => ({ ...r, kind: 'TOPIC' as const })),
  ];
  await db.transaction(async (tx) => {
    await tx.delete(searchDocuments);
    for (let i = 0; i < docs.length; i += 50) {
      await tx.insert(searchDocuments).values(
        docs.slice(i, i + 50).map((d) => {
          const body = plainText(d.rendered.replace(/<div data-embed-slug="[^"]*"><\/div>/g, ''));
          return {
            kind: d.kind,
            entityId: d.id,
            path: d.path,
            heading: d.heading,
            body: escapeHtml(body),
            thumbnailKey: d.meta.thumbnailImage ?? d.meta.headerImage ?? null,
            folded: sql`lower(unaccent(${`${d.heading} ${body}`}))`,
            vector: sql`setweight(to_tsvector('nsv_dutch', ${d.heading}), 'A') || setweight(to_tsvector('nsv_dutch', ${body}), 'B')`,
          };
        }),
      );
    }
    // Each word with the moment it may first correct a query: null when a page holds it, else the
    // earliest publication of an article holding it (words of scheduled articles wait for them).
    await tx.delete(searchWords);
    await tx.execute(sql`
      INSERT INTO search_words (word, visible_from)
      SELECT w.word, CASE WHEN bool_or(w.visible_from IS NULL) THEN NULL ELSE min(w.visible_from) END
      FROM (SELECT unnest(tsvector_to_array(to_tsvector('simple', d.folded))) AS word,
                   CASE WHEN d.kind = 'ARTICLE' THEN a.published_at END AS visible_from
            FROM search_documents d LEFT JOIN articles a ON a.id = d.entity_id) w
      WHERE length(w.word) >= 3
      GROUP BY w.word`);
  });
}
