import {
  BannerDocument,
  FrontpageItemsDocument,
  type BannerFieldsFragment,
  type BannerFilters,
  type BannerQuery,
  type BannerQueryVariables,
  type Client,
  type FrontpageItemFieldsFragment,
  type FrontpageItemsQuery,
  type FrontpageItemsQueryVariables,
} from '@nsv/graphql';
import { toSiteMediaUrl } from './media-url.js';

/** One highlighted item on the home page, its image routed through the site's media proxy. */
export interface FrontpageTeaser {
  id: string;
  heading: string;
  description: string;
  url: string;
  /** The item shows a paid article, labelled 'Advertorial' as on its page. */
  isAdvertorial: boolean;
  image: { src: string; width: number; height: number; alt: string };
}

/** The home page's banner (area FRONTPAGE, highlighted first). */
export interface HomeBanner {
  title: string;
  subtitle: string;
  text: string;
  offer: string;
  url: string;
  linkLabel: string;
  image: string | null;
}

/** The home page's banner: area FRONTPAGE, a banner (not an advertorial), highlighted first. */
export const HOME_BANNER_FILTERS: BannerFilters = {
  area: 'FRONTPAGE',
  adType: 'BANNER',
  highlighted: true,
};

/** Logs a failed optional block; the home page renders without it rather than failing. */
function logFailure(what: string, error: unknown) {
  console.error(
    JSON.stringify({
      level: 'error',
      msg: `home: loading ${what} failed`,
      error: error instanceof Error ? error.message : String(error),
    }),
  );
}

/** Loads the front-page items (spec §7 FrontpageItems); an empty list when the API fails. */
export async function loadFrontpageItems(
  client: Client,
  apiOrigin: string,
): Promise<FrontpageTeaser[]> {
  const result = await client
    .query<FrontpageItemsQuery, FrontpageItemsQueryVariables>(
      FrontpageItemsDocument,
      {},
      { requestPolicy: 'network-only' },
    )
    .toPromise();
  if (result.error || !result.data) {
    logFailure('front-page items', result.error ?? 'no data');
    return [];
  }
  return result.data.frontpageItems.map((item) => toFrontpageTeaser(item, apiOrigin));
}

/** A front-page item as the home page shows it, its image resized by the site's media proxy. */
export function toFrontpageTeaser(
  item: FrontpageItemFieldsFragment,
  apiOrigin: string,
): FrontpageTeaser {
  return {
    id: item.id,
    heading: item.heading,
    description: item.description,
    url: item.url,
    // A page behind the item has no such flag; an item without an entity is no article.
    isAdvertorial: Boolean(
      item.entity && 'isAdvertorial' in item.entity && item.entity.isAdvertorial,
    ),
    image: {
      src: toSiteMediaUrl(item.image.url, apiOrigin, 640),
      width: item.image.width,
      height: item.image.height,
      alt: item.image.alt,
    },
  };
}

/** Loads the front page's banner; null when there is none or the API fails. */
export async function loadHomeBanner(
  client: Client,
  apiOrigin: string,
): Promise<HomeBanner | null> {
  const result = await client
    .query<BannerQuery, BannerQueryVariables>(
      BannerDocument,
      { filters: HOME_BANNER_FILTERS },
      { requestPolicy: 'network-only' },
    )
    .toPromise();
  if (result.error || !result.data) {
    logFailure('the banner', result.error ?? 'no data');
    return null;
  }
  return result.data.banner ? toHomeBanner(result.data.banner, apiOrigin) : null;
}

/** The banner as the home page shows it, its image resized by the site's media proxy. */
export function toHomeBanner(banner: BannerFieldsFragment, apiOrigin: string): HomeBanner {
  return {
    title: banner.title,
    subtitle: banner.subtitle,
    text: banner.text,
    offer: banner.offer,
    url: banner.url,
    linkLabel: banner.linkLabel,
    image: banner.imageUrl ? toSiteMediaUrl(banner.imageUrl, apiOrigin, 1024) : null,
  };
}
