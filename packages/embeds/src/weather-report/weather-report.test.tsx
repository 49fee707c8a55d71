import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WeatherReportData } from '../types';
import { isOutdated } from './outdated';
import { WeatherReport } from './weather-report';

const now = '2026-11-22T09:00:00+01:00';
const fresh = '2026-11-22T07:30:00+01:00';
const old = '2026-11-20T07:30:00+01:00';

const data: WeatherReportData = {
  place: { slug: 'solden', name: 'Sölden', elevationValley: 1377, elevationMountain: 3340 },
  snowDepthValley: { value: 45, measured_at: fresh },
  snowDepthMountain: { value: 180, measured_at: fresh },
  freshSnow: { value: 20, measured_at: old },
  liftsOpen: { value: { open: 21, total: 31 }, measured_at: fresh },
  slopesOpen: { value: { open: 98, total: 144 }, measured_at: fresh },
  forecast: [
    {
      date: '2026-11-22',
      condition: 'sneeuw',
      temperatureMin: -8,
      temperatureMax: -2,
      freshSnow: 15,
      freezingLevel: 900,
      issued_at: '2026-11-22T06:00:00+01:00',
    },
    {
      date: '2026-11-23',
      condition: 'zonnig',
      temperatureMin: -10,
      temperatureMax: 1,
      freshSnow: 0,
      freezingLevel: 1400,
      issued_at: '2026-11-22T06:00:00+01:00',
    },
  ],
};

function valueItem(label: RegExp) {
  return screen.getByText(label).closest('.nsv-weather__value') as HTMLElement;
}

describe('outdated marking', () => {
  it('marks values older than 24 hours', () => {
    const at = new Date('2026-11-22T12:00:00Z');
    expect(isOutdated('2026-11-21T12:00:00Z', at)).toBe(false);
    expect(isOutdated('2026-11-21T11:59:59Z', at)).toBe(true);
    expect(isOutdated('geen datum', at)).toBe(true);
    expect(isOutdated(undefined, at)).toBe(true);
  });

  it('shows when each value was measured and marks only old ones as verouderd', () => {
    render(<WeatherReport data={data} now={now} />);
    expect(screen.getByRole('heading', { name: 'Sneeuwbericht Sölden' })).toBeInTheDocument();

    const valley = valueItem(/Sneeuwhoogte dal \(1377 m\)/);
    expect(within(valley).getByText('45 cm')).toBeInTheDocument();
    expect(within(valley).getByText(/zo 22 nov/)).toHaveAttribute('datetime', fresh);
    expect(within(valley).queryByText('verouderd')).toBeNull();

    const freshSnow = valueItem(/Verse sneeuw/);
    expect(within(freshSnow).getByText('verouderd')).toBeInTheDocument();
    expect(within(freshSnow).getByText(/vr 20 nov/)).toBeInTheDocument();
    expect(screen.getAllByText('verouderd')).toHaveLength(1);
  });

  it('marks everything outdated when now is two days later', () => {
    render(<WeatherReport data={data} now="2026-11-24T09:00:00+01:00" />);
    // five values and the forecast
    expect(screen.getAllByText('verouderd')).toHaveLength(6);
  });

  it('shows the forecast in Dutch', () => {
    render(<WeatherReport data={data} now={now} />);
    const days = screen.getAllByRole('listitem');
    expect(days).toHaveLength(2);
    expect(days[0]).toHaveTextContent('zo 22 nov');
    expect(days[0]).toHaveTextContent('Sneeuw');
    expect(days[0]).toHaveTextContent('-8° / -2°');
    expect(days[0]).toHaveTextContent('Nulgradengrens 900 m');
    expect(days[1]).toHaveTextContent('Zonnig');
  });

  it('says the report is unavailable when the API did not fill it', () => {
    render(<WeatherReport data={{ place: 'solden' } as unknown as WeatherReportData} now={now} />);
    expect(
      screen.getByText('Het sneeuwbericht is op dit moment niet beschikbaar.'),
    ).toBeInTheDocument();
  });
});
