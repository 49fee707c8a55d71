import type { Image } from '../types';

/**
 * Widths the media endpoint is asked for. It resizes on `?w=` to a fixed set of widths only (so it
 * cannot be made to render arbitrary sizes) and answers any other width with 400; these are from
 * that set. An image's own width is served by its plain URL, without `?w=`.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 800, 1024, 1280, 1600] as const;

/** Whether a URL carries its content itself, so no `?w=` variant of it exists. */
function isInlineUrl(url: string): boolean {
  return url.startsWith('data:') || url.startsWith('blob:');
}

/** The URL of a media path on the media host, optionally resized to `width`. */
export function mediaUrl(url: string, width?: number, mediaBaseUrl = ''): string {
  if (isInlineUrl(url)) return url;
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(url) || url.startsWith('//');
  const base = absolute ? url : `${mediaBaseUrl.replace(/\/+$/, '')}${url}`;
  if (width === undefined) return base;
  return `${base}${base.includes('?') ? '&' : '?'}w=${width}`;
}

/** The candidate widths for an image: the standard widths below its own width, then its own width capped at the largest. */
export function candidateWidths(
  originalWidth: number,
  widths: readonly number[] = IMAGE_WIDTHS,
): number[] {
  const max = widths[widths.length - 1] ?? originalWidth;
  const result = widths.filter((width) => width < originalWidth);
  const top = Math.min(originalWidth, max);
  if (!result.includes(top) && top > 0) result.push(top);
  return result;
}

/** A `srcset` value for an image from the media endpoint; empty for inline (data:/blob:) URLs. */
export function buildSrcSet(image: Pick<Image, 'url' | 'width'>, mediaBaseUrl = ''): string {
  if (isInlineUrl(image.url)) return '';
  return candidateWidths(image.width)
    .map((width) => `${variantUrl(image, width, mediaBaseUrl)} ${width}w`)
    .join(', ');
}

/** The URL of one candidate: resized below the original's width, the original file at its width. */
function variantUrl(
  image: Pick<Image, 'url' | 'width'>,
  width: number,
  mediaBaseUrl: string,
): string {
  return mediaUrl(image.url, width < image.width ? width : undefined, mediaBaseUrl);
}

/** The `src` fallback: the widest candidate up to `preferred` pixels. */
export function fallbackSrc(
  image: Pick<Image, 'url' | 'width'>,
  mediaBaseUrl = '',
  preferred = 1024,
): string {
  if (isInlineUrl(image.url)) return image.url;
  const widths = candidateWidths(image.width);
  const width = [...widths].reverse().find((candidate) => candidate <= preferred) ?? widths[0];
  return width === undefined
    ? mediaUrl(image.url, undefined, mediaBaseUrl)
    : variantUrl(image, width, mediaBaseUrl);
}
