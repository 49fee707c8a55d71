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
  /** Newsletter signup handler; default: the site's `/nieuwsbrief/aanmelden` endpoint. */
  onSubscribe?: (email: string) => Promise<void>;
}

/** The ids of a block's elements: from its slug, the same in the page's render and in an island's. */
export function embedIdPrefix(slug: string): string {
  return `nsv-${slug}`;
}

/**
 * One embed block of rendered content. Free of React Router, so that an island document can
 * hydrate it on its own; its element ids come from its slug for the same reason.
 */
export function ContentEmbed({ onSubscribe = subscribeNewsletter, ...props }: ContentEmbedProps) {
  return (
    <EmbedRenderer {...props} onSubscribe={onSubscribe} idPrefix={embedIdPrefix(props.slug)} />
  );
}
