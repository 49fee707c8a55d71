import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApi, type TestApi } from './harness.js';

type Hits = {
  siteSearch: {
    total: number;
    items: {
      kind: string;
      path: string;
      heading: string;
      body: string;
      score: number;
      thumbnail: { url: string } | null;
    }[];
  };
};
const Q = `query($q: String!, $f: SearchFilters) { siteSearch(query: $q, filters: $f) { total items { kind path heading body score thumbnail { url } } } }`;

describe.each(backends)('siteSearch (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api?.close());

  const search = async (q: string, f?: Record<string, unknown>) => {
    const r = await api.gql<Hits>(Q, { q, f });
    expect(r.errors).toBeUndefined();
    return r.data!.siteSearch;
  };

  it('folds accents: "solden" finds "Sölden" and highlights the original word', async () => {
    const r = await search('solden');
    expect(r.total).toBeGreaterThanOrEqual(2);
    const article = r.items.find((h) => h.kind === 'ARTICLE');
    expect(article?.heading).toBe('Verse sneeuw in Sölden');
    expect(article?.thumbnail?.url).toBe('/media/test/berg.jpg');
    expect(r.items.some((h) => h.kind === 'TOPIC' && h.path === '/regios/solden')).toBe(true);
    expect(r.items.every((h) => h.score > 0)).toBe(true);
    expect(r.items[0]!.score).toBeGreaterThanOrEqual(r.items[r.items.length - 1]!.score);
  });

  it('"skien" finds "skiën" with a <mark> snippet', async () => {
    const r = await search('skien');
    const hit = r.items.find((h) => h.heading === 'Verse sneeuw in Sölden');
    expect(hit?.body).toContain('<mark>skiën</mark>');
  });

  it('tolerates a typo: "lawinegevar" finds the article about avalanches', async () => {
    const r = await search('lawinegevar');
    expect(r.items[0]?.heading).toBe('Lawinegevaar uitgelegd');
  });

  it('corrects towards words of published content only, never towards a scheduled article', async () => {
    // "Matterhornexpress" is only in the scheduled article; the nearest published word is the
    // Zermatt page's "Matterhorn". The search answers as if the scheduled article did not exist.
    for (const q of ['matterhornexpress', 'matterhornexpres']) {
      const r = await search(q);
      expect(r.items.map((h) => h.path)).toEqual(['/regios/zermatt']);
    }
  });

  it('filters on kind and pages the results', async () => {
    const topics = await search('wandelen', { kinds: ['TOPIC'] });
    expect(topics.total).toBeGreaterThan(0);
    expect(topics.items.every((h) => h.kind === 'TOPIC')).toBe(true);
    const page = await search('wandelen', { kinds: ['TOPIC'], limit: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(topics.total);
  });

  it('escapes the text around the highlights', async () => {
    const r = await search('pistes');
    for (const hit of r.items) expect(hit.body.replace(/<\/?mark>/g, '')).not.toMatch(/<|>/);
  });

  it('refuses an empty query in Dutch', async () => {
    const r = await api.gql(Q, { q: ' ' });
    expect(r.errors?.[0]).toMatchObject({
      message: 'Vul een zoekterm in van minstens 2 tekens.',
      extensions: { code: 'validation-failed', field: 'query' },
    });
  });
});
