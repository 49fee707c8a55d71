import {
  ArticleByPathDocument,
  RepliesForArticleDocument,
  type ArticleByPathQuery,
  type ArticleByPathQueryVariables,
  type Client,
  type RepliesForArticleQuery,
  type RepliesForArticleQueryVariables,
} from '@nsv/graphql';
import { REPLY_PAGE_SIZE, type ReplyQuery } from './articles-page.js';
import { toSiteMediaUrl } from './media-url.js';

/** The article as the API serves it to the article page. */
export type ApiArticle = NonNullable<ArticleByPathQuery['articleByPath']>;

/** One page of an article's replies, avatars routed through the site's media proxy. */
export interface ReplyPage {
  query: ReplyQuery;
  total: number;
  pages: number;
  items: RepliesForArticleQuery['repliesForArticle']['items'];
}

/** Thrown when the API cannot answer; the route lets it become the 500 error page. */
export class ContentUnavailableError extends Error {}

/**
 * Loads an article by path, without counting a view (the browser reports views, see
 * lib/impression.ts), so the API may answer from its response cache. Null when there is none.
 */
export async function loadArticle(client: Client, path: string): Promise<ApiArticle | null> {
  const result = await client
    .query<ArticleByPathQuery, ArticleByPathQueryVariables>(
      ArticleByPathDocument,
      { path, impression: false },
      { requestPolicy: 'network-only' },
    )
    .toPromise();
  if (result.error || !result.data) {
    throw new ContentUnavailableError(
      `Artikel laden mislukt: ${result.error?.message ?? 'geen gegevens'}`,
    );
  }
  return result.data.articleByPath ?? null;
}

/** Loads one page of an article's replies, newest or oldest first. */
export async function loadReplies(
  client: Client,
  articleId: string,
  query: ReplyQuery,
  apiOrigin: string,
): Promise<ReplyPage> {
  const result = await client
    .query<RepliesForArticleQuery, RepliesForArticleQueryVariables>(
      RepliesForArticleDocument,
      {
        id: articleId,
        filters: {
          limit: REPLY_PAGE_SIZE,
          offset: (query.page - 1) * REPLY_PAGE_SIZE,
          order: query.order === 'oudste' ? 'ASC' : 'DESC',
        },
      },
      { requestPolicy: 'network-only' },
    )
    .toPromise();
  if (result.error || !result.data) {
    throw new ContentUnavailableError(
      `Reacties laden mislukt: ${result.error?.message ?? 'geen gegevens'}`,
    );
  }
  const { total, items } = result.data.repliesForArticle;
  return {
    query,
    total,
    pages: Math.max(1, Math.ceil(total / REPLY_PAGE_SIZE)),
    items: items.map((reply) => ({
      ...reply,
      user: {
        ...reply.user,
        avatar: reply.user.avatar
          ? { ...reply.user.avatar, url: toSiteMediaUrl(reply.user.avatar.url, apiOrigin, 160) }
          : null,
      },
    })),
  };
}
