import { describe, expect, it } from 'vitest';
import {
  dutchCalendarDate,
  formatForecastDate,
  isStale,
  todaysForecast,
  upcomingForecast,
  type ForecastDay,
} from './weather.js';
import { parseWeatherReport } from './weather-report.server.js';
import { literalWeatherSlug } from './weather.server.js';

const day = (date: string): ForecastDay => ({
  date,
  condition: 'sneeuw',
  temperatureMin: -6,
  temperatureMax: -1,
  freshSnow: 20,
  freezingLevel: 900,
  issued_at: '2026-11-22T01:00:00Z',
});

describe('isStale', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('marks values older than 24 hours, not younger ones', () => {
    expect(isStale('2026-11-21T11:59:00Z', now)).toBe(true);
    expect(isStale('2026-11-21T12:01:00Z', now)).toBe(false);
  });
  it('treats an unreadable time as stale', () => {
    expect(isStale('gisteren', now)).toBe(true);
  });
});

describe('forecast days', () => {
  const forecast = [
    '2026-11-21',
    '2026-11-22',
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
    '2026-11-27',
    '2026-11-28',
    '2026-11-29',
  ].map(day);

  it('uses the Dutch calendar: 23:30 UTC on 21 November is already the 22nd in Amsterdam', () => {
    const now = new Date('2026-11-21T23:30:00Z');
    expect(dutchCalendarDate(now)).toBe('2026-11-22');
    expect(todaysForecast(forecast, now)?.date).toBe('2026-11-22');
  });

  it('shows seven days from today on', () => {
    const days = upcomingForecast(forecast, new Date('2026-11-22T08:00:00Z'));
    expect(days.map((entry) => entry.date)).toEqual(
      forecast.slice(1, 8).map((entry) => entry.date),
    );
  });

  it('has no forecast for today when the forecast does not cover it', () => {
    expect(todaysForecast(forecast, new Date('2026-12-24T08:00:00Z'))).toBeNull();
  });

  it('writes a forecast date in Dutch with its weekday', () => {
    expect(formatForecastDate('2026-11-22')).toBe('zondag 22 november');
  });
});

describe('parseWeatherReport', () => {
  const measured = <T>(value: T) => ({ value, measured_at: '2026-11-22T06:00:00Z' });
  const report = {
    place: { slug: 'solden', name: 'Sölden', elevationValley: 1350, elevationMountain: 3340 },
    snowDepthValley: measured(40),
    snowDepthMountain: measured(180),
    freshSnow: measured(10),
    liftsOpen: measured({ open: 20, total: 31 }),
    slopesOpen: measured({ open: 100, total: 144 }),
    forecast: [day('2026-11-22')],
  };

  it('accepts the API report', () => {
    expect(parseWeatherReport(report)?.snowDepthMountain.value).toBe(180);
  });

  it('refuses a malformed report instead of breaking the page', () => {
    expect(parseWeatherReport({ ...report, freshSnow: 10 })).toBeNull();
    expect(parseWeatherReport(null)).toBeNull();
  });
});

describe('literalWeatherSlug', () => {
  it('reads the slug from the literal colon form, also percent-encoded', () => {
    expect(literalWeatherSlug(':solden')).toBe('solden');
    expect(literalWeatherSlug('%3Asolden')).toBe('solden');
  });
  it('leaves ordinary slugs and a bare colon alone', () => {
    expect(literalWeatherSlug('solden')).toBeNull();
    expect(literalWeatherSlug(':')).toBeNull();
  });
});
