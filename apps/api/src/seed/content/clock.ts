/**
 * The seed moment: the demo's relative dates (days ago, hours ago) are turned into absolute ones
 * against this instant, so the loader and the embed data (which carries ISO strings) agree.
 * The loader should use these helpers rather than its own `new Date()`.
 */
export const seedMoment = new Date();

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/** The instant `days` days before the seed moment (same time of day). */
export function daysAgo(days: number, from: Date = seedMoment): Date {
  return new Date(from.getTime() - days * day);
}

/** The instant `hours` hours before the seed moment. */
export function hoursAgo(hours: number, from: Date = seedMoment): Date {
  return new Date(from.getTime() - hours * hour);
}

/** The instant `days` days after the seed moment at the given UTC hour (for scheduled events). */
export function daysAheadAt(days: number, utcHour: number, from: Date = seedMoment): Date {
  const date = new Date(from.getTime() + days * day);
  date.setUTCHours(utcHour, 0, 0, 0);
  return date;
}

/**
 * When the loader publishes an article: a minute before the seed moment at the latest, shifted by a
 * few hours per slug so articles of the same day do not share a timestamp. This mirrors
 * `loadSeedContent` in `../load.ts`, for the dates that weblog lists show.
 */
export function articlePublishedAt(
  slug: string,
  publishedDaysAgo: number,
  from: Date = seedMoment,
): Date {
  return new Date(from.getTime() - publishedDaysAgo * day - 60_000 - (slug.length % 12) * hour);
}

/**
 * The link to an article from other content: `/{nieuws|weblog}/{slug}`, the form of the article
 * route without its optional date segments. The API resolves it by type and slug. Links carry no
 * date on purpose: the loader dates articles against its own clock, and a link dated against ours
 * would break whenever midnight falls between the two.
 */
export function articleLink(type: 'NEWS' | 'WEBLOG', slug: string): string {
  return `/${type === 'NEWS' ? 'nieuws' : 'weblog'}/${slug}`;
}
