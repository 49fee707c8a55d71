import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { videos } from '../stories/fixtures';
import { Video } from './video';

const meta = {
  title: 'Embeds/Video',
  component: Video,
  args: { data: videos.youtube },
} satisfies Meta<typeof Video>;

export default meta;
type Story = StoryObj<typeof meta>;

/** YouTube behind the privacy facade: nothing loads from YouTube until the click. */
export const YouTube: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Deze video wordt geladen van YouTube. Daarbij kan YouTube gegevens over je verzamelen.',
      ),
    ).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** After the click on 'Video laden': the player from www.youtube-nocookie.com. */
export const YouTubeLoaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Video laden' }));
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).not.toBeNull();
    await expect(new URL(frame!.src).host).toBe('www.youtube-nocookie.com');
    await expect(frame).toHaveAccessibleName(videos.youtube.title);
  },
};

/** Vimeo behind the facade. */
export const Vimeo: Story = { args: { data: videos.vimeo } };

/** Our own file: a plain <video> with poster, no facade needed. */
export const Generic: Story = { args: { data: videos.generic } };

/** Our own file without a poster: the player keeps 16:9 room and is named after the title. */
export const GenericWithoutPoster: Story = {
  args: { data: { ...videos.generic, poster: undefined } },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await expect(video).toHaveAccessibleName(videos.generic.title);
    const { width, height } = video.getBoundingClientRect();
    await expect(Math.round((width / height) * 9)).toBe(16);
  },
};

/** No poster of our own: the facade shows the notice only. */
export const WithoutPoster: Story = { args: { data: { ...videos.youtube, poster: undefined } } };

/** A broken video id from the content. */
export const Invalid: Story = { args: { data: { ...videos.youtube, videoId: 'kapot' } } };

/** On a 360 px wide phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
