import { data, redirect } from 'react-router';
import { ArticleListView } from '../components/article/article-list-view.js';
import { createApiClient } from '../lib/api.server.js';
import {
  ARTICLE_LISTS,
  listHref,
  parseListQuery,
  SHOWN_SORT_PARAM,
  sortFormHref,
  sortFormQuery,
  type ArticleListKind,
} from '../lib/articles-list.js';
import { loadArticleList } from '../lib/articles-list.server.js';
import { pageUrl } from '../lib/content-url.js';
import { env } from '../lib/env.server.js';
import { notFound, publicCacheHeaders, routeValidationFailed } from '../lib/http.js';
import { pageMeta } from '../lib/seo.js';
import type { Route } from './+types/article-list';
import { ContentStyles } from '../components/content/content-styles.js';

export const headers = publicCacheHeaders;

/** /weblog, /nieuws and /artikelen (one module, three route ids): one page of the list. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const kind = url.pathname.split('/')[1] ?? '';
  const query = parseListQuery(url.searchParams);
  if (!(kind in ARTICLE_LISTS) || !query) return routeValidationFailed(url.pathname + url.search);
  // Sent by the sort form: apply its rule for the order (see SHOWN_SORT_PARAM) and land on the
  // form's own address, without the hidden field.
  const shown = url.searchParams.get(SHOWN_SORT_PARAM);
  if (shown !== null) throw redirect(sortFormHref(`/${kind}`, sortFormQuery(query, shown)));
  const list = await loadArticleList(
    createApiClient(),
    kind as ArticleListKind,
    query,
    env.apiOrigin,
  );
  // A page past the end does not exist (page 1 always does, also for an empty list).
  if (query.page > list.pages) notFound(url.pathname + url.search);
  return data({ list, basePath: `/${kind}` });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { list, basePath } = loaderData;
  const title = list.query.page > 1 ? `${list.title} - pagina ${list.query.page}` : list.title;
  return pageMeta(
    { title, description: list.description, path: listHref(basePath, list.query) },
    matches,
  );
}

export default function ArticleList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ContentStyles />
      <ArticleListView list={loaderData.list} basePath={loaderData.basePath} />
    </>
  );
}
