import {
  ActivitiesDocument,
  PagesForActivityDocument,
  type ActivitiesQuery,
  type ActivitiesQueryVariables,
  type Client,
  type PagesForActivityQuery,
  type PagesForActivityQueryVariables,
} from '@nsv/graphql';
import { refuses } from '../../lib/api-errors.js';
import { toSiteMediaUrl } from '../../lib/media-url.js';
import { apiFailed } from '../../lib/regions.server.js';

/** Width requested for page thumbnails in the activity lists (twice the displayed width). */
const THUMBNAIL_REQUEST_WIDTH = 480;
/** How many pages one activity shows. */
export const ACTIVITY_PAGE_LIMIT = 50;

/** A content page as a card in an activity list. */
export interface PageCard {
  id: string;
  title: string;
  path: string;
  introduction: string;
  thumbnail: { src: string; width: number; height: number; alt: string } | null;
}

/** The Dutch name of an activity category without a page: its slug in words. */
export function activityLabel(slug: string): string {
  const words = slug.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type ThumbnailSource = { url: string; width: number; height: number; alt: string } | null;

function thumbnail(image: ThumbnailSource, apiOrigin: string): PageCard['thumbnail'] {
  return image
    ? {
        src: toSiteMediaUrl(image.url, apiOrigin, THUMBNAIL_REQUEST_WIDTH),
        width: image.width,
        height: image.height,
        alt: image.alt,
      }
    : null;
}

/** Every activity category (spec §3) with its page, as cards linking to `/activiteiten/{slug}`. */
export async function loadActivities(client: Client, apiOrigin: string): Promise<PageCard[]> {
  const result = await client
    .query<ActivitiesQuery, ActivitiesQueryVariables>(
      ActivitiesDocument,
      {},
      { requestPolicy: 'network-only' },
    )
    .toPromise();
  if (result.error || !result.data)
    apiFailed('activities: loading the list', result.error ?? 'no data');
  return result.data.activities.map((activity) => ({
    id: activity.page?.id ?? activity.slug,
    title: activity.page?.title ?? activityLabel(activity.slug),
    path: `/activiteiten/${activity.slug}`,
    introduction: activity.page?.meta.description ?? activity.page?.content.introduction ?? '',
    thumbnail: thumbnail(activity.page?.meta.thumbnailImage ?? null, apiOrigin),
  }));
}

/** One activity: its category page and the content pages of the category; null for an unknown slug. */
export async function loadActivity(client: Client, slug: string, apiOrigin: string) {
  const result = await client
    .query<PagesForActivityQuery, PagesForActivityQueryVariables>(
      PagesForActivityDocument,
      { activity: slug, filters: { limit: ACTIVITY_PAGE_LIMIT, sort: 'HEADING', order: 'ASC' } },
      { requestPolicy: 'network-only' },
    )
    .toPromise();
  // The API refuses a category it does not know ('validation-failed' on `activity`): that is a 404, not a failure.
  if (refuses(result.error, 'activity')) return null;
  if (result.error || !result.data)
    apiFailed('activities: loading an activity', result.error ?? 'no data');
  const activity = result.data.activities.find((entry) => entry.slug === slug);
  if (!activity) return null;
  return {
    slug,
    page: activity.page,
    title: activity.page?.title ?? activityLabel(slug),
    pages: result.data.pagesForActivity.items
      // The category's own page may be among them; it is the page itself, not a child.
      .filter((page) => page.id !== activity.page?.id)
      .map<PageCard>((page) => ({
        id: page.id,
        title: page.title,
        path: page.path,
        introduction: page.content.introduction,
        thumbnail: thumbnail(page.meta.thumbnailImage, apiOrigin),
      })),
  };
}
