import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ArticleTeaser, LatestArticles as Result } from '../lib/articles.js';
import { latestArticleTeasers } from '../test-support/fixtures.js';
import { LatestArticles } from './latest-articles.js';

const render = (result: Result, eagerImages?: number) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <LatestArticles result={result} eagerImages={eagerImages} />
    </MemoryRouter>,
  );

const article: ArticleTeaser = latestArticleTeasers.articles[0]!;

describe('LatestArticles', () => {
  it('links each heading to its article and shows the Dutch date, author and introduction', () => {
    const html = render({ state: 'ok', total: 1, articles: [article] });
    expect(html).toContain(
      '<h2 class="teaser__heading"><a href="/nieuws/2026/11/20/eerste-sneeuw-in-solden" data-discover="true">Eerste sneeuw in Sölden</a></h2>',
    );
    expect(html).toContain('<time dateTime="2026-11-20T08:00:00.000Z">20 november 2026</time>');
    expect(html).toContain('door Anna de Vries');
    expect(html).toContain('De eerste sneeuw is gevallen.');
    expect(html).toContain('src="/media/solden.jpg?w=480"');
    expect(html).toContain('alt="Sölden"');
    expect(html).toContain('height="160"');
  });

  it("names 'Redactie' as the author of articles without one, and omits an unreadable date", () => {
    const html = render({
      state: 'ok',
      total: 1,
      articles: [{ ...article, author: null, publishedAt: 'onbekend', thumbnail: null }],
    });
    expect(html).toContain('door Redactie');
    expect(html).not.toContain('<time');
    expect(html).not.toContain('<img');
  });

  // QA: a paid article read as editorial news in every list, and a date its page hides was shown.
  it("labels a paid article 'Advertorial' inside its heading link and shows no date its page hides", () => {
    const paid: ArticleTeaser = latestArticleTeasers.articles[1]!;
    expect(paid).toMatchObject({ isAdvertorial: true, publishedAt: null });
    const html = render({ state: 'ok', total: 2, articles: [article, paid] });
    expect(html).toContain(
      '<h2 class="teaser__heading"><a href="/weblog/mijn-eerste-huttentocht" data-discover="true"><span class="advertorial-label">Advertorial<span class="advertorial-label__pause">: </span></span>Weblog: mijn eerste huttentocht</a></h2>',
    );
    expect(html).toContain('<p class="teaser__meta"><span>door Redactie</span></p>');
    // Only the paid one, and the other keeps its date.
    expect(html.match(/Advertorial</g)).toHaveLength(1);
    expect(html.match(/<time /g)).toHaveLength(1);
  });

  it('loads the first two images at once by default, none when the list starts below the fold', () => {
    const three = [1, 2, 3].map((n) => ({ ...article, id: `a${n}`, path: `/weblog/tocht-${n}` }));
    const loading = (html: string) => [...html.matchAll(/loading="(\w+)"/g)].map((m) => m[1]);
    expect(loading(render({ state: 'ok', total: 3, articles: three }))).toEqual([
      'eager',
      'eager',
      'lazy',
    ]);
    expect(loading(render({ state: 'ok', total: 3, articles: three }, 0))).toEqual([
      'lazy',
      'lazy',
      'lazy',
    ]);
  });

  it('keeps the order the API gave (newest first)', () => {
    const older = { ...article, id: 'a2', heading: 'Oudere tocht', path: '/weblog/oudere-tocht' };
    const html = render({ state: 'ok', total: 2, articles: [article, older] });
    expect(html.indexOf('Eerste sneeuw in Sölden')).toBeLessThan(html.indexOf('Oudere tocht'));
  });

  it('says in Dutch that there are no articles yet', () => {
    const html = render({ state: 'ok', total: 0, articles: [] });
    expect(html).toContain('Nog geen artikelen');
    expect(html).not.toContain('<ol');
  });

  it('says in Dutch that the articles cannot be loaded', () => {
    const html = render({ state: 'error' });
    expect(html).toContain('role="alert"');
    expect(html).toContain('De artikelen kunnen nu niet worden geladen');
  });
});
