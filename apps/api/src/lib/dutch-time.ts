import { sql } from 'drizzle-orm';

/** The site's time zone: dates people read (publication, forecast days) are Dutch dates. */
export const DUTCH_TIME_ZONE = 'Europe/Amsterdam';

const DAY_MS = 24 * 60 * 60 * 1000;
const dutchCalendar = new Intl.DateTimeFormat('en-CA', { timeZone: DUTCH_TIME_ZONE });

/** The date (YYYY-MM-DD) in Dutch time of `at`, or of `offsetDays` days after it. */
export function dutchDate(at: Date, offsetDays = 0): string {
  return dutchCalendar.format(new Date(at.getTime() + offsetDays * DAY_MS));
}

/**
 * Today's date in Dutch time, in SQL. Not `current_date`, which follows the database session's
 * time zone (UTC on most servers): after midnight in the Netherlands that is still yesterday.
 */
export const dutchToday = sql.raw(`(now() AT TIME ZONE '${DUTCH_TIME_ZONE}')::date`);
