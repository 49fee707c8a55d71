import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sportMatches } from '../stories/fixtures';
import { SportMatch } from './sport-match';

const meta = {
  title: 'Embeds/SportMatch',
  component: SportMatch,
  args: { data: sportMatches.scheduled },
} satisfies Meta<typeof SportMatch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the start: the line-up. */
export const Scheduled: Story = {};

/** Running: intermediate ranking. */
export const Live: Story = { args: { data: sportMatches.live } };

/** Finished: the result, ranked. */
export const Finished: Story = {
  args: { data: sportMatches.finished },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    // header, then the winner first although the data lists him second
    await expect(rows[1]).toHaveTextContent('Jakob Dusek');
  },
};

/** Competitors not yet known. */
export const NoCompetitors: Story = {
  args: { data: { ...sportMatches.scheduled, competitors: [] } },
};

/** On a 360 px wide phone. */
export const Mobile: Story = {
  args: { data: sportMatches.live },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
