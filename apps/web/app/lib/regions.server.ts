import {
  RegionBySlugDocument,
  RegionTagPageDocument,
  RegionsDocument,
  type Client,
  type RegionBySlugQuery,
  type RegionBySlugQueryVariables,
  type RegionTagPageQuery,
  type RegionTagPageQueryVariables,
  type RegionsQuery,
  type RegionsQueryVariables,
} from '@nsv/graphql';
import { data } from 'react-router';
import { refuses } from './api-errors.js';
import type { ArticleTeaser } from './articles.js';
import { toArticleTeaser } from './articles-teaser.js';
import { regionFiltersFor, type RegionListQuery } from './regions.js';

/** How many of a region's articles its pages show. */
export const REGION_ARTICLE_COUNT = 20;

/** A region as the overview and tag pages use it. */
export type RegionDetail = NonNullable<RegionBySlugQuery['regionBySlug']>;
/** One region in the list. */
export type RegionListItem = RegionsQuery['regions']['items'][number];
/** The content page of a region or one of its tags. */
export type RegionPage = NonNullable<RegionTagPageQuery['pageByPath']>;

/** Logs a failed API call for the operators and throws the site's 500 (the error page in Dutch). */
export function apiFailed(what: string, error: unknown): never {
  console.error(
    JSON.stringify({
      level: 'error',
      msg: `${what} failed`,
      error: error instanceof Error ? error.message : String(error),
    }),
  );
  throw data(
    { message: 'De gegevens konden niet worden geladen. Probeer het later opnieuw.' },
    { status: 500, statusText: 'Internal Server Error' },
  );
}

/** One page of the regions list for the given filters. */
export async function loadRegionList(client: Client, query: RegionListQuery) {
  const result = await client
    .query<RegionsQuery, RegionsQueryVariables>(
      RegionsDocument,
      { filters: regionFiltersFor(query) },
      {
        requestPolicy: 'network-only',
      },
    )
    .toPromise();
  if (result.error || !result.data)
    apiFailed('regions: loading the list', result.error ?? 'no data');
  return result.data.regions;
}

/** One region with its articles (newest first, optionally only those with `tag`); null when unknown. */
export async function loadRegion(
  client: Client,
  slug: string,
  tag?: string,
): Promise<RegionDetail | null> {
  const result = await client
    .query<RegionBySlugQuery, RegionBySlugQueryVariables>(
      RegionBySlugDocument,
      {
        slug,
        articleFilters: {
          limit: REGION_ARTICLE_COUNT,
          sort: 'PUBLISHED',
          order: 'DESC',
          ...(tag ? { tags: [tag] } : {}),
        },
      },
      { requestPolicy: 'network-only' },
    )
    .toPromise();
  // A slug or tag the API refuses (a character none has) names no region.
  if (refuses(result.error, 'slug', 'filters.tags')) return null;
  if (result.error || !result.data)
    apiFailed('regions: loading a region', result.error ?? 'no data');
  return result.data.regionBySlug;
}

/** The content page at `path` (a region tag page), or null when there is none. */
export async function loadRegionTagPage(client: Client, path: string): Promise<RegionPage | null> {
  const result = await client
    .query<RegionTagPageQuery, RegionTagPageQueryVariables>(
      RegionTagPageDocument,
      { path },
      {
        requestPolicy: 'network-only',
      },
    )
    .toPromise();
  // A path the API refuses (too long) is no tag page.
  if (refuses(result.error, 'path')) return null;
  if (result.error || !result.data)
    apiFailed('regions: loading a tag page', result.error ?? 'no data');
  return result.data.pageByPath;
}

/** The region's articles as teasers, with thumbnails through the site's `/media` proxy. */
export function regionArticleTeasers(region: RegionDetail, apiOrigin: string): ArticleTeaser[] {
  return region.articles.items.map((item) => toArticleTeaser(item, apiOrigin));
}
