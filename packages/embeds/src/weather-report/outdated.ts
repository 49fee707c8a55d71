/** Values measured longer ago than this are marked 'verouderd'. */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a measurement is older than 24 hours at `now`. A missing or unreadable time counts as
 * outdated: a value nobody can date should not look current.
 */
export function isOutdated(
  measuredAt: string | undefined,
  now: Date,
  maxAgeMs = MAX_AGE_MS,
): boolean {
  const time = measuredAt ? Date.parse(measuredAt) : Number.NaN;
  if (Number.isNaN(time)) return true;
  return now.getTime() - time > maxAgeMs;
}
