import { createClient, type HomePageQuery } from '@nsv/graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadHomePage } from './home-page.server.js';

const apiOrigin = 'http://api.test:4401';

type Payload = { operationName: string; variables: unknown };

/** A client whose fetch answers per operation like the API would, recording what it was sent. */
function clientAnswering(answer: (payload: Payload) => Response | Promise<Response>) {
  const payloads: Payload[] = [];
  const client = createClient({
    url: `${apiOrigin}/graphql`,
    // The client retries failures with growing delays (spec §7); the test need not wait for them.
    sleep: () => Promise.resolve(),
    fetch: async (_input, init) => {
      const payload = JSON.parse(String(init?.body)) as Payload;
      payloads.push(payload);
      return answer(payload);
    },
  });
  return { client, payloads };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const articles: HomePageQuery['articles'] = {
  total: 83,
  items: [
    {
      id: 'a1',
      heading: 'Eerste sneeuw in Sölden',
      path: '/nieuws/2026/11/20/eerste-sneeuw-in-solden',
      published_at: '2026-11-20T08:00:00.000Z',
      type: 'NEWS',
      author: null,
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
  ],
};
const frontpageItems: HomePageQuery['frontpageItems'] = [
  {
    id: 'f1',
    heading: 'Skiën in Tirol',
    description: 'Alles over de Tiroolse gebieden.',
    url: '/regios/tirol',
    image: { url: `${apiOrigin}/media/tirol.jpg`, width: 1600, height: 900, alt: 'Tirol' },
  },
];
const banner: NonNullable<HomePageQuery['banner']> = {
  id: 'b1',
  adType: 'BANNER',
  title: 'Wintersportbeurs',
  subtitle: 'Utrecht, 12 december',
  text: 'De hele dag advies over materiaal en bestemmingen.',
  offer: 'Leden gratis',
  imageUrl: `${apiOrigin}/media/beurs.jpg`,
  url: 'https://beurs.example/',
  linkLabel: 'Naar de beurs',
};

const expected = {
  latest: {
    state: 'ok',
    total: 83,
    articles: [
      {
        id: 'a1',
        heading: 'Eerste sneeuw in Sölden',
        path: '/nieuws/2026/11/20/eerste-sneeuw-in-solden',
        publishedAt: '2026-11-20T08:00:00.000Z',
        author: null,
        introduction: 'De eerste sneeuw is gevallen.',
        thumbnail: { src: '/media/solden.jpg?w=480', width: 1200, height: 800, alt: 'Sölden' },
      },
    ],
  },
  items: [
    {
      id: 'f1',
      heading: 'Skiën in Tirol',
      description: 'Alles over de Tiroolse gebieden.',
      url: '/regios/tirol',
      image: { src: '/media/tirol.jpg?w=640', width: 1600, height: 900, alt: 'Tirol' },
    },
  ],
  banner: {
    title: 'Wintersportbeurs',
    subtitle: 'Utrecht, 12 december',
    text: 'De hele dag advies over materiaal en bestemmingen.',
    offer: 'Leden gratis',
    url: 'https://beurs.example/',
    linkLabel: 'Naar de beurs',
    image: '/media/beurs.jpg?w=1024',
  },
};

describe('loadHomePage', () => {
  let errors: unknown[];
  beforeEach(() => {
    errors = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks the API once for all three sections and maps them', async () => {
    const { client, payloads } = clientAnswering(() =>
      json({ data: { articles, frontpageItems, banner } }),
    );
    expect(await loadHomePage(client, apiOrigin)).toEqual(expected);
    expect(payloads).toEqual([
      {
        operationName: 'HomePage',
        query: expect.stringContaining('frontpageItems'),
        variables: {
          articles: { limit: 10, offset: 0, sort: 'PUBLISHED', order: 'DESC' },
          banner: { area: 'FRONTPAGE', adType: 'BANNER', highlighted: true },
        },
      },
    ]);
    expect(errors).toHaveLength(0);
  });

  it('gives no banner when there is none', async () => {
    const { client } = clientAnswering(() =>
      json({ data: { articles, frontpageItems, banner: null } }),
    );
    expect(await loadHomePage(client, apiOrigin)).toEqual({ ...expected, banner: null });
  });

  it('asks for each section on its own when the answer carries errors, so only the failing one goes without', async () => {
    const { client, payloads } = clientAnswering(({ operationName }) => {
      switch (operationName) {
        case 'HomePage':
          return json({
            data: null,
            errors: [{ message: 'Unexpected error.', path: ['frontpageItems'] }],
          });
        case 'Articles':
          return json({ data: { articles } });
        case 'FrontpageItems':
          return json({ data: null, errors: [{ message: 'Unexpected error.' }] });
        default:
          return json({ data: { banner } });
      }
    });
    expect(await loadHomePage(client, apiOrigin)).toEqual({ ...expected, items: [] });
    expect(payloads.map((payload) => payload.operationName).sort()).toEqual([
      'Articles',
      'Banner',
      'FrontpageItems',
      'HomePage',
    ]);
    // The combined failure and the failing section are both logged for the operators.
    expect(errors).toHaveLength(2);
  });

  it('gives every section its empty or error state at once when the API cannot be reached', async () => {
    const { client, payloads } = clientAnswering(() =>
      Promise.reject(new TypeError('fetch failed')),
    );
    expect(await loadHomePage(client, apiOrigin)).toEqual({
      latest: { state: 'error' },
      items: [],
      banner: null,
    });
    // The client's own retries (spec §7), and no request per section after them.
    expect(new Set(payloads.map((payload) => payload.operationName))).toEqual(
      new Set(['HomePage']),
    );
    expect(errors).toHaveLength(1);
  });

  it('does not ask again per section when the API refuses the request with a failing status', async () => {
    const { client, payloads } = clientAnswering(() =>
      json({ errors: [{ message: 'Service Unavailable' }] }, 503),
    );
    expect(await loadHomePage(client, apiOrigin)).toEqual({
      latest: { state: 'error' },
      items: [],
      banner: null,
    });
    expect(new Set(payloads.map((payload) => payload.operationName))).toEqual(
      new Set(['HomePage']),
    );
  });
});
