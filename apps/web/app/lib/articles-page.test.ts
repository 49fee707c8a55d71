import { describe, expect, it } from 'vitest';
import {
  isValidArticleRoute,
  parseReplyQuery,
  replyHref,
  shouldCountImpression,
} from './articles-page.js';

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ARTICLE = 'http://site.test/nieuws/2026/11/20/eerste-sneeuw';

const get = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, { headers: { 'user-agent': BROWSER_UA, ...headers } });

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

describe('shouldCountImpression', () => {
  it('counts a fresh document view and a navigation from another page', () => {
    expect(shouldCountImpression(get(ARTICLE))).toBe(true);
    expect(
      shouldCountImpression(get(`${ARTICLE}.data`, { referer: 'http://site.test/nieuws' })),
    ).toBe(true);
  });

  it('does not count a revalidation or a replies page of the same article', () => {
    expect(
      shouldCountImpression(get(`${ARTICLE}.data?_routes=article-nieuws-nl`, { referer: ARTICLE })),
    ).toBe(false);
    expect(
      shouldCountImpression(get(`${ARTICLE}?reactiepagina=2`, { referer: `${ARTICLE}#reacties` })),
    ).toBe(false);
  });

  it('does not count bots or other methods', () => {
    expect(
      shouldCountImpression(
        get(ARTICLE, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
      ),
    ).toBe(false);
    expect(
      shouldCountImpression(
        new Request(ARTICLE, { method: 'POST', headers: { 'user-agent': BROWSER_UA } }),
      ),
    ).toBe(false);
  });
});
