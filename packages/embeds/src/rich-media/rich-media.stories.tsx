import type { Meta, StoryObj } from '@storybook/react-vite';
import { richMedia } from '../stories/fixtures';
import { RichMedia } from './rich-media';

const meta = {
  title: 'Embeds/RichMedia',
  component: RichMedia,
  args: { data: richMedia, eager: true },
} satisfies Meta<typeof RichMedia>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With an image, above the fold (eager). */
export const WithImage: Story = {};

/** Text and link only. */
export const WithoutMedia: Story = {
  args: { data: { ...richMedia, image: undefined } },
};

/** On a 360 px wide phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
