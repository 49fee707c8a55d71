/** The time zone the site shows times in; fixed so server and browser render the same text. */
export const TIME_ZONE = 'Europe/Amsterdam';

const dateTime = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

const longDate = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

const fullDateTime = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

// Forecast days are calendar dates without a time: format them in UTC so no zone shifts the day.
const calendarDay = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** Parses an ISO 8601 string; undefined when it is not a valid date. */
export function parseDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** 'za 21 nov, 07:30' */
export function formatDateTime(date: Date): string {
  return dateTime.format(date);
}

/** '21 november 2026' */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** 'zondag 22 november 2026 om 10:30' */
export function formatFullDateTime(date: Date): string {
  return fullDateTime.format(date);
}

/** 'zo 22 nov' for a YYYY-MM-DD calendar date; the input itself when it is not one. */
export function formatCalendarDay(isoDate: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? new Date(`${isoDate}T12:00:00Z`) : undefined;
  return date && !Number.isNaN(date.getTime()) ? calendarDay.format(date) : isoDate;
}

/** '3:05' or '1:02:03' for a duration in seconds. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Shortens text to at most `max` characters on a word boundary, with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
