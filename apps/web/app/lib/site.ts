/** The site name used when `SITE_NAME` is not configured. */
export const DEFAULT_SITE_NAME = 'Nederlandse Ski Vereniging';

/** The page title pattern of the spec: '{title} - {site name}'. */
export function pageTitle(title: string, siteName: string): string {
  return `${title} - ${siteName}`;
}

/** The site name from the root loader's data among a route's matches (meta functions run on both sides). */
export function siteNameFrom(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): string {
  const root = matches.find((match) => match?.id === 'root')?.data;
  if (root && typeof root === 'object' && 'siteName' in root && typeof root.siteName === 'string') {
    return root.siteName;
  }
  return DEFAULT_SITE_NAME;
}
