import type { Image } from '../types';
import { buildSrcSet, fallbackSrc } from './media';

/** Props of ResponsiveImage. */
export interface ResponsiveImageProps {
  image: Image;
  /** The `sizes` attribute: how wide the image is shown; default the full viewport. */
  sizes?: string;
  /** Load at once with high priority (the first image above the fold); default lazy. */
  eager?: boolean;
  /** Prefix for `/media/...` paths; default '' (same origin). */
  mediaBaseUrl?: string;
  className?: string;
}

/**
 * An <img> with a `srcset` from the media endpoint's `?w=` widths (never wider than the original),
 * width and height set so the page does not shift, lazy below the fold and decoded off the main thread.
 */
export function ResponsiveImage({
  image,
  sizes = '100vw',
  eager = false,
  mediaBaseUrl,
  className,
}: ResponsiveImageProps) {
  const srcSet = buildSrcSet(image, mediaBaseUrl);
  return (
    <img
      className={className}
      src={fallbackSrc(image, mediaBaseUrl)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
