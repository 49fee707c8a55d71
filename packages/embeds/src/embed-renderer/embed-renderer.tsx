import { Component, type ComponentType, type ReactNode, Suspense, lazy } from 'react';
import { EditorialNote } from '../editorial-note/editorial-note';
import { EMBED_TYPES, type EmbedType } from '../embed-types';
import { devWarn } from '../lib/env';
import { PageList } from '../page-list/page-list';
import { WeblogList } from '../weblog-list/weblog-list';

export { EMBED_TYPES, type EmbedType };

/** Props of EmbedRenderer: the API's embed plus what blocks need from the page. */
export interface EmbedRendererProps {
  /** The block type, e.g. 'weather-report'; unknown types render nothing. */
  type: string;
  /** The embed's slug, unique within the content. */
  slug: string;
  /** The block data as the API serves it (docs/embed-blocks.md). */
  data: unknown;
  /** Called by the newsletter signup with the visitor's address. */
  onSubscribe?: (email: string) => Promise<void>;
  /** Where the newsletter signup posts when JavaScript is not running (field `email`). */
  subscribeAction?: string;
  /** The outcome of such a post, for the newsletter signup to show ('success', 'error', 'invalid'). */
  subscribeStatus?: 'success' | 'error' | 'invalid';
  /** Prefix for `/media/...` paths, e.g. 'https://api.nsv.nl'; default '' (same origin). */
  mediaBaseUrl?: string;
  /** Load the block's first image at once: set for an embed above the fold. */
  eager?: boolean;
  /** The current time for the weather report's outdated marks; default now. */
  now?: Date | string | number;
  /** Shown while a lazily loaded block's code arrives; default nothing. */
  fallback?: ReactNode;
  /**
   * The base of the block's element ids (heading, form fields), unique on the page; default one
   * from React's `useId`. Give it when the block is hydrated apart from the page's React tree.
   */
  idPrefix?: string;
}

/** Props every block component accepts from the renderer. */
type BlockProps = Omit<EmbedRendererProps, 'type' | 'slug' | 'fallback'>;

// Small text blocks are bundled with the renderer; blocks with media, interaction or a lot of
// code load on demand, so a page pays only for the blocks its content uses.
const blocks: Record<EmbedType, ComponentType<BlockProps>> = {
  'editorial-note': EditorialNote as ComponentType<BlockProps>,
  'page-list': PageList as ComponentType<BlockProps>,
  'weblog-list': WeblogList as ComponentType<BlockProps>,
  'weather-report': lazy(() =>
    import('../weather-report/weather-report').then((m) => ({
      default: m.WeatherReport as ComponentType<BlockProps>,
    })),
  ),
  'social-post': lazy(() =>
    import('../social-post/social-post').then((m) => ({
      default: m.SocialPost as ComponentType<BlockProps>,
    })),
  ),
  'image-gallery': lazy(() =>
    import('../image-gallery/image-gallery').then((m) => ({
      default: m.ImageGallery as ComponentType<BlockProps>,
    })),
  ),
  'newsletter-signup': lazy(() =>
    import('../newsletter-signup/newsletter-signup').then((m) => ({
      default: m.NewsletterSignup as ComponentType<BlockProps>,
    })),
  ),
  'rich-media': lazy(() =>
    import('../rich-media/rich-media').then((m) => ({
      default: m.RichMedia as ComponentType<BlockProps>,
    })),
  ),
  'sport-match': lazy(() =>
    import('../sport-match/sport-match').then((m) => ({
      default: m.SportMatch as ComponentType<BlockProps>,
    })),
  ),
  video: lazy(() =>
    import('../video/video').then((m) => ({ default: m.Video as ComponentType<BlockProps> })),
  ),
};

/** Whether a string is one of the known block types. */
export function isEmbedType(type: string): type is EmbedType {
  return Object.hasOwn(blocks, type);
}

/** Keeps one broken embed (bad data) from taking down the page around it. */
class EmbedBoundary extends Component<
  { type: string; slug: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    devWarn(`embed "${this.props.slug}" of type "${this.props.type}" failed to render`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Renders the block for an embed `{ type, slug, data }`; an unknown type renders nothing. */
export function EmbedRenderer({
  type,
  slug,
  data,
  onSubscribe,
  fallback = null,
  ...rest
}: EmbedRendererProps) {
  if (!isEmbedType(type)) {
    devWarn(`unknown embed type "${type}" (slug "${slug}"): nothing rendered`);
    return null;
  }
  if (type === 'newsletter-signup' && !onSubscribe) {
    devWarn(`embed "${slug}": newsletter-signup needs the onSubscribe prop; nothing rendered`);
    return null;
  }
  if (typeof data !== 'object' || data === null) {
    devWarn(`embed "${slug}" of type "${type}" has no data object; nothing rendered`);
    return null;
  }
  const Block = blocks[type];
  return (
    <EmbedBoundary type={type} slug={slug}>
      <Suspense fallback={fallback}>
        <Block data={data} onSubscribe={onSubscribe} {...rest} />
      </Suspense>
    </EmbedBoundary>
  );
}
