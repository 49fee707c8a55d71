import { BlockStyle } from '../lib/block-style';
import { baseCss } from '../lib/base-styles';
import { formatDuration } from '../lib/dates';
import { devWarn } from '../lib/env';
import { ThirdPartyFacade } from '../lib/facade';
import { fallbackSrc, mediaUrl } from '../lib/media';
import { ResponsiveImage } from '../lib/responsive-image';
import type { MediaOptions, VideoData } from '../types';
import { resolveVideoSource } from './video-source';
import { videoCss } from './video-styles';

/** Props of Video. */
export interface VideoProps extends MediaOptions {
  data: VideoData;
  /** Load the poster at once (the block is above the fold); default lazy. */
  eager?: boolean;
}

/** The video block: our own files play in <video>; YouTube and Vimeo load only after a click. */
export function Video({ data, eager = false, mediaBaseUrl }: VideoProps) {
  const source = resolveVideoSource(data);
  if (source.kind === 'invalid') devWarn(`video "${data.title}": ${source.reason}`);
  const duration = data.duration ? formatDuration(data.duration) : undefined;
  const fileUrl =
    source.kind === 'file' ? mediaUrl(source.url, undefined, mediaBaseUrl) : undefined;

  return (
    <figure className="nsv-block nsv-video" data-nsv-block="video">
      <BlockStyle name="base" css={baseCss} />
      <BlockStyle name="video" css={videoCss} />
      {source.kind === 'file' ? (
        <video
          // Without a poster there are no dimensions to reserve, so the player keeps 16:9 (most
          // video) and the page does not jump when the visitor starts it.
          className={
            data.poster ? 'nsv-video__player' : 'nsv-video__player nsv-video__player--wide'
          }
          aria-label={data.title}
          controls
          preload="none"
          playsInline
          src={fileUrl}
          poster={data.poster ? fallbackSrc(data.poster, mediaBaseUrl) : undefined}
          width={data.poster?.width}
          height={data.poster?.height}
        />
      ) : source.kind === 'frame' ? (
        <ThirdPartyFacade
          provider={source.provider}
          subject="Deze video"
          buttonLabel="Video laden"
          href={source.pageUrl}
          frameTitle={data.title}
          src={source.src}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          preview={
            data.poster ? (
              <ResponsiveImage
                className="nsv-video__poster"
                image={data.poster}
                sizes="(min-width: 48rem) 720px, 100vw"
                eager={eager}
                mediaBaseUrl={mediaBaseUrl}
              />
            ) : null
          }
        />
      ) : (
        <p className="nsv-notice" role="note">
          Deze video kan niet worden getoond.
        </p>
      )}
      <figcaption className="nsv-video__caption">
        <span className="nsv-video__title">{data.title}</span>
        {duration ? <span className="nsv-muted"> ({duration})</span> : null}
        {/* Also where the browser cannot play the file, or the visitor wants it on their device. */}
        {fileUrl ? (
          <a className="nsv-video__file" href={fileUrl}>
            Download de video
          </a>
        ) : null}
      </figcaption>
    </figure>
  );
}
