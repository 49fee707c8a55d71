import {
  ArticlesByTypeDocument,
  ArticlesDocument,
  type ArticleFilters,
  type ArticlesByTypeQuery,
  type ArticlesByTypeQueryVariables,
  type ArticlesQuery,
  type ArticlesQueryVariables,
  type Client,
} from '@nsv/graphql';
import {
  ARTICLE_LIST_PAGE_SIZE,
  ARTICLE_LISTS,
  pageCount,
  type ArticleListKind,
  type ArticleListPage,
  type ListQuery,
} from './articles-list.js';
import { toArticleTeaser } from './articles-teaser.js';

/** Thrown when the API cannot answer; the route turns it into the 500 error page. */
export class ArticleListUnavailableError extends Error {}

/**
 * Loads one page of an article list: `articlesByType` for weblog and nieuws, `articles` (both
 * types) for artikelen, sorted as the URL asks.
 */
export async function loadArticleList(
  client: Client,
  kind: ArticleListKind,
  query: ListQuery,
  apiOrigin: string,
): Promise<ArticleListPage> {
  const list = ARTICLE_LISTS[kind];
  const filters: ArticleFilters = {
    limit: ARTICLE_LIST_PAGE_SIZE,
    offset: (query.page - 1) * ARTICLE_LIST_PAGE_SIZE,
    sort: query.sort === 'titel' ? 'HEADING' : 'PUBLISHED',
    order: query.order === 'op' ? 'ASC' : 'DESC',
  };
  const options = { requestPolicy: 'network-only' } as const;
  const [type] = list.types;
  let data: ArticlesQuery['articles'] | undefined;
  let error: Error | undefined;
  if (list.types.length === 1 && type) {
    const result = await client
      .query<ArticlesByTypeQuery, ArticlesByTypeQueryVariables>(
        ArticlesByTypeDocument,
        { type, filters },
        options,
      )
      .toPromise();
    data = result.data?.articlesByType;
    error = result.error;
  } else {
    const result = await client
      .query<ArticlesQuery, ArticlesQueryVariables>(ArticlesDocument, { filters }, options)
      .toPromise();
    data = result.data?.articles;
    error = result.error;
  }
  if (error || !data) {
    throw new ArticleListUnavailableError(
      `Artikelen laden mislukt: ${error?.message ?? 'geen gegevens'}`,
    );
  }
  return {
    kind,
    title: list.title,
    description: list.description,
    query,
    total: data.total,
    pages: pageCount(data.total),
    articles: data.items.map((item) => toArticleTeaser(item, apiOrigin)),
  };
}
