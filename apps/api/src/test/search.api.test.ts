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
      isAdvertorial?: boolean;
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

  /** Every page of `q`, `limit` at a time, up to one page past the last; each page's answer. */
  const allPages = async (q: string, limit: number) => {
    const first = await search(q, { limit });
    const pages = [first];
    for (let offset = limit; offset < first.total + limit; offset += limit) {
      pages.push(await search(q, { limit, offset }));
    }
    return pages;
  };

  it('pages a query that only matches word by word like any other: same hits and total on every page', async () => {
    // No document holds both words (nor "x"), so these search for any of them. Page 1 used to be
    // the only page doing so: the next pages matched all words and found nothing.
    for (const q of ['pistes wandelen', 'pistes x', 'pistes & wandelen?x=1']) {
      const pages = await allPages(q, 1);
      const total = pages[0]!.total;
      expect(total, q).toBeGreaterThan(1);
      expect(
        pages.map((p) => p.total),
        q,
      ).toEqual(pages.map(() => total));
      const paths = pages.flatMap((p) => p.items.map((h) => `${h.kind} ${h.path}`));
      expect(paths, q).toHaveLength(total);
      expect(new Set(paths).size, q).toBe(total);
      // The pages together are the hits of one page holding them all, in the same order.
      const whole = await search(q, { limit: 50 });
      expect(paths, q).toEqual(whole.items.map((h) => `${h.kind} ${h.path}`));
      expect(
        pages.slice(0, -1).every((p) => p.items.length > 0),
        q,
      ).toBe(true);
    }
  });

  it("answers the whole query's total for a page past the last one", async () => {
    for (const q of ['pistes', 'pistes wandelen']) {
      const all = await search(q, { limit: 50 });
      expect(all.total, q).toBeGreaterThan(0);
      for (const offset of [all.total, all.total + 10, 1000]) {
        const past = await search(q, { limit: 10, offset });
        expect(past, `${q} at ${offset}`).toEqual({ total: all.total, items: [] });
      }
    }
    // Nothing found stays nothing found, on any page.
    expect(await search('qwxzvbnmkj', { offset: 10 })).toEqual({ total: 0, items: [] });
  });

  it('says which hits are paid articles (advertorials), in the same one statement', async () => {
    // The site labels an advertorial in its search results as the article's page does; asking
    // costs no statement per hit, nor one per search.
    const plain = `query($q: String!) { siteSearch(query: $q) { items { kind path } } }`;
    const flagged = `query($q: String!) { siteSearch(query: $q) { items { kind path isAdvertorial } } }`;
    const measure = async (query: string, q: string) => {
      let answer: Awaited<ReturnType<typeof api.gql<Hits>>> | undefined;
      // `no-cache`: the response cache must not answer, every statement has to be sent.
      const statements = await api.recordStatements(async () => {
        answer = await api.gql<Hits>(query, { q }, { headers: { 'cache-control': 'no-cache' } });
      });
      expect(answer!.errors).toBeUndefined();
      return { items: answer!.data!.siteSearch.items, statements: statements.length };
    };

    const paid = await measure(flagged, 'skipas');
    expect(paid.items).toContainEqual({
      kind: 'ARTICLE',
      path: expect.stringMatching(/\/aanbieding-skipas$/),
      isAdvertorial: true,
    });
    const mixed = await measure(flagged, 'solden');
    expect(mixed.items.some((hit) => hit.kind === 'TOPIC')).toBe(true);
    for (const hit of [...paid.items, ...mixed.items]) {
      expect(hit.isAdvertorial, hit.path).toBe(hit.path.endsWith('/aanbieding-skipas'));
    }
    expect(mixed.statements).toBe((await measure(plain, 'solden')).statements);
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
