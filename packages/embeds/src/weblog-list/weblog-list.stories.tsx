import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { weblogList, weblogListWithAdvertorial } from '../stories/fixtures';
import { WeblogList } from './weblog-list';

const meta = {
  title: 'Embeds/WeblogList',
  component: WeblogList,
  args: { data: weblogList },
} satisfies Meta<typeof WeblogList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Posts with date and author (an empty author shows 'Redactie'). */
export const Default: Story = {};

/** No posts yet. */
export const Empty: Story = { args: { data: { title: 'Uit het weblog', items: [] } } };

/** On a 360 px wide phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

/**
 * A paid post says 'Advertorial' as its page does, also to a screen reader (in the link's name),
 * and a post whose page hides its date shows none here.
 */
export const WithAdvertorial: Story = {
  args: { data: weblogListWithAdvertorial },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [paid, undated, plain] = weblogListWithAdvertorial.items;
    await expect(
      canvas.getByRole('link', { name: `Advertorial: ${paid!.heading}` }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: undated!.heading })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: plain!.heading })).toBeInTheDocument();
    await expect(canvas.getAllByText('Advertorial')).toHaveLength(1);
    // Two dates: the paid post's and the plain one's, not the undated one's.
    await expect(canvasElement.querySelectorAll('time')).toHaveLength(2);
  },
};
