import {
  HomePageDocument,
  type Client,
  type HomePageQuery,
  type HomePageQueryVariables,
} from '@nsv/graphql';
import type { LatestArticles } from './articles.js';
import {
  HOME_BANNER_FILTERS,
  loadFrontpageItems,
  loadHomeBanner,
  toFrontpageTeaser,
  toHomeBanner,
  type FrontpageTeaser,
  type HomeBanner,
} from './content-home.server.js';
import {
  latestArticlesFilters,
  loadLatestArticles,
  toLatestArticles,
} from './latest-articles.server.js';

/** What the home page shows: the latest articles, the front-page items and the banner. */
export interface HomePageData {
  latest: LatestArticles;
  items: FrontpageTeaser[];
  banner: HomeBanner | null;
}

/**
 * Loads the home page in one API request (the `HomePage` operation, decision 0517).
 *
 * - The API answered without errors: everything comes from that one answer.
 * - The API answered (HTTP 2xx) with GraphQL errors: a section failed (a failing non-null field
 *   empties the whole answer), so the three sections are asked for again, each on its own, and
 *   only the failing one goes without (the latest articles with an error state, the items empty,
 *   no banner).
 * - The API could not be reached or refused the request as a whole (a failing HTTP status), after
 *   the client's retries: asking three more times would only make the visitor wait longer, so
 *   every section goes without at once.
 */
export async function loadHomePage(client: Client, apiOrigin: string): Promise<HomePageData> {
  const result = await client
    .query<HomePageQuery, HomePageQueryVariables>(
      HomePageDocument,
      { articles: latestArticlesFilters(), banner: HOME_BANNER_FILTERS },
      { requestPolicy: 'network-only' },
    )
    .toPromise();

  if (result.data && !result.error) {
    const { articles, frontpageItems, banner } = result.data;
    return {
      latest: toLatestArticles(articles, apiOrigin),
      items: frontpageItems.map((item) => toFrontpageTeaser(item, apiOrigin)),
      banner: banner ? toHomeBanner(banner, apiOrigin) : null,
    };
  }

  console.error(
    JSON.stringify({
      level: 'error',
      msg: 'home: loading the home page in one request failed',
      error: result.error?.message ?? 'no data',
    }),
  );
  const response = result.error?.response as Response | undefined;
  const answered = !result.error?.networkError && response?.ok === true;
  if (!answered) return { latest: { state: 'error' }, items: [], banner: null };

  const [latest, items, banner] = await Promise.all([
    loadLatestArticles(client, { apiOrigin }),
    loadFrontpageItems(client, apiOrigin),
    loadHomeBanner(client, apiOrigin),
  ]);
  return { latest, items, banner };
}
