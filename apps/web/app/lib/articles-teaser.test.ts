import { describe, expect, it } from 'vitest';
import { apiArticles, apiOrigin } from '../test-support/fixtures.js';
import { toArticleTeaser, type ApiArticleSummary } from './articles-teaser.js';

const article: ApiArticleSummary = apiArticles.items[0]!;

describe('toArticleTeaser', () => {
  it('keeps the date of an article whose page shows it', () => {
    expect(toArticleTeaser(article, apiOrigin)).toMatchObject({
      publishedAt: '2026-11-20T08:00:00.000Z',
      isAdvertorial: false,
    });
  });

  // QA: 'Nederlanders in de wereldbeker' hides its date on its page, but every teaser showed it.
  it('leaves out the date of an article whose page hides it, so it reaches no page data', () => {
    const teaser = toArticleTeaser({ ...article, isPublishDateVisible: false }, apiOrigin);
    expect(teaser.publishedAt).toBeNull();
    expect(JSON.stringify(teaser)).not.toContain('2026-11-20');
  });

  // QA: the paid 'Leden huren ski's met 15 procent korting bij Sport Gruber' read as editorial news.
  it('says whether the article is paid (an advertorial)', () => {
    expect(toArticleTeaser({ ...article, isAdvertorial: true }, apiOrigin).isAdvertorial).toBe(
      true,
    );
  });
});
