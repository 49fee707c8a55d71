import { createClient, type ArticlesQuery } from '@nsv/graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLatestArticles } from './latest-articles.server.js';

const apiOrigin = 'http://api.test:4401';

/** A client whose fetch answers like the API would, recording the GraphQL payloads it was sent. */
function clientAnswering(answer: () => Response | Promise<Response>) {
  const payloads: Array<{ operationName: string; variables: unknown }> = [];
  const client = createClient({
    url: `${apiOrigin}/graphql`,
    // The client retries failures with growing delays (spec §7); the test need not wait for them.
    sleep: () => Promise.resolve(),
    fetch: async (_input, init) => {
      payloads.push(JSON.parse(String(init?.body)));
      return answer();
    },
  });
  return { client, payloads };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const data: ArticlesQuery = {
  articles: {
    total: 83,
    items: [
      {
        id: 'a1',
        heading: 'Eerste sneeuw in Sölden',
        path: '/nieuws/2026/11/20/eerste-sneeuw-in-solden',
        published_at: '2026-11-20T08:00:00.000Z',
        type: 'NEWS',
        author: { id: 'u1', slug: 'anna', username: 'Anna de Vries' },
        meta: {
          id: 'm1',
          thumbnailImage: {
            url: `${apiOrigin}/media/solden.jpg`,
            width: 1200,
            height: 800,
            alt: 'Sölden',
          },
        },
        content: { introduction: 'De eerste sneeuw is gevallen.' },
      },
      {
        id: 'a2',
        heading: 'Weblog: mijn eerste huttentocht',
        path: '/weblog/mijn-eerste-huttentocht',
        published_at: '2026-11-18T19:30:00.000Z',
        type: 'WEBLOG',
        author: null,
        meta: { id: 'm2', thumbnailImage: null },
        content: { introduction: 'Drie dagen van hut naar hut.' },
      },
    ],
  },
};

describe('loadLatestArticles', () => {
  let errors: unknown[];
  beforeEach(() => {
    errors = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks the API for the newest articles first and maps them to teasers', async () => {
    const { client, payloads } = clientAnswering(() => json({ data }));
    const result = await loadLatestArticles(client, { apiOrigin, limit: 2 });

    expect(payloads[0]).toMatchObject({
      operationName: 'Articles',
      variables: { filters: { limit: 2, offset: 0, sort: 'PUBLISHED', order: 'DESC' } },
    });
    expect(result).toEqual({
      state: 'ok',
      total: 83,
      articles: [
        {
          id: 'a1',
          heading: 'Eerste sneeuw in Sölden',
          path: '/nieuws/2026/11/20/eerste-sneeuw-in-solden',
          publishedAt: '2026-11-20T08:00:00.000Z',
          author: 'Anna de Vries',
          introduction: 'De eerste sneeuw is gevallen.',
          thumbnail: { src: '/media/solden.jpg?w=480', width: 1200, height: 800, alt: 'Sölden' },
        },
        {
          id: 'a2',
          heading: 'Weblog: mijn eerste huttentocht',
          path: '/weblog/mijn-eerste-huttentocht',
          publishedAt: '2026-11-18T19:30:00.000Z',
          author: null,
          introduction: 'Drie dagen van hut naar hut.',
          thumbnail: null,
        },
      ],
    });
    expect(errors).toHaveLength(0);
  });

  it('gives the error state (and logs) when the API answers with a failing status', async () => {
    const { client } = clientAnswering(() => json({ errors: [{ message: 'boom' }] }, 503));
    expect(await loadLatestArticles(client, { apiOrigin })).toEqual({ state: 'error' });
    expect(errors).toHaveLength(1);
  });

  it('gives the error state when the response carries GraphQL errors', async () => {
    const { client } = clientAnswering(() =>
      json({ data: null, errors: [{ message: 'Unexpected error.' }] }),
    );
    expect(await loadLatestArticles(client, { apiOrigin })).toEqual({ state: 'error' });
  });

  it('gives the error state when the API cannot be reached', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    expect(await loadLatestArticles(client, { apiOrigin })).toEqual({ state: 'error' });
  });
});
