import {
  createRequester,
  SitemapArticlesDocument,
  type SitemapArticlesQuery,
  type SitemapArticlesQueryVariables,
  SitemapPagesDocument,
  type SitemapPagesQuery,
  SitemapRegionsDocument,
  type SitemapRegionsQuery,
  type SitemapRegionsQueryVariables,
} from '@nsv/graphql';
import { apiFetch } from '../lib/api-fetch.server.js';
import { env, siteOrigin } from '../lib/env.server.js';
import { type SitemapEntry, sitemapXml } from './sitemap-build.js';
import type { Route } from './+types/sitemap-xml';

/** The fixed sections of the site (spec §2) that are always in the sitemap. */
const SECTIONS = ['/', '/nieuws', '/weblog', '/artikelen', '/regios', '/activiteiten', '/weer'];
/** The API's largest page. */
const PAGE_SIZE = 100;

/** Fetches every page of a paged list (offset steps of 100) until `total` is reached. */
async function allPages<T>(fetchPage: (offset: number) => Promise<{ total: number; items: T[] }>) {
  const items: T[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await fetchPage(offset);
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.total) return items;
  }
}

/** sitemap.xml: sections, articles, content pages, regions, activities and weather places (indexable only). */
export async function loader({ request }: Route.LoaderArgs) {
  const request_ = createRequester({ url: env.API_URL, fetch: apiFetch });
  const [articles, regions, rest] = await Promise.all([
    allPages(
      async (offset) =>
        (
          await request_<SitemapArticlesQuery, SitemapArticlesQueryVariables>(
            SitemapArticlesDocument,
            {
              offset,
            },
          )
        ).articles,
    ),
    allPages(
      async (offset) =>
        (
          await request_<SitemapRegionsQuery, SitemapRegionsQueryVariables>(
            SitemapRegionsDocument,
            {
              offset,
            },
          )
        ).regions,
    ),
    request_<SitemapPagesQuery, Record<string, never>>(SitemapPagesDocument, {}),
  ]);

  const entries: SitemapEntry[] = SECTIONS.map((path) => ({ path }));
  for (const article of articles) {
    if (article.meta.hasIndex) {
      entries.push({ path: article.path, lastmod: article.edited_at ?? article.published_at });
    }
  }
  for (const region of regions) entries.push({ path: `/regios/${region.slug}` });
  for (const activity of rest.activities) {
    entries.push({ path: `/activiteiten/${activity.slug}` });
    const pages = activity.page ? [activity.page, ...activity.page.children.items] : [];
    for (const page of pages) if (page.meta.hasIndex) entries.push({ path: page.path });
  }
  for (const place of rest.weatherPlaces) entries.push({ path: `/weer/${place.slug}` });

  return new Response(sitemapXml(entries, siteOrigin(request)), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      // Search engines read it rarely; a CDN may keep it for an hour.
      'Cache-Control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
    },
  });
}
