import { data } from 'react-router';
import type { RouteHandle } from '../components/layout/route-handle.js';
import { ArticleView } from '../components/article/article-view.js';
import { ReplyArticleContext } from '../components/reply/reply-context.js';
import { createApiClient } from '../lib/api.server.js';
import { ImpressionBeacon } from '../components/article/impression-beacon.js';
import { Island } from '../components/islands/island.js';
import type { IslandDocumentData } from '../components/islands/island-scripts.js';
import { isValidArticleRoute, parseReplyQuery } from '../lib/articles-page.js';
import { loadArticleView } from '../lib/articles-page.server.js';
import { shownPublishDate } from '../lib/articles-teaser.js';
import { breadcrumbListLd, newsArticleLd } from '../lib/content-json-ld.js';
import { pageUrl } from '../lib/content-url.js';
import { env } from '../lib/env.server.js';
import { notFound, publicCacheHeaders, routeValidationFailed } from '../lib/http.js';
import { toSiteMediaUrl } from '../lib/media-url.js';
import { replyAction } from '../lib/replies.server.js';
import { apiForRequest, loadUser, readSessionToken } from '../lib/session.server.js';
import { jsonLd, pageMeta, siteSettingsFrom } from '../lib/seo.js';
import type { Route } from './+types/article';
import { ContentStyles } from '../components/content/content-styles.js';

/** Spec §2: article pages do not show the floating navigation bar. */
export const handle: RouteHandle = { floatingNav: false };

export const headers = publicCacheHeaders;

/** The list each article type belongs to, for the breadcrumbs. */
const LIST_OF_TYPE = {
  NEWS: { path: '/nieuws', title: 'Nieuws' },
  WEBLOG: { path: '/weblog', title: 'Weblog' },
} as const;

/**
 * `/{weblog|nieuws}/{year?}/{month?}/{day?}/{slug}` and `/{weblog|nieuws}/preview/{slug}`: the
 * article with one page of its replies (`loadArticleView`: one request without a session, cacheable
 * in the API). The view itself is counted from the browser (`ImpressionBeacon`), so cached pages
 * count too.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = pageUrl(request);
  if (!isValidArticleRoute(params)) routeValidationFailed(url.pathname);
  const client = createApiClient();
  // A dead session cookie counts as anonymous for the replies (the root loader clears it).
  const hasSession = Boolean(readSessionToken(request));
  const personal = hasSession
    ? async () => ((await loadUser(request)).user ? apiForRequest(request) : client)
    : null;
  const page = await loadArticleView(
    client,
    url.pathname,
    parseReplyQuery(url.searchParams),
    env.apiOrigin,
    personal,
  );
  // The API matches the date segments against the article's own date; a mismatch is not found.
  if (!page || !page.article.path.startsWith(`/${url.pathname.split('/')[1]}/`))
    notFound(url.pathname);
  const { article, replies } = page;
  const image = article.meta.headerImage;
  const share = article.meta.ogImage ?? image;
  // Editors' previews are not readers' views.
  const countsView = !/^\/[^/]+\/preview\//.test(url.pathname);
  return data({
    article,
    countsView,
    // Decision 0518: a reader without a session gets the page as an island document (the scripts
    // of its interactive parts only); a visitor with a session cookie can reply, vote and report.
    ...({ islandDocument: countsView && !hasSession } satisfies IslandDocumentData),
    replies,
    headerImage: image
      ? {
          src: toSiteMediaUrl(image.url, env.apiOrigin, 1024),
          width: image.width,
          height: image.height,
          alt: image.alt,
        }
      : null,
    shareImage: share ? { ...share, url: toSiteMediaUrl(share.url, env.apiOrigin, 1280) } : null,
  });
}

/** Writing, previewing, voting on and reporting replies (see `lib/replies.server.ts`). */
export async function action({ request }: Route.ActionArgs) {
  return replyAction(request);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { article, shareImage } = loaderData;
  const { siteName, origin } = siteSettingsFrom(matches);
  const title = article.meta.title ?? article.heading;
  const description = article.meta.description ?? article.content.introduction;
  const list = LIST_OF_TYPE[article.type];
  return [
    ...pageMeta(
      {
        title,
        description,
        path: article.path,
        image: shareImage,
        hasIndex: article.meta.hasIndex,
        type: 'article',
      },
      matches,
    ),
    jsonLd(
      newsArticleLd(
        {
          headline: article.heading,
          path: article.path,
          description,
          // What the page shows, no more: a search engine shows this date beside the result.
          publishedAt: shownPublishDate(article),
          editedAt: article.edited_at,
          author: article.author?.username ?? null,
          image: shareImage?.url ?? null,
          siteName,
        },
        origin,
      ),
    ),
    jsonLd(
      breadcrumbListLd(
        [{ path: '/', title: 'Home' }, list, { path: article.path, title: article.heading }],
        origin,
      ),
    ),
  ];
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <ReplyArticleContext.Provider
      value={{ id: article.id, path: article.path, isReplyAllowed: article.isReplyAllowed }}
    >
      <ContentStyles />
      <ArticleView
        article={article}
        headerImage={loaderData.headerImage}
        replies={loaderData.replies}
      />
      {loaderData.countsView ? (
        <Island
          name="impression"
          component={ImpressionBeacon}
          props={{ articlePath: article.path }}
        />
      ) : null}
    </ReplyArticleContext.Provider>
  );
}
