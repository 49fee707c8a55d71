import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { WeatherReport } from '../../lib/weather.js';
import { ForecastTable } from './forecast-table.js';
import { SnowReport } from './snow-report.js';

const now = new Date('2026-11-22T12:00:00Z');
const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000).toISOString();
const report: WeatherReport = {
  snowDepthValley: { value: 40, measured_at: at(30) },
  snowDepthMountain: { value: 180, measured_at: at(2) },
  freshSnow: { value: 10, measured_at: at(2) },
  liftsOpen: { value: { open: 20, total: 31 }, measured_at: at(2) },
  slopesOpen: { value: { open: 100, total: 144 }, measured_at: at(2) },
  forecast: [],
};

describe('SnowReport', () => {
  it('shows each value with its measured time and marks only values older than 24 hours', () => {
    const html = renderToStaticMarkup(
      <SnowReport report={report} now={now} caption="Sneeuwrapport Sölden" />,
    );
    expect(html).toContain('<caption>Sneeuwrapport Sölden</caption>');
    expect(html.match(/verouderd/g)).toHaveLength(1);
    expect(html).toMatch(
      /Sneeuw in het dal<\/th><td>40 cm<\/td><td><time dateTime="[^"]+">21 nov 07:00<\/time><strong class="weather-stale"> verouderd/,
    );
    expect(html).toContain('<td>20 van 31</td>');
  });
});

describe('ForecastTable', () => {
  it('renders one row per day in Dutch', () => {
    const html = renderToStaticMarkup(
      <ForecastTable
        caption="De komende zeven dagen"
        days={[
          {
            date: '2026-11-22',
            condition: 'half-bewolkt',
            temperatureMin: -3,
            temperatureMax: 2,
            freshSnow: 0,
            freezingLevel: 1500,
            issued_at: at(3),
          },
        ]}
      />,
    );
    expect(html).toContain('zondag 22 november');
    expect(html).toContain('<td>Half bewolkt</td><td>-3 tot 2 °C</td><td>0 cm</td><td>1500 m</td>');
  });

  it('says so when there is no forecast', () => {
    expect(renderToStaticMarkup(<ForecastTable caption="x" days={[]} />)).toContain(
      'geen weersverwachting',
    );
  });
});
