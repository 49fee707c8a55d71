import type { ArticlesQuery } from '@nsv/graphql';
import type { LatestArticles } from '../lib/articles.js';

/** The API's origin in unit tests; its media addresses become the site's `/media/...` paths. */
export const apiOrigin = 'http://api.test:4401';

/** The meta of a page or article without its own title, description or images, as the API sends it. */
export const plainMeta = {
  id: 'm1',
  title: null,
  description: null,
  hasIndex: true,
  headerImage: null,
  ogImage: null,
};

/** The API's answer to a `path` argument longer than it accepts (any operation that takes one). */
export const pathRefused = {
  errors: [
    { message: 'Het pad is te lang.', extensions: { code: 'validation-failed', field: 'path' } },
  ],
  data: null,
};

/**
 * Two articles as the API lists them: one with an author, a thumbnail and its date shown; one
 * without either, paid (an advertorial) and with its date hidden on its page.
 */
export const apiArticles: ArticlesQuery['articles'] = {
  total: 83,
  items: [
    {
      id: 'a1',
      heading: 'Eerste sneeuw in Sölden',
      path: '/nieuws/2026/11/20/eerste-sneeuw-in-solden',
      published_at: '2026-11-20T08:00:00.000Z',
      isPublishDateVisible: true,
      isAdvertorial: false,
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
      isPublishDateVisible: false,
      isAdvertorial: true,
      type: 'WEBLOG',
      author: null,
      meta: { id: 'm2', thumbnailImage: null },
      content: { introduction: 'Drie dagen van hut naar hut.' },
    },
  ],
};

/** {@link apiArticles} as the site shows them. */
export const latestArticleTeasers = {
  state: 'ok',
  total: 83,
  articles: [
    {
      id: 'a1',
      heading: 'Eerste sneeuw in Sölden',
      path: '/nieuws/2026/11/20/eerste-sneeuw-in-solden',
      publishedAt: '2026-11-20T08:00:00.000Z',
      isAdvertorial: false,
      author: 'Anna de Vries',
      introduction: 'De eerste sneeuw is gevallen.',
      thumbnail: { src: '/media/solden.jpg?w=480', width: 1200, height: 800, alt: 'Sölden' },
    },
    {
      id: 'a2',
      heading: 'Weblog: mijn eerste huttentocht',
      path: '/weblog/mijn-eerste-huttentocht',
      // Its page hides the date, so the site never has it.
      publishedAt: null,
      isAdvertorial: true,
      author: null,
      introduction: 'Drie dagen van hut naar hut.',
      thumbnail: null,
    },
  ],
} satisfies LatestArticles;
