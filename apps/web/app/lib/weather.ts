// The `report` JSON of a weather place (docs/embed-blocks.md, `WeatherReportData`). The shapes are
// plain types here so the pages' browser code carries no validator; the server checks the API's
// JSON against them (`weather-report.server.ts`): a malformed report must not break the page.

/** The forecast conditions the API uses, with their Dutch wording. */
export const CONDITION_LABELS = {
  zonnig: 'Zonnig',
  'half-bewolkt': 'Half bewolkt',
  bewolkt: 'Bewolkt',
  regen: 'Regen',
  sneeuw: 'Sneeuw',
  onweer: 'Onweer',
  mist: 'Mist',
} as const;

/** A forecast condition the API uses. */
export type ForecastCondition = keyof typeof CONDITION_LABELS;

/** A measured value with the moment it was measured. */
export interface Measured<T> {
  value: T;
  measured_at: string;
}

/** How many of all (lifts, slopes) are open. */
export interface OpenOfTotal {
  open: number;
  total: number;
}

/** One day of the forecast. */
export interface ForecastDay {
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  condition: ForecastCondition;
  temperatureMin: number;
  temperatureMax: number;
  freshSnow: number;
  freezingLevel: number;
  issued_at: string;
}

/** A place's snow report and forecast as the pages use them. */
export interface WeatherReport {
  snowDepthValley: Measured<number>;
  snowDepthMountain: Measured<number>;
  freshSnow: Measured<number>;
  liftsOpen: Measured<OpenOfTotal>;
  slopesOpen: Measured<OpenOfTotal>;
  forecast: ForecastDay[];
}

/** How old a measured value may be before the page marks it 'verouderd' (24 hours). */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
/** How many forecast days the page of one place shows. */
export const FORECAST_DAYS = 7;

/** True when a value measured at `measuredAt` is older than 24 hours at `now` (or its time is unreadable). */
export function isStale(measuredAt: string, now: Date): boolean {
  const time = Date.parse(measuredAt);
  return Number.isNaN(time) || now.getTime() - time > STALE_AFTER_MS;
}

const amsterdamDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (YYYY-MM-DD) of a moment in the Netherlands. */
export function dutchCalendarDate(now: Date): string {
  return amsterdamDay.format(now);
}

/** The forecast from today (Dutch calendar) on, at most `days` days; earlier days are dropped. */
export function upcomingForecast(
  forecast: ForecastDay[],
  now: Date,
  days = FORECAST_DAYS,
): ForecastDay[] {
  const today = dutchCalendarDate(now);
  return forecast
    .filter((day) => day.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, days);
}

/** Today's forecast (Dutch calendar), or null when the forecast does not cover today. */
export function todaysForecast(forecast: ForecastDay[], now: Date): ForecastDay | null {
  const today = dutchCalendarDate(now);
  return forecast.find((day) => day.date === today) ?? null;
}

const shortDateFormat = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  day: 'numeric',
  month: 'short',
});
const timeFormat = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  hour: '2-digit',
  minute: '2-digit',
});
const weekdayFormat = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** When a value was measured, in Dutch and Amsterdam time, e.g. '21 nov 07:30'. */
export function formatMeasuredAt(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return 'onbekend';
  // Date and time apart: the combined format puts a comma between them, which reads oddly in a table.
  return `${shortDateFormat.format(time)} ${timeFormat.format(time)}`;
}

/** A forecast day in Dutch, e.g. 'zondag 22 november' (the date is a calendar date, read as UTC). */
export function formatForecastDate(date: string): string {
  return weekdayFormat.format(new Date(`${date}T12:00:00Z`));
}
