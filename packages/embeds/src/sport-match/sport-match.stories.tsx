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

/**
 * Results with long names and times on a 360 px phone: the headers keep their words whole ("Pos.",
 * "Land", "Resultaat" each on one line) and the table scrolls sideways in its own region, which
 * the keyboard reaches.
 */
export const MobileLongResults: Story = {
  args: {
    data: {
      ...sportMatches.finished,
      competitors: [
        {
          name: 'Anne-Marijke van Oosterhout-Vermeulen',
          country: 'NL',
          rank: 1,
          result: '1:23,45 (clubkampioene)',
        },
        {
          name: 'Maximiliaan Wittebroodsmeester',
          country: 'BE',
          rank: 2,
          result: '1:24,02 (+0,57)',
        },
        { name: 'Jan de Vries', country: 'NL', rank: 3, result: 'Niet gefinisht' },
      ],
    },
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const header of canvas.getAllByRole('columnheader')) {
      const range = document.createRange();
      range.selectNodeContents(header);
      // A word broken in two would be two line boxes.
      await expect(range.getClientRects()).toHaveLength(1);
    }
    const region = canvas.getByRole('region', { name: 'Uitslag Finale heren' });
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};
