import type { Meta, StoryObj } from '@storybook/react-vite';
import { weblogList } from '../stories/fixtures';
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
