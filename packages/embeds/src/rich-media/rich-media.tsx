import { BlockStyle } from '../lib/block-style';
import { baseCss } from '../lib/base-styles';
import { fallbackSrc, mediaUrl } from '../lib/media';
import { ResponsiveImage } from '../lib/responsive-image';
import type { MediaOptions, RichMediaData } from '../types';
import { richMediaCss } from './rich-media-styles';
import { type BlockIdOptions, useBlockId } from '../lib/block-id';

/** Props of RichMedia. */
export interface RichMediaProps extends MediaOptions, BlockIdOptions {
  data: RichMediaData;
  /** Load the image at once (the block is above the fold); default lazy. */
  eager?: boolean;
}

/** A highlighted promotion: image or own-hosted video, title, text and a link. */
export function RichMedia({ data, eager = false, mediaBaseUrl, idPrefix }: RichMediaProps) {
  const headingId = useBlockId(idPrefix);
  return (
    <section
      className="nsv-block nsv-rich-media"
      data-nsv-block="rich-media"
      aria-labelledby={headingId}
    >
      <BlockStyle name="base" css={baseCss} />
      <BlockStyle name="rich-media" css={richMediaCss} />
      {data.videoUrl ? (
        <video
          className="nsv-rich-media__media"
          controls
          preload="none"
          playsInline
          src={mediaUrl(data.videoUrl, undefined, mediaBaseUrl)}
          poster={data.image ? fallbackSrc(data.image, mediaBaseUrl) : undefined}
          width={data.image?.width}
          height={data.image?.height}
          aria-label={data.title}
        />
      ) : data.image ? (
        <ResponsiveImage
          className="nsv-rich-media__media"
          image={data.image}
          sizes="(min-width: 48rem) 50vw, 100vw"
          eager={eager}
          mediaBaseUrl={mediaBaseUrl}
        />
      ) : null}
      <div className="nsv-rich-media__body">
        <h2 id={headingId}>{data.title}</h2>
        <p>{data.text}</p>
        <a className="nsv-rich-media__link" href={data.url}>
          {data.linkLabel}
        </a>
      </div>
    </section>
  );
}
