// The site is Dutch and its readers live in the Netherlands: dates read as '20 november 2026'
// in Amsterdam time, whatever the server's time zone.
const dutchDate = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'long',
  timeZone: 'Europe/Amsterdam',
});

/** Formats an ISO timestamp as a Dutch date, e.g. '20 november 2026'; null for a missing or invalid value. */
export function formatDutchDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dutchDate.format(date);
}
