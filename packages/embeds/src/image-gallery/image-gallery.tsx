import { modal } from '@nsv/shell';
import { BlockStyle } from '../lib/block-style';
import { baseCss } from '../lib/base-styles';
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

/** A grid of photos; each opens a keyboard-operable lightbox in the shell's modal host. */
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
              <button
                type="button"
                className="nsv-gallery__thumb"
                aria-label={`${counterLabel(index, images.length)} vergroten: ${image.alt}`}
                onClick={() => open(index)}
              >
                <ResponsiveImage
                  image={image}
                  sizes="(min-width: 48rem) 240px, 50vw"
                  eager={eager && index < 2}
                  mediaBaseUrl={mediaBaseUrl}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
