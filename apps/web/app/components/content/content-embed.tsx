import { EmbedRenderer } from '@nsv/embeds/embed-renderer';
import { subscribeNewsletter } from './subscribe-newsletter.js';

/** Props of {@link ContentEmbed}: plain data, so an island can carry them in the HTML. */
export interface ContentEmbedProps {
  type: string;
  slug: string;
  data: unknown;
  /** Render the block's first image at once (above the fold). */
  eager?: boolean;
  /** Where a newsletter signup posts without JavaScript. */
  subscribeAction?: string;
  /** The outcome of such a post. */
  subscribeStatus?: 'success' | 'error' | 'invalid';
}

/**
 * One embed block of rendered content; a newsletter signup subscribes through the site's
 * `/nieuwsbrief/aanmelden` endpoint. Free of React Router, so that an island document can hydrate
 * it on its own; its element ids come from its slug (the same in the page's render and in an
 * island's) for the same reason.
 */
export function ContentEmbed(props: ContentEmbedProps) {
  return (
    <EmbedRenderer {...props} onSubscribe={subscribeNewsletter} idPrefix={`nsv-${props.slug}`} />
  );
}
