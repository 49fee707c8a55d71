import { absoluteUrl } from './seo.js';

/** One step of a breadcrumb trail: its name and site path. */
export interface Crumb {
  name: string;
  path: string;
}

/** The schema.org BreadcrumbList of a trail, with absolute URLs (search engines want them). */
export function breadcrumbList(crumbs: readonly Crumb[], origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, origin),
    })),
  };
}

/** The trail of a region page (and of one of its tag pages when `tag` is given). */
export function regionCrumbs(
  region: { name: string; slug: string },
  tag?: { name: string; slug: string },
): Crumb[] {
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Skigebieden', path: '/regios' },
    { name: region.name, path: `/regios/${region.slug}` },
  ];
  if (tag) crumbs.push({ name: tag.name, path: `/regios/${region.slug}/${tag.slug}` });
  return crumbs;
}
