import { buildSrcSet } from '@nsv/embeds';

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

/** `sizes` of a page's header image: the content column (44rem at most), the screen below that. */
export const HEADER_IMAGE_SIZES = '(min-width: 46rem) 44rem, 100vw';

/**
 * The `srcset` of an image the site serves from `/media/` (a `toSiteMediaUrl` result, with or
 * without `?w=`): the media endpoint's widths up to the image's own, so a phone fetches a copy
 * its screen needs instead of the 1024 px one. Undefined for any other address.
 */
export function siteMediaSrcSet(src: string, width: number): string | undefined {
  const [pathname = '', query = ''] = src.split('?');
  if (!pathname.startsWith('/media/')) return undefined;
  const params = new URLSearchParams(query);
  params.delete('w');
  const rest = params.toString();
  return buildSrcSet({ url: rest ? `${pathname}?${rest}` : pathname, width }) || undefined;
}
