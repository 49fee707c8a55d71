import {
  ArticleByPathDocument,
  ArticlePageDocument,
  RepliesForArticleDocument,
  type ArticleByPathQuery,
  type ArticleByPathQueryVariables,
  type ArticleFieldsFragment,
  type ArticlePageQuery,
  type ArticlePageQueryVariables,
  type Client,
  type RepliesForArticleQuery,
  type RepliesForArticleQueryVariables,
  type ReplyFilters,
  type ReplyListFieldsFragment,
} from '@nsv/graphql';
import { refuses } from './api-errors.js';
import { REPLY_PAGE_SIZE, type ReplyQuery } from './articles-page.js';
import { toSiteMediaUrl } from './media-url.js';

/** The article as the API serves it to the article page. */
export type ApiArticle = ArticleFieldsFragment;

/** One page of an article's replies, avatars routed through the site's media proxy. */
export interface ReplyPage {
  query: ReplyQuery;
  total: number;
  pages: number;
  items: ReplyListFieldsFragment['items'];
}

/** Thrown when the API cannot answer; the route lets it become the 500 error page. */
export class ContentUnavailableError extends Error {}

/** The API's filters for a page of replies as the article URL asks for it. */
function replyFilters(query: ReplyQuery): ReplyFilters {
  return {
    limit: REPLY_PAGE_SIZE,
    offset: (query.page - 1) * REPLY_PAGE_SIZE,
    order: query.order === 'oudste' ? 'ASC' : 'DESC',
  };
}

/** A page of replies as the article page shows it. */
function replyPage(
  { total, items }: ReplyListFieldsFragment,
  query: ReplyQuery,
  apiOrigin: string,
): ReplyPage {
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

/**
 * Loads an article by path, without counting a view (the browser reports views, see
 * lib/impression.ts), so the API may answer from its response cache. Null when there is none (also
 * for a path the API refuses as too long).
 */
async function loadArticle(client: Client, path: string): Promise<ApiArticle | null> {
  const result = await client
    .query<ArticleByPathQuery, ArticleByPathQueryVariables>(
      ArticleByPathDocument,
      { path, impression: false },
      { requestPolicy: 'network-only' },
    )
    .toPromise();
  if (refuses(result.error, 'path')) return null;
  if (result.error || !result.data) {
    throw new ContentUnavailableError(
      `Artikel laden mislukt: ${result.error?.message ?? 'geen gegevens'}`,
    );
  }
  return result.data.articleByPath ?? null;
}

/**
 * Loads an article by path with one page of its replies in one request (`ArticlePage`, decision
 * 0519): what a reader without a session sees, so the API may answer from its response cache.
 * `replies` is null when the article does not show replies. Null when there is no such article
 * (also for a path the API refuses as too long).
 * Any error (also of the replies alone) fails the page, as the two separate calls did.
 */
export async function loadArticlePage(
  client: Client,
  path: string,
  query: ReplyQuery,
  apiOrigin: string,
): Promise<{ article: ApiArticle; replies: ReplyPage | null } | null> {
  const result = await client
    .query<ArticlePageQuery, ArticlePageQueryVariables>(
      ArticlePageDocument,
      { path, replies: replyFilters(query) },
      { requestPolicy: 'network-only' },
    )
    .toPromise();
  if (refuses(result.error, 'path')) return null;
  if (result.error || !result.data) {
    throw new ContentUnavailableError(
      `Artikel laden mislukt: ${result.error?.message ?? 'geen gegevens'}`,
    );
  }
  if (!result.data.articleByPath) return null;
  const { replies, ...article } = result.data.articleByPath;
  return { article, replies: replies ? replyPage(replies, query, apiOrigin) : null };
}

/** Loads one page of an article's replies, newest or oldest first. */
async function loadReplies(
  client: Client,
  articleId: string,
  query: ReplyQuery,
  apiOrigin: string,
): Promise<ReplyPage> {
  const result = await client
    .query<RepliesForArticleQuery, RepliesForArticleQueryVariables>(
      RepliesForArticleDocument,
      { id: articleId, filters: replyFilters(query) },
      { requestPolicy: 'network-only' },
    )
    .toPromise();
  if (result.error || !result.data) {
    throw new ContentUnavailableError(
      `Reacties laden mislukt: ${result.error?.message ?? 'geen gegevens'}`,
    );
  }
  return replyPage(result.data.repliesForArticle, query, apiOrigin);
}

/**
 * The article and one page of its replies as a visitor sees them. Without a session (`personal`
 * null) one cacheable request (`loadArticlePage`, decision 0519). With one, the article stays a
 * cacheable `ArticleByPath` and the replies, which carry the visitor's own votes and reports, come
 * from `personal()`'s client in a second request. Null when there is no such article.
 */
export async function loadArticleView(
  client: Client,
  path: string,
  query: ReplyQuery,
  apiOrigin: string,
  personal: (() => Promise<Client>) | null,
): Promise<{ article: ApiArticle; replies: ReplyPage | null } | null> {
  if (!personal) return loadArticlePage(client, path, query, apiOrigin);
  const article = await loadArticle(client, path);
  if (!article) return null;
  const replies = article.isReplyVisible
    ? await loadReplies(await personal(), article.id, query, apiOrigin)
    : null;
  return { article, replies };
}
