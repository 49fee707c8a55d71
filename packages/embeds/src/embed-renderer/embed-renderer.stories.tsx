import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  editorialNote,
  gallery,
  newsletter,
  STORY_NOW,
  videos,
  weatherReport,
  weblogList,
} from '../stories/fixtures';
import { EmbedRenderer } from './embed-renderer';

const meta = {
  title: 'Embeds/EmbedRenderer',
  component: EmbedRenderer,
  args: {
    type: 'weather-report',
    slug: 'sneeuw-solden',
    data: weatherReport,
    now: STORY_NOW,
    onSubscribe: fn(() => Promise.resolve()),
  },
  argTypes: { type: { control: 'text' } },
} satisfies Meta<typeof EmbedRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One embed as the API serves it; change `type` and `data` in the controls. */
export const Single: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Sneeuwbericht Sölden' }),
    ).toBeVisible();
  },
};

/** An article with several embeds between its paragraphs, as the web app renders it. */
export const InAnArticle: Story = {
  render: (args) => (
    <article style={{ maxWidth: '44rem' }}>
      <h1>Het seizoen is begonnen</h1>
      <p>In Sölden draaien de eerste liften. Zo staat het ervoor:</p>
      <EmbedRenderer {...args} type="weather-report" slug="sneeuw-solden" data={weatherReport} />
      <p>Bekijk ook de beelden van de openingsdag.</p>
      <EmbedRenderer {...args} type="video" slug="video-opening" data={videos.vimeo} />
      <EmbedRenderer {...args} type="image-gallery" slug="foto-opening" data={gallery} />
      <EmbedRenderer {...args} type="editorial-note" slug="noot" data={editorialNote} />
      <EmbedRenderer {...args} type="weblog-list" slug="weblog" data={weblogList} />
      <EmbedRenderer {...args} type="newsletter-signup" slug="nieuwsbrief" data={newsletter} />
    </article>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Blijf op de hoogte' }),
    ).toBeVisible();
  },
};

/** An unknown type renders nothing (and warns in the console in development). */
export const UnknownType: Story = {
  args: { type: 'peiling', slug: 'peiling-1', data: {} },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-nsv-block]')).toBeNull();
  },
};
