import type { HomePageQuery } from '@nsv/graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientAnswering, jsonResponse as json } from '../test-support/fake-api.js';
import { apiArticles, apiOrigin, latestArticleTeasers } from '../test-support/fixtures.js';
import { loadHomePage } from './home-page.server.js';

// A page, a paid article and an item without an entity: only the article is labelled.
const frontpageItems: HomePageQuery['frontpageItems'] = [
  {
    id: 'f1',
    heading: 'Skiën in Tirol',
    description: 'Alles over de Tiroolse gebieden.',
    url: '/regios/tirol',
    entity: {},
    image: { url: `${apiOrigin}/media/tirol.jpg`, width: 1600, height: 900, alt: 'Tirol' },
  },
  {
    id: 'f2',
    heading: 'Leden huren voordelig',
    description: 'Korting bij de skiverhuur.',
    url: '/nieuws/aanbieding-skihuur-leden',
    entity: { id: 'a9', isAdvertorial: true },
    image: { url: `${apiOrigin}/media/huur.jpg`, width: 1600, height: 900, alt: 'Skiverhuur' },
  },
  {
    id: 'f3',
    heading: 'Zomer in de bergen',
    description: 'Wandelen en fietsen.',
    url: '/activiteiten',
    entity: null,
    image: { url: `${apiOrigin}/media/zomer.jpg`, width: 1600, height: 900, alt: 'Bergweide' },
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
  latest: latestArticleTeasers,
  items: [
    {
      id: 'f1',
      heading: 'Skiën in Tirol',
      description: 'Alles over de Tiroolse gebieden.',
      url: '/regios/tirol',
      isAdvertorial: false,
      image: { src: '/media/tirol.jpg?w=640', width: 1600, height: 900, alt: 'Tirol' },
    },
    {
      id: 'f2',
      heading: 'Leden huren voordelig',
      description: 'Korting bij de skiverhuur.',
      url: '/nieuws/aanbieding-skihuur-leden',
      isAdvertorial: true,
      image: { src: '/media/huur.jpg?w=640', width: 1600, height: 900, alt: 'Skiverhuur' },
    },
    {
      id: 'f3',
      heading: 'Zomer in de bergen',
      description: 'Wandelen en fietsen.',
      url: '/activiteiten',
      isAdvertorial: false,
      image: { src: '/media/zomer.jpg?w=640', width: 1600, height: 900, alt: 'Bergweide' },
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
      json({ data: { articles: apiArticles, frontpageItems, banner } }),
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
      json({ data: { articles: apiArticles, frontpageItems, banner: null } }),
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
          return json({ data: { articles: apiArticles } });
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

  it.each([
    ['cannot be reached', () => Promise.reject(new TypeError('fetch failed'))],
    [
      'refuses the request with a failing status',
      () => json({ errors: [{ message: 'Service Unavailable' }] }, 503),
    ],
  ])(
    'gives every section its empty or error state at once when the API %s',
    async (_case, answer) => {
      const { client, payloads } = clientAnswering(answer);
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
    },
  );
});
