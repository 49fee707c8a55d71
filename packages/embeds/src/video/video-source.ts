import type { VideoData } from '../types';

/** Where a video plays from, or why it cannot be shown. */
export type VideoSource =
  | { kind: 'file'; url: string }
  | {
      kind: 'frame';
      provider: 'YouTube' | 'Vimeo';
      /** The player, for the iframe. */
      src: string;
      /** The video's own page on the platform, for a link that works without JavaScript. */
      pageUrl: string;
    }
  | { kind: 'invalid'; reason: string };

/** Resolves a video block's data to a playable source; YouTube goes through the no-cookie host. */
export function resolveVideoSource(data: VideoData): VideoSource {
  const id = data.videoId?.trim() ?? '';
  switch (data.provider) {
    case 'youtube':
      // YouTube ids are 11 characters of [A-Za-z0-9_-].
      return /^[\w-]{11}$/.test(id)
        ? {
            kind: 'frame',
            provider: 'YouTube',
            src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
            pageUrl: `https://www.youtube.com/watch?v=${id}`,
          }
        : { kind: 'invalid', reason: `invalid YouTube videoId ${JSON.stringify(data.videoId)}` };
    case 'vimeo':
      // dnt=1: Vimeo's player sets no tracking cookies.
      return /^\d+$/.test(id)
        ? {
            kind: 'frame',
            provider: 'Vimeo',
            src: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`,
            pageUrl: `https://vimeo.com/${id}`,
          }
        : { kind: 'invalid', reason: `invalid Vimeo videoId ${JSON.stringify(data.videoId)}` };
    case 'generic':
      return data.url
        ? { kind: 'file', url: data.url }
        : { kind: 'invalid', reason: 'generic video without url' };
    default:
      return { kind: 'invalid', reason: `unknown provider ${JSON.stringify(data.provider)}` };
  }
}
