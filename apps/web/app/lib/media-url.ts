/**
 * Turns an image address from the API into the site's own `/media/...` path (served by the media
 * proxy route), so the browser only ever talks to the site. Addresses elsewhere stay as they are.
 */
export function toSiteMediaUrl(url: string, apiOrigin: string, width?: number): string {
  let parsed: URL;
  try {
    parsed = new URL(url, apiOrigin);
  } catch {
    return url;
  }
  if (parsed.origin !== apiOrigin || !parsed.pathname.startsWith('/media/')) return url;
  // `w` asks the API's media endpoint for a resized copy.
  if (width !== undefined) parsed.searchParams.set('w', String(width));
  return `${parsed.pathname}${parsed.search}`;
}
