import type { MetaDescriptor } from 'react-router';
import { DEFAULT_SITE_NAME, pageTitle } from './site.js';

/** An image for Open Graph and Twitter cards; `url` may be relative to the site (made absolute here). */
export interface MetaImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

/** What one page says about itself to search engines and sharing previews. */
export interface PageMetaArgs {
  /** The page's own title; the document title becomes '{title} - {site name}'. */
  title: string;
  /** Meta description (also Open Graph and Twitter); omitted when empty. */
  description?: string | null;
  /** The page's path (with its query string when it matters), for the canonical URL and `og:url`. */
  path: string;
  /** The sharing image (`ogImage` of the content); a large Twitter card when present. */
  image?: MetaImage | null;
  /** `false` adds `robots: noindex` (content with `hasIndex` off). Default: indexable. */
  hasIndex?: boolean;
  /** Open Graph type. Default: 'website'. */
  type?: 'website' | 'article';
}

/** The part of a `meta` function's `matches` this module reads: the root loader's data. */
type MatchLike = { id: string; data?: unknown } | undefined;

/** Site settings the root loader provides to every `meta` function. */
export interface SiteSettings {
  siteName: string;
  origin: string;
}

/** Reads the site name and public origin from the root loader's data among the matches. */
export function siteSettingsFrom(matches: ReadonlyArray<MatchLike> | undefined): SiteSettings {
  const root = matches?.find((match) => match?.id === 'root')?.data;
  const record = root && typeof root === 'object' ? (root as Record<string, unknown>) : {};
  return {
    siteName: typeof record.siteName === 'string' ? record.siteName : DEFAULT_SITE_NAME,
    origin: typeof record.origin === 'string' ? record.origin : '',
  };
}

/** Makes a site-relative URL absolute against the public origin (sharing previews need absolute URLs). */
export function absoluteUrl(url: string, origin: string): string {
  if (/^https?:\/\//i.test(url) || origin === '') return url;
  return new URL(url, origin).toString();
}

/**
 * The meta tags of one page: title '{title} - {site name}', description, canonical link, Open
 * Graph, Twitter card and `robots: noindex` when `hasIndex` is false. Pass the `matches` of the
 * route's `meta` function so the site name and origin come from the root loader.
 */
export function pageMeta(
  { title, description, path, image, hasIndex = true, type = 'website' }: PageMetaArgs,
  matches?: ReadonlyArray<MatchLike>,
): MetaDescriptor[] {
  const { siteName, origin } = siteSettingsFrom(matches);
  const fullTitle = pageTitle(title, siteName);
  const url = absoluteUrl(path, origin);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: 'nl_NL' },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
  ];
  if (description) {
    tags.push(
      { name: 'description', content: description },
      { property: 'og:description', content: description },
      { name: 'twitter:description', content: description },
    );
  }
  if (image) {
    const imageUrl = absoluteUrl(image.url, origin);
    tags.push(
      { property: 'og:image', content: imageUrl },
      { name: 'twitter:image', content: imageUrl },
    );
    if (image.width) tags.push({ property: 'og:image:width', content: String(image.width) });
    if (image.height) tags.push({ property: 'og:image:height', content: String(image.height) });
    if (image.alt) {
      tags.push(
        { property: 'og:image:alt', content: image.alt },
        { name: 'twitter:image:alt', content: image.alt },
      );
    }
  }
  if (!hasIndex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/** A JSON-LD block (NewsArticle, BreadcrumbList, ...) as a meta descriptor React Router renders as a script. */
export function jsonLd(value: object): MetaDescriptor {
  return { 'script:ld+json': value };
}
