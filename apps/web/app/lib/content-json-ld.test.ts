import { describe, expect, it } from 'vitest';
import { breadcrumbListLd, newsArticleLd } from './content-json-ld.js';

const origin = 'https://www.nsv.test';

describe('breadcrumbListLd', () => {
  it('numbers the crumbs from 1 with absolute URLs', () => {
    expect(
      breadcrumbListLd(
        [
          { path: '/', title: 'Home' },
          { path: '/veiligheid', title: 'Veiligheid' },
        ],
        origin,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.nsv.test/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Veiligheid',
          item: 'https://www.nsv.test/veiligheid',
        },
      ],
    });
  });
});

describe('newsArticleLd', () => {
  const base = {
    headline: 'Eerste sneeuw',
    path: '/nieuws/2026/11/20/eerste-sneeuw',
    publishedAt: '2026-11-20T08:00:00Z',
    siteName: 'NSV',
  };

  it('names the author as a person and falls back to the publish date for dateModified', () => {
    expect(newsArticleLd({ ...base, author: 'Anna' }, origin)).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Eerste sneeuw',
      mainEntityOfPage: 'https://www.nsv.test/nieuws/2026/11/20/eerste-sneeuw',
      author: { '@type': 'Person', name: 'Anna' },
      dateModified: '2026-11-20T08:00:00Z',
    });
  });

  // Decision 0590: the page of 'Nederlanders in de wereldbeker' hides its date, its JSON-LD gave it.
  it('claims no dates for an article whose page hides them', () => {
    const block = newsArticleLd(
      { ...base, publishedAt: null, editedAt: '2026-11-21T08:00:00Z' },
      origin,
    );
    expect(block).not.toHaveProperty('datePublished');
    expect(block).not.toHaveProperty('dateModified');
    expect(block).toMatchObject({ '@type': 'NewsArticle', headline: 'Eerste sneeuw' });
  });

  it('credits the organisation when the editors wrote it', () => {
    expect(newsArticleLd({ ...base, image: '/media/a.jpg' }, origin)).toMatchObject({
      author: { '@type': 'Organization', name: 'NSV' },
      image: ['https://www.nsv.test/media/a.jpg'],
    });
  });
});
