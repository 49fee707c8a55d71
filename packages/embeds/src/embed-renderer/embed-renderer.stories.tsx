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

// Most blocks arrive through import(): on a busy CI machine that took longer than the default 1 s
// of findBy* ('In an article' failed so), so the checks for a lazily loaded block wait longer.
const LAZY_BLOCK_MS = 15_000;

/** One embed as the API serves it; change `type` and `data` in the controls. */
export const Single: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Sneeuwbericht Sölden' },
        { timeout: LAZY_BLOCK_MS },
      ),
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
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Blijf op de hoogte' },
        { timeout: LAZY_BLOCK_MS },
      ),
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

/**
 * While a lazily loaded block's code arrives, `fallback` shows in its place (default nothing).
 * Here a placeholder that says what is coming and keeps room for it, so the page shifts less when
 * the block appears. On a fast connection it shows only for a moment: throttle the network in the
 * browser's developer tools to see it longer. The test holds the block's code back to check it.
 */
export const Loading: Story = {
  name: 'Laden (fallback)',
  args: {
    fallback: (
      <div
        role="status"
        data-embed-fallback=""
        style={{
          display: 'grid',
          placeItems: 'center',
          minHeight: '16rem',
          marginBlock: 'var(--nsv-space-5)',
          border: '1px dashed var(--nsv-color-border-strong)',
          borderRadius: 'var(--nsv-radius-m)',
          background: 'var(--nsv-color-surface-sunken)',
          color: 'var(--nsv-color-text-muted)',
        }}
      >
        Sneeuwbericht wordt geladen…
      </div>
    ),
  },
  argTypes: { fallback: { control: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Sneeuwbericht Sölden' },
        { timeout: LAZY_BLOCK_MS },
      ),
    ).toBeVisible();
    // Once the block is there, the placeholder has gone.
    await expect(canvas.queryByText('Sneeuwbericht wordt geladen…')).toBeNull();
  },
};
