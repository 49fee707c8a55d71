import {
  ArticlesDocument,
  type ArticleFilters,
  type ArticlesQuery,
  type ArticlesQueryVariables,
  type Client,
} from '@nsv/graphql';
import type { LatestArticles } from './articles.js';
import { toArticleTeaser } from './articles-teaser.js';

/** How many articles the home page shows. */
export const HOME_ARTICLE_COUNT = 10;

/** The filters of the newest published articles, newest first. */
export function latestArticlesFilters(limit = HOME_ARTICLE_COUNT): ArticleFilters {
  return { limit, offset: 0, sort: 'PUBLISHED', order: 'DESC' };
}

/** The API's article list as {@link LatestArticles}, thumbnails routed through the media proxy. */
export function toLatestArticles(
  { total, items }: ArticlesQuery['articles'],
  apiOrigin: string,
): LatestArticles {
  return { state: 'ok', total, articles: items.map((item) => toArticleTeaser(item, apiOrigin)) };
}

/** Options of {@link loadLatestArticles}. */
export interface LoadLatestArticlesOptions {
  /** The API's origin, to route its media addresses through the site's `/media` proxy. */
  apiOrigin: string;
  /** How many articles to load. Default: {@link HOME_ARTICLE_COUNT}. */
  limit?: number;
}

/** Loads the newest published articles, newest first, through the given GraphQL client. */
export async function loadLatestArticles(
  client: Client,
  { apiOrigin, limit = HOME_ARTICLE_COUNT }: LoadLatestArticlesOptions,
): Promise<LatestArticles> {
  const result = await client
    .query<ArticlesQuery, ArticlesQueryVariables>(
      ArticlesDocument,
      { filters: latestArticlesFilters(limit) },
      { requestPolicy: 'network-only' },
    )
    .toPromise();

  if (result.error || !result.data) {
    // Logged for the operators; the visitor gets a Dutch message and status 500 from the route.
    console.error(
      JSON.stringify({
        level: 'error',
        msg: 'home: loading the latest articles failed',
        error: result.error?.message ?? 'no data',
      }),
    );
    return { state: 'error' };
  }

  return toLatestArticles(result.data.articles, apiOrigin);
}
