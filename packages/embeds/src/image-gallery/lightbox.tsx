import { useCallback, useEffect, useState } from 'react';
import { Button } from '../button/button';
import { BlockStyle } from '../lib/block-style';
import { ResponsiveImage } from '../lib/responsive-image';
import type { GalleryImage } from '../types';
import { lightboxCss } from './lightbox-styles';

/** Props of Lightbox. */
export interface LightboxProps {
  images: GalleryImage[];
  /** Index of the image shown first. */
  startIndex?: number;
  mediaBaseUrl?: string;
}

/** 'Foto 3 van 8' */
export function counterLabel(index: number, total: number): string {
  return `Foto ${index + 1} van ${total}`;
}

/**
 * The gallery's large view, rendered inside the shell's modal: one image with caption and counter,
 * previous/next by buttons and the arrow keys (wrapping around at the ends).
 */
export function Lightbox({ images, startIndex = 0, mediaBaseUrl }: LightboxProps) {
  const total = images.length;
  const [index, setIndex] = useState(() =>
    Math.min(Math.max(startIndex, 0), Math.max(total - 1, 0)),
  );
  const step = useCallback(
    (delta: number) => setIndex((i) => (i + delta + total) % total),
    [total],
  );

  // On the document, not the figure: focus may sit on the dialog's own close button.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [step]);

  const image = images[index];
  if (!image) return null;
  return (
    <figure className="nsv-lightbox" data-nsv-lightbox="">
      <BlockStyle name="lightbox" css={lightboxCss} />
      <div className="nsv-lightbox__stage">
        <ResponsiveImage
          key={image.url}
          className="nsv-lightbox__image"
          image={image}
          sizes="100vw"
          eager
          mediaBaseUrl={mediaBaseUrl}
        />
      </div>
      <figcaption className="nsv-lightbox__caption">
        <span className="nsv-lightbox__counter" aria-live="polite" aria-atomic="true">
          {counterLabel(index, total)}
        </span>
        {image.caption ? <span>{image.caption}</span> : null}
      </figcaption>
      {total > 1 ? (
        <div className="nsv-lightbox__nav">
          <Button
            color="primary"
            label="Vorige foto"
            onClick={() => step(-1)}
            icon={<span>←</span>}
          />
          <Button
            color="primary"
            label="Volgende foto"
            onClick={() => step(1)}
            icon={<span>→</span>}
          />
        </div>
      ) : null}
    </figure>
  );
}
