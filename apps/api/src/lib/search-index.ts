import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { articles, pages, searchDocuments, searchWords } from '../db/schema.js';
import { plainText } from './markdown.js';
import { escapeHtml } from './text.js';

/**
 * Rebuilds the search index from articles and pages, then the vocabulary used for typo correction.
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
    await tx.delete(searchWords);
    await tx.execute(sql`
      INSERT INTO search_words (word)
      SELECT word FROM ts_stat('SELECT to_tsvector(''simple'', folded) FROM search_documents')
      WHERE length(word) >= 3
      ON CONFLICT DO NOTHING`);
  });
}
