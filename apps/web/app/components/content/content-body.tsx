import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { Island } from '../islands/island.js';
import { ContentEmbed, type ContentEmbedProps } from './content-embed.js';
import { INTERACTIVE_EMBED_TYPES } from './embed-kinds.js';
import { splitRendered, type ContentEmbed as ContentEmbedData } from './split-rendered.js';
import { newsletterFallbackAction, readNewsletterOutcome } from './subscribe-newsletter.js';

/** The rendered content of an article, content page, region or activity as the API serves it. */
export interface ContentBodyContent {
  /** Sanitised HTML; each embed is an empty `<div data-embed-slug="SLUG"></div>`. */
  rendered: string;
  /** The embeds the markers refer to. */
  embeds: readonly ContentEmbedData[];
}

/** Props of {@link ContentBody}. */
export interface ContentBodyProps {
  content: ContentBodyContent;
  /** Render the first embed eagerly (its first image with high priority): content above the fold. */
  eagerFirstEmbed?: boolean;
  /** Extra class on the wrapper. */
  className?: string;
}

/**
 * Renders the API's sanitised HTML with every embed block in its place. The HTML comes from the
 * API's sanitiser (the only source of `rendered`), so it is inserted as it is. Blocks that do
 * something in the browser are islands: in an island document they hydrate on their own.
 */
export function ContentBody({ content, eagerFirstEmbed = false, className }: ContentBodyProps) {
  const segments = useMemo(() => splitRendered(content.rendered, content.embeds), [content]);
  // Without JavaScript a signup block posts to the site and comes back here with its outcome.
  const { pathname, search } = useLocation();
  const outcome = readNewsletterOutcome(new URLSearchParams(search));
  const firstEmbed = segments.findIndex((segment) => segment.kind === 'embed');
  return (
    <div className={className ? `content-body ${className}` : 'content-body'}>
      {segments.map((segment, index) => {
        if (segment.kind === 'html') {
          // Index keys are stable: the segments only change when the content does.
          return (
            <div
              key={`html-${index}`}
              className="content-body__html"
              dangerouslySetInnerHTML={{ __html: segment.html }}
            />
          );
        }
        const { type, slug, data } = segment.embed;
        const props: ContentEmbedProps = {
          type,
          slug,
          data,
          eager: eagerFirstEmbed && index === firstEmbed,
          ...(type === 'newsletter-signup'
            ? {
                subscribeAction: newsletterFallbackAction(pathname, slug),
                ...(outcome?.slug === slug ? { subscribeStatus: outcome.status } : {}),
              }
            : {}),
        };
        return (
          <div
            key={`embed-${slug}-${index}`}
            id={`blok-${slug}`}
            className="content-body__embed"
            data-embed-type={type}
          >
            {INTERACTIVE_EMBED_TYPES.has(type) ? (
              <Island name="embed" component={ContentEmbed} props={props} />
            ) : (
              <ContentEmbed {...props} />
            )}
          </div>
        );
      })}
    </div>
  );
}
