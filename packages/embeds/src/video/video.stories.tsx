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

/**
 * After the click on 'Video laden': the player from www.youtube-nocookie.com. 'Video laden' is a
 * link to the video on YouTube, which a reader without JavaScript follows.
 */
export const YouTubeLoaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const load = canvas.getByRole('link', { name: 'Video laden' });
    await expect(load).toHaveAttribute(
      'href',
      `https://www.youtube.com/watch?v=${videos.youtube.videoId}`,
    );
    await userEvent.click(load);
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).not.toBeNull();
    await expect(new URL(frame!.src).host).toBe('www.youtube-nocookie.com');
    await expect(frame).toHaveAccessibleName(videos.youtube.title);
  },
};

/** Vimeo behind the facade; without JavaScript 'Video laden' goes to the video on Vimeo. */
export const Vimeo: Story = {
  args: { data: videos.vimeo },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Video laden' })).toHaveAttribute(
      'href',
      `https://vimeo.com/${videos.vimeo.videoId}`,
    );
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** Our own file: a plain <video> with poster, no facade needed, and a link to the file. */
export const Generic: Story = {
  args: { data: videos.generic },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download de video' });
    await expect(link).toHaveAttribute('href', videos.generic.url);
    // Shown on the page, not only as the fallback inside <video> that no current browser shows.
    await expect(link.closest('video')).toBeNull();
    await expect(link.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

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
