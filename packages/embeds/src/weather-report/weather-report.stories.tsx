import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STORY_NOW, weatherReport } from '../stories/fixtures';
import type { WeatherReportData } from '../types';
import { WeatherReport } from './weather-report';

const meta = {
  title: 'Embeds/WeatherReport',
  component: WeatherReport,
  args: { data: weatherReport, now: STORY_NOW },
  argTypes: { now: { control: 'text' } },
} satisfies Meta<typeof WeatherReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All values measured this morning: nothing is outdated. */
export const Current: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sneeuwbericht Sölden' })).toBeVisible();
    await expect(canvas.queryByText('verouderd')).toBeNull();
  },
};

/** The snow depths were last measured three days ago: those are marked 'verouderd'. */
export const PartlyOutdated: Story = {
  args: {
    data: {
      ...weatherReport,
      snowDepthValley: { value: 38, measured_at: '2026-11-19T07:30:00+01:00' },
      snowDepthMountain: { value: 160, measured_at: '2026-11-19T07:30:00+01:00' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('verouderd')).toHaveLength(2);
  },
};

/** Viewed two days later: every value and the forecast are outdated. */
export const AllOutdated: Story = { args: { now: '2026-11-24T12:00:00+01:00' } };

/** The API could not fill the report (seeded content only names the place). */
export const Unavailable: Story = {
  args: { data: { place: 'solden' } as unknown as WeatherReportData },
};

/** No forecast available. */
export const WithoutForecast: Story = { args: { data: { ...weatherReport, forecast: [] } } };

/** On a 360 px wide phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
