import type { ArticleTeaser } from './articles.js';
import { toSiteMediaUrl } from './media-url.js';

/** The width (CSS pixels × 2 for sharp screens) requested for teaser thumbnails. */
const THUMBNAIL_REQUEST_WIDTH = 480;

/**
 * The fields of an API article an overview needs: the `ArticleSummaryFields` fragment (home page,
 * article lists) and the region page's articles, which `RegionBySlug` selects inline (it is at GraphQL
 * Armor's depth limit of 8, where a spread would count as a level more).
 */
export interface ApiArticleSummary {
  id: string;
  heading: string;
  path: string;
  published_at: string;
  isPublishDateVisible: boolean;
  isAdvertorial: boolean;
  author?: { username: string } | null;
  meta: { thumbnailImage?: { url: string; width: number; height: number; alt: string } | null };
  content: { introduction: string };
}

/**
 * The publish date an article's page shows, or null where the page hides it
 * (`isPublishDateVisible` false). Lists and the JSON-LD say no more than the page (decision 0590).
 */
export function shownPublishDate(article: {
  published_at: string;
  isPublishDateVisible: boolean;
}): string | null {
  return article.isPublishDateVisible ? article.published_at : null;
}

/**
 * Turns an API article into a teaser, with its thumbnail routed through the site's media proxy. A
 * teaser says what the article's page says: no date where the page hides it (left out here, so it
 * is not in the page's data either), and whether it is paid.
 */
export function toArticleTeaser(item: ApiArticleSummary, apiOrigin: string): ArticleTeaser {
  const image = item.meta.thumbnailImage;
  return {
    id: item.id,
    heading: item.heading,
    path: item.path,
    publishedAt: shownPublishDate(item),
    isAdvertorial: item.isAdvertorial,
    author: item.author?.username ?? null,
    introduction: item.content.introduction,
    thumbnail: image
      ? {
          src: toSiteMediaUrl(image.url, apiOrigin, THUMBNAIL_REQUEST_WIDTH),
          width: image.width,
          height: image.height,
          alt: image.alt,
        }
      : null,
  };
}
