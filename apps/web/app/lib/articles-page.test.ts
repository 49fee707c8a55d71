import { describe, expect, it } from 'vitest';
import { isValidArticleRoute, parseReplyQuery, replyHref } from './articles-page.js';

describe('isValidArticleRoute', () => {
  it('accepts digit-only date segments, each optional', () => {
    expect(isValidArticleRoute({ slug: 'a' })).toBe(true);
    expect(isValidArticleRoute({ year: '2026', slug: 'a' })).toBe(true);
    expect(isValidArticleRoute({ year: '2026', month: '11', day: '20', slug: 'a' })).toBe(true);
  });

  it('refuses anything else in a date segment, and a missing slug', () => {
    expect(isValidArticleRoute({ year: 'elf', slug: 'a' })).toBe(false);
    expect(isValidArticleRoute({ year: '2026', month: '1a', slug: 'a' })).toBe(false);
    expect(isValidArticleRoute({ year: '2026' })).toBe(false);
  });
});

describe('replies paging', () => {
  it('reads the order and page, falling back to newest first on page 1', () => {
    expect(parseReplyQuery(new URLSearchParams('reacties=oudste&reactiepagina=2'))).toEqual({
      page: 2,
      order: 'oudste',
    });
    expect(parseReplyQuery(new URLSearchParams('reacties=x&reactiepagina=nul'))).toEqual({
      page: 1,
      order: 'nieuwste',
    });
  });

  it('links to the list anchor without default values', () => {
    expect(replyHref('/nieuws/a', { page: 1, order: 'nieuwste' })).toBe('/nieuws/a#reacties');
    expect(replyHref('/nieuws/a', { page: 2, order: 'oudste' })).toBe(
      '/nieuws/a?reacties=oudste&reactiepagina=2#reacties',
    );
  });
});
