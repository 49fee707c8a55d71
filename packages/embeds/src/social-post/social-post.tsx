import { BlockStyle } from '../lib/block-style';
import { baseCss } from '../lib/base-styles';
import { formatDateTime, parseDate } from '../lib/dates';
import { ThirdPartyFacade } from '../lib/facade';
import { ResponsiveImage } from '../lib/responsive-image';
import type { MediaOptions, SocialPostData } from '../types';
import { NETWORK_NAMES, socialEmbedUrl } from './social-embed';
import { socialPostCss } from './social-post-styles';

/** Props of SocialPost. */
export interface SocialPostProps extends MediaOptions {
  data: SocialPostData;
  /** Load the picture at once (the block is above the fold); default lazy. */
  eager?: boolean;
}

/** A social post shown from our own copy; the network's embed loads only after the visitor's click. */
export function SocialPost({ data, eager = false, mediaBaseUrl }: SocialPostProps) {
  const network = NETWORK_NAMES[data.network] ?? data.network;
  const embedUrl = socialEmbedUrl(data.network, data.url);
  const postedAt = parseDate(data.posted_at);
  const copy = (
    <div className="nsv-social__copy">
      <p className="nsv-social__meta">
        <span className="nsv-social__author">{data.author}</span>
        <span className="nsv-muted">
          {' '}
          op {network}
          {postedAt ? (
            <>
              {', '}
              <time dateTime={data.posted_at}>{formatDateTime(postedAt)}</time>
            </>
          ) : null}
        </span>
      </p>
      <p className="nsv-social__text">{data.text}</p>
      {data.image ? (
        <ResponsiveImage
          className="nsv-social__image"
          image={data.image}
          sizes="(min-width: 40rem) 560px, 100vw"
          eager={eager}
          mediaBaseUrl={mediaBaseUrl}
        />
      ) : null}
    </div>
  );

  return (
    <article
      className="nsv-block nsv-social"
      data-nsv-block="social-post"
      data-network={data.network}
      aria-label={`Bericht van ${data.author} op ${network}`}
    >
      <BlockStyle name="base" css={baseCss} />
      <BlockStyle name="social-post" css={socialPostCss} />
      {embedUrl ? (
        <ThirdPartyFacade
          provider={network}
          subject="Dit bericht"
          buttonLabel="Bericht laden"
          frameTitle={`Bericht van ${data.author} op ${network}`}
          src={embedUrl}
          aspectRatio="4 / 5"
          preview={copy}
        />
      ) : (
        copy
      )}
      <p className="nsv-social__link">
        <a href={data.url} rel="noopener noreferrer" target="_blank">
          Bekijk op {network}
          <span className="nsv-visually-hidden"> (opent in een nieuw venster)</span>
        </a>
      </p>
    </article>
  );
}
