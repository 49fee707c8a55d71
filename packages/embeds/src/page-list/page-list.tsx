import { BlockStyle } from '../lib/block-style';
import { baseCss } from '../lib/base-styles';
import { cardListCss } from '../lib/card-list-styles';
import { truncate } from '../lib/dates';
import { ResponsiveImage } from '../lib/responsive-image';
import type { MediaOptions, PageListData } from '../types';
import { type BlockIdOptions, useBlockId } from '../lib/block-id';

/** Introductions in page lists are cut to this many characters (spec §9). */
export const PAGE_LIST_INTRODUCTION_LENGTH = 100;

/** Props of PageList. */
export interface PageListProps extends MediaOptions, BlockIdOptions {
  data: PageListData;
}

/** A list of content pages with title, short introduction and thumbnail. */
export function PageList({ data, mediaBaseUrl, idPrefix }: PageListProps) {
  const headingId = useBlockId(idPrefix);
  const pages = data.pages ?? [];
  return (
    <section
      className="nsv-block nsv-page-list"
      data-nsv-block="page-list"
      aria-labelledby={data.title ? headingId : undefined}
      aria-label={data.title ? undefined : "Pagina's"}
    >
      <BlockStyle name="base" css={baseCss} />
      <BlockStyle name="card-list" css={cardListCss} />
      {data.title ? <h2 id={headingId}>{data.title}</h2> : null}
      {pages.length === 0 ? (
        <p className="nsv-notice">Er zijn hier nog geen pagina's.</p>
      ) : (
        <ul className="nsv-cards">
          {pages.map((page) => (
            <li key={page.path} className="nsv-card">
              {page.thumbnail ? (
                // Decorative: the heading's link names the card, so the alt would only repeat it.
                <ResponsiveImage
                  className="nsv-card__thumb"
                  image={{ ...page.thumbnail, alt: '' }}
                  sizes="7rem"
                  mediaBaseUrl={mediaBaseUrl}
                />
              ) : null}
              <div>
                <h3>
                  <a href={page.path}>{page.title}</a>
                </h3>
                <p>{truncate(page.introduction, PAGE_LIST_INTRODUCTION_LENGTH)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
