import { data, redirect } from 'react-router';
import { ContentPageView } from '../components/content/content-page-view.js';
import { createApiClient } from '../lib/api.server.js';
import { breadcrumbListLd } from '../lib/content-json-ld.js';
import { resolveContentPath } from '../lib/content-page.server.js';
import { pageUrl } from '../lib/content-url.js';
import { env } from '../lib/env.server.js';
import { notFound, publicCacheHeaders } from '../lib/http.js';
import { toSiteMediaUrl } from '../lib/media-url.js';
import { jsonLd, pageMeta, siteSettingsFrom } from '../lib/seo.js';
import type { Route } from './+types/content-page';
import { ContentStyles } from '../components/content/content-styles.js';

export const headers = publicCacheHeaders;

/**
 * The catch-all (spec §2 'any other path'): a redirect rule of the path (301 or 302, external
 * ones too), else the content page with its children and breadcrumbs, else the non-fatal 404
 * 'Page not found: {path}'.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const path = url.pathname;
  const rawPage = url.searchParams.get('pagina');
  // A children page that is not a positive number falls back to the first page.
  const childPage = rawPage && /^[1-9]\d{0,5}$/.test(rawPage) ? Number(rawPage) : 1;
  const resolution = await resolveContentPath(createApiClient(), path, childPage, env.apiOrigin);
  if (resolution.kind === 'redirect') {
    throw redirect(resolution.to, { status: resolution.status });
  }
  if (resolution.kind === 'none') notFound(path);
  if (childPage > resolution.page.children.pages) notFound(`${path}${url.search}`);
  const share = resolution.page.page.meta.ogImage ?? resolution.page.page.meta.headerImage;
  return data({
    ...resolution.page,
    shareImage: share ? { ...share, url: toSiteMediaUrl(share.url, env.apiOrigin, 1280) } : null,
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, breadcrumbs, shareImage } = loaderData;
  const { origin } = siteSettingsFrom(matches);
  return [
    ...pageMeta(
      {
        title: page.meta.title ?? page.title,
        description: page.meta.description,
        path: page.path,
        image: shareImage,
        hasIndex: page.meta.hasIndex,
      },
      matches,
    ),
    jsonLd(breadcrumbListLd(breadcrumbs, origin)),
  ];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ContentStyles />
      <ContentPageView content={loaderData} />
    </>
  );
}
