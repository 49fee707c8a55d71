import { EmbedRenderer } from '@nsv/embeds/embed-renderer';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { splitRendered, type ContentEmbed } from './split-rendered.js';
import {
  newsletterFallbackAction,
  readNewsletterOutcome,
  subscribeNewsletter,
} from './subscribe-newsletter.js';

/** The rendered content of an article, content page, region or activity as the API serves it. */
export interface ContentBodyContent {
  /** Sanitised HTML; each embed is an empty `<div data-embed-slug="SLUG"></div>`. */
  rendered: string;
  /** The embeds the markers refer to. */
  embeds: readonly ContentEmbed[];
}

/** Props of {@link ContentBody}. */
export interface ContentBodyProps {
  content: ContentBodyContent;
  /** Render the first embed eagerly (its first image with high priority): content above the fold. */
  eagerFirstEmbed?: boolean;
  /** Extra class on the wrapper. */
  className?: string;
  /** Newsletter signup handler; default: the site's `/nieuwsbrief/aanmelden` endpoint. */
  onSubscribe?: (email: string) => Promise<void>;
}

/**
 * Renders the API's sanitised HTML with every embed block in its place. The HTML comes from the
 * API's sanitiser (the only source of `rendered`), so it is inserted as it is.
 */
export function ContentBody({
  content,
  eagerFirstEmbed = false,
  className,
  onSubscribe = subscribeNewsletter,
}: ContentBodyProps) {
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
        const eager = eagerFirstEmbed && index === firstEmbed;
        const { type, slug, data } = segment.embed;
        return (
          <div
            key={`embed-${slug}-${index}`}
            id={`blok-${slug}`}
            className="content-body__embed"
            data-embed-type={type}
          >
            <EmbedRenderer
              type={type}
              slug={slug}
              data={data}
              onSubscribe={onSubscribe}
              {...(type === 'newsletter-signup'
                ? {
                    subscribeAction: newsletterFallbackAction(pathname, slug),
                    ...(outcome?.slug === slug ? { subscribeStatus: outcome.status } : {}),
                  }
                : {})}
              eager={eager}
            />
          </div>
        );
      })}
    </div>
  );
}
