import { modal } from '@nsv/shell';
import { BlockStyle } from '../lib/block-style';
import { baseCss } from '../lib/base-styles';
import { fallbackSrc, IMAGE_WIDTHS } from '../lib/media';
import { isPlainClick } from '../lib/plain-click';
import { ResponsiveImage } from '../lib/responsive-image';
import type { ImageGalleryData, MediaOptions } from '../types';
import { imageGalleryCss } from './image-gallery-styles';
import { counterLabel, Lightbox } from './lightbox';
import { type BlockIdOptions, useBlockId } from '../lib/block-id';

/** Props of ImageGallery. */
export interface ImageGalleryProps extends MediaOptions, BlockIdOptions {
  data: ImageGalleryData;
  /** Load the first thumbnails at once (the block is above the fold); default lazy. */
  eager?: boolean;
}

/** The widest size the media endpoint serves: a thumbnail's link opens the photo at most this wide. */
const LARGEST_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

/**
 * A grid of photos with their captions. Each photo is a link to its large version, so it opens
 * without JavaScript too; with JavaScript a plain click (or Enter) opens a keyboard-operable
 * lightbox in the shell's modal host instead.
 */
export function ImageGallery({ data, eager = false, mediaBaseUrl, idPrefix }: ImageGalleryProps) {
  const headingId = useBlockId(idPrefix);
  const images = data.images ?? [];
  const title = data.title ?? 'Fotogalerij';

  const open = (index: number) => {
    modal.open({
      title,
      size: 'full',
      content: <Lightbox images={images} startIndex={index} mediaBaseUrl={mediaBaseUrl} />,
    });
  };

  return (
    <section
      className="nsv-block nsv-gallery"
      data-nsv-block="image-gallery"
      aria-labelledby={headingId}
    >
      <BlockStyle name="base" css={baseCss} />
      <BlockStyle name="image-gallery" css={imageGalleryCss} />
      <h2 id={headingId} className={data.title ? undefined : 'nsv-visually-hidden'}>
        {title}
      </h2>
      {images.length === 0 ? (
        <p className="nsv-notice">Deze galerij bevat nog geen foto's.</p>
      ) : (
        <ul className="nsv-gallery__grid">
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <figure className="nsv-gallery__item">
                <a
                  className="nsv-gallery__thumb"
                  href={fallbackSrc(image, mediaBaseUrl, LARGEST_WIDTH)}
                  aria-label={`${counterLabel(index, images.length)} vergroten: ${image.alt}`}
                  onClick={(event) => {
                    // Ctrl/Cmd/Shift-click is the visitor asking for the image in a new tab.
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    open(index);
                  }}
                >
                  <ResponsiveImage
                    image={image}
                    sizes="(min-width: 48rem) 240px, 50vw"
                    eager={eager && index < 2}
                    mediaBaseUrl={mediaBaseUrl}
                  />
                </a>
                {image.caption ? (
                  <figcaption className="nsv-gallery__caption">{image.caption}</figcaption>
                ) : null}
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
