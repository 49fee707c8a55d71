import { daysAgo, daysAheadAt, hoursAgo } from './clock.js';
import { catalog, sizes } from './media.js';
import { hashString } from './random.js';
import type { SeedEmbed, SeedImage } from './types.js';

/**
 * Factories for embed blocks; the `data` of each follows docs/embed-blocks.md exactly. Dates are
 * ISO strings computed against the seed moment so the demo stays current.
 */

/** `weather-report`: the seed only names the place; the API fills in the report and forecast. */
export function weatherReport(slug: string, place: string): SeedEmbed {
  return { type: 'weather-report', slug, data: { place } };
}

/** `editorial-note`: plain text, paragraphs split on blank lines. */
export function editorialNote(slug: string, text: string, title?: string): SeedEmbed {
  return { type: 'editorial-note', slug, data: { ...(title ? { title } : {}), text } };
}

/** `newsletter-signup` with the association's standard wording unless given. */
export function newsletterSignup(
  slug: string,
  title = 'Mis geen sneeuwbericht',
  text = 'Elke donderdag in je mailbox: het sneeuwrapport, de beste aanbiedingen voor leden en nieuws uit de vereniging.',
): SeedEmbed {
  return { type: 'newsletter-signup', slug, data: { title, text, buttonLabel: 'Aanmelden' } };
}

/** A picture drawn by the seed script for use inside an embed (gallery, poster, social post). */
export function embedPicture(
  key: string,
  alt: string,
  motif: SeedImage['motif'],
  size: { width: number; height: number } = sizes.gallery,
) {
  catalog.add({ key, ...size, alt, motif, seed: hashString(key) });
  return catalog.embed(key);
}

/** `image-gallery`: pictures drawn by the seed script, each with a caption. */
export function imageGallery(
  slug: string,
  title: string,
  pictures: Array<{ key: string; alt: string; caption: string; motif: SeedImage['motif'] }>,
): SeedEmbed {
  return {
    type: 'image-gallery',
    slug,
    data: {
      title,
      images: pictures.map((picture) => ({
        ...embedPicture(picture.key, picture.alt, picture.motif),
        caption: picture.caption,
      })),
    },
  };
}

/** `social-post`: a post shown behind a facade; `postedDaysAgo` is relative to the seed moment. */
export function socialPost(
  slug: string,
  post: {
    network: 'facebook' | 'instagram' | 'twitter';
    url: string;
    author: string;
    text: string;
    postedHoursAgo: number;
    picture?: { key: string; alt: string; motif: SeedImage['motif'] };
  },
): SeedEmbed {
  return {
    type: 'social-post',
    slug,
    data: {
      network: post.network,
      url: post.url,
      author: post.author,
      text: post.text,
      posted_at: hoursAgo(post.postedHoursAgo).toISOString(),
      ...(post.picture
        ? {
            image: embedPicture(
              post.picture.key,
              post.picture.alt,
              post.picture.motif,
              sizes.thumbnail,
            ),
          }
        : {}),
    },
  };
}

/** Where a video plays from: YouTube or Vimeo by id, or (`generic`) a file the association hosts. */
export type VideoSource =
  { provider: 'youtube' | 'vimeo'; videoId: string } | { provider: 'generic'; url: string };

/**
 * `video` with a poster still drawn by the seed script. YouTube and Vimeo load only after a click;
 * a generic file shows the poster in a `<video preload="none">` until it is played.
 */
export function video(
  slug: string,
  v: VideoSource & {
    title: string;
    duration: number;
    posterKey: string;
    motif: SeedImage['motif'];
  },
): SeedEmbed {
  return {
    type: 'video',
    slug,
    data: {
      provider: v.provider,
      title: v.title,
      ...(v.provider === 'generic' ? { url: v.url } : { videoId: v.videoId }),
      duration: v.duration,
      poster: embedPicture(v.posterKey, `Still uit de video: ${v.title}`, v.motif, sizes.header),
    },
  };
}

/** `rich-media`: a promoted block with a picture and a link. */
export function richMedia(
  slug: string,
  r: {
    title: string;
    text: string;
    url: string;
    linkLabel: string;
    pictureKey: string;
    alt: string;
    motif: SeedImage['motif'];
  },
): SeedEmbed {
  return {
    type: 'rich-media',
    slug,
    data: {
      title: r.title,
      text: r.text,
      url: r.url,
      linkLabel: r.linkLabel,
      image: embedPicture(r.pictureKey, r.alt, r.motif, sizes.og),
    },
  };
}

/** A competitor in a sport match. */
export interface Competitor {
  name: string;
  country: string;
  rank?: number;
  result?: string;
}

/** `sport-match`: scheduled matches start `days` ahead, finished ones started `-days` ago. */
export function sportMatch(
  slug: string,
  m: {
    competition: string;
    discipline: string;
    location: string;
    days: number;
    utcHour: number;
    status: 'scheduled' | 'live' | 'finished';
    competitors: Competitor[];
  },
): SeedEmbed {
  const startsAt = m.days >= 0 ? daysAheadAt(m.days, m.utcHour) : daysAgo(-m.days);
  if (m.days < 0) startsAt.setUTCHours(m.utcHour, 0, 0, 0);
  return {
    type: 'sport-match',
    slug,
    data: {
      competition: m.competition,
      discipline: m.discipline,
      location: m.location,
      starts_at: startsAt.toISOString(),
      status: m.status,
      competitors: m.competitors,
    },
  };
}
