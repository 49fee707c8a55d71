import { BlockStyle } from '../lib/block-style';
import { baseCss } from '../lib/base-styles';
import { cardListCss } from '../lib/card-list-styles';
import { formatLongDate, parseDate, truncate } from '../lib/dates';
import { ResponsiveImage } from '../lib/responsive-image';
import type { MediaOptions, WeblogListData } from '../types';
import { type BlockIdOptions, useBlockId } from '../lib/block-id';

/** Introductions of overview items are cut to this many characters (spec §9). */
export const WEBLOG_INTRODUCTION_LENGTH = 180;

/** The word a paid post's page shows above its heading; the list shows the same. */
const ADVERTORIAL_LABEL = 'Advertorial';

/** Props of WeblogList. */
export interface WeblogListProps extends MediaOptions, BlockIdOptions {
  data: WeblogListData;
}

/**
 * A list of weblog posts with date (unless the post's page hides it), author and introduction; a
 * paid post says 'Advertorial' in its heading's link, so the label is heard as well as seen.
 */
export function WeblogList({ data, mediaBaseUrl, idPrefix }: WeblogListProps) {
  const headingId = useBlockId(idPrefix);
  const items = data.items ?? [];
  return (
    <section
      className="nsv-block nsv-weblog-list"
      data-nsv-block="weblog-list"
      aria-labelledby={data.title ? headingId : undefined}
      aria-label={data.title ? undefined : 'Weblog'}
    >
      <BlockStyle name="base" css={baseCss} />
      <BlockStyle name="card-list" css={cardListCss} />
      {data.title ? <h2 id={headingId}>{data.title}</h2> : null}
      {items.length === 0 ? (
        <p className="nsv-notice">Er zijn nog geen weblogberichten.</p>
      ) : (
        <ul className="nsv-cards">
          {items.map((item) => {
            const published =
              item.isPublishDateVisible === false ? null : parseDate(item.published_at);
            return (
              <li key={item.path} className="nsv-card">
                {item.thumbnail ? (
                  // Decorative: the heading's link names the card, so the alt would only repeat it.
                  <ResponsiveImage
                    className="nsv-card__thumb"
                    image={{ ...item.thumbnail, alt: '' }}
                    sizes="7rem"
                    mediaBaseUrl={mediaBaseUrl}
                  />
                ) : null}
                <div>
                  <h3>
                    <a href={item.path}>
                      {item.isAdvertorial ? (
                        <span className="nsv-badge nsv-card__label">
                          {ADVERTORIAL_LABEL}
                          {/* Heard and copied, not seen (the badge's edge separates it): of no
                              size rather than visually hidden, which browsers would read as a
                              block, naming the link 'Advertorial : …'. */}
                          <span className="nsv-card__label-pause">: </span>
                        </span>
                      ) : null}
                      {item.heading}
                    </a>
                  </h3>
                  <p className="nsv-muted nsv-card__meta">
                    {published ? (
                      <time dateTime={item.published_at}>{formatLongDate(published)}</time>
                    ) : null}
                    {published ? ' · ' : ''}
                    {item.author || 'Redactie'}
                  </p>
                  <p>{truncate(item.introduction, WEBLOG_INTRODUCTION_LENGTH)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
