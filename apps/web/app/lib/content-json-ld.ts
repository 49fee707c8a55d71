import { absoluteUrl } from './seo.js';

/** One step of a breadcrumb trail, root first. */
export interface Crumb {
  path: string;
  title: string;
}

/** schema.org BreadcrumbList for a trail of site paths (absolute URLs against the public origin). */
export function breadcrumbListLd(crumbs: readonly Crumb[], origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: absoluteUrl(crumb.path, origin),
    })),
  };
}

/** What a NewsArticle JSON-LD block says about an article. */
export interface NewsArticleLdInput {
  headline: string;
  path: string;
  description?: string | null;
  /**
   * Null when the article's page hides its dates (`isPublishDateVisible` false): the block then
   * claims neither a publish nor an edit date (decision 0590).
   */
  publishedAt: string | null;
  editedAt?: string | null;
  author?: string | null;
  image?: string | null;
  siteName: string;
}

/** schema.org NewsArticle for an article page; the editors ('Redactie') publish as the organisation. */
export function newsArticleLd(input: NewsArticleLdInput, origin: string): object {
  const publisher = {
    '@type': 'Organization',
    name: input.siteName,
    url: absoluteUrl('/', origin),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: input.headline,
    mainEntityOfPage: absoluteUrl(input.path, origin),
    ...(input.description ? { description: input.description } : {}),
    ...(input.publishedAt
      ? { datePublished: input.publishedAt, dateModified: input.editedAt ?? input.publishedAt }
      : {}),
    author: input.author ? { '@type': 'Person', name: input.author } : publisher,
    publisher,
    ...(input.image ? { image: [absoluteUrl(input.image, origin)] } : {}),
  };
}
