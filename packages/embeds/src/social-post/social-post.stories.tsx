import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { socialPosts } from '../stories/fixtures';
import { SocialPost } from './social-post';

const meta = {
  title: 'Embeds/SocialPost',
  component: SocialPost,
  args: { data: socialPosts.instagram },
} satisfies Meta<typeof SocialPost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Instagram: our own copy of text and picture until the visitor asks for the post. */
export const Instagram: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Dit bericht wordt geladen van Instagram. Daarbij kan Instagram gegevens over je verzamelen.',
      ),
    ).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** After the click on 'Bericht laden': the network's own embed. */
export const InstagramLoaded: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bericht laden' }));
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).not.toBeNull();
    await expect(new URL(frame!.src).host).toBe('www.instagram.com');
  },
};

/** Facebook, text only. */
export const Facebook: Story = { args: { data: socialPosts.facebook } };

/** X (Twitter). */
export const Twitter: Story = { args: { data: socialPosts.twitter } };

/** On a 360 px wide phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
