import { Link } from 'react-router';
import type { ContentPage } from '../../lib/content-page.server.js';
import { HEADER_IMAGE_SIZES, siteMediaSrcSet } from '../../lib/media-url.js';
import { ContentBody } from './content-body.js';
import { Pager } from './pager.js';

/** Thumbnail width of a child page in CSS pixels. */
const THUMBNAIL_WIDTH = 240;

/** The breadcrumb trail, root first; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: ContentPage['breadcrumbs'] }) {
  return (
    <nav className="breadcrumbs" aria-label="Kruimelpad">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.title}</span>
            ) : (
              <Link to={crumb.path}>{crumb.title}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A content page: breadcrumbs, heading, header image, content with embeds, and its children list. */
export function ContentPageView({ content }: { content: ContentPage }) {
  const { page, children, headerImage } = content;
  return (
    <article className="content-page">
      <Breadcrumbs crumbs={content.breadcrumbs} />
      <h1>{page.heading || page.title}</h1>
      {headerImage ? (
        <img
          className="content-page__image"
          src={headerImage.src}
          srcSet={siteMediaSrcSet(headerImage.src, headerImage.width)}
          sizes={HEADER_IMAGE_SIZES}
          alt={headerImage.alt}
          width={headerImage.width}
          height={headerImage.height}
          fetchPriority="high"
          decoding="async"
        />
      ) : null}
      <ContentBody content={page.content} eagerFirstEmbed={!headerImage} />
      {children.total > 0 ? (
        <section className="content-page__children" aria-labelledby="onderliggend-kop">
          <h2 id="onderliggend-kop">In dit onderdeel</h2>
          <ul className="teasers">
            {children.items.map((child) => (
              <li key={child.id}>
                <article className="teaser">
                  {child.thumbnail ? (
                    <img
                      className="teaser__image"
                      src={child.thumbnail.src}
                      alt={child.thumbnail.alt}
                      width={THUMBNAIL_WIDTH}
                      height={
                        Math.round(
                          (THUMBNAIL_WIDTH * child.thumbnail.height) / child.thumbnail.width,
                        ) || undefined
                      }
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                  <div className="teaser__body">
                    <h3 className="teaser__heading">
                      <Link to={child.path}>{child.title}</Link>
                    </h3>
                    <p className="teaser__introduction">{child.introduction}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <Pager
            page={children.page}
            pages={children.pages}
            total={children.total}
            hrefFor={(number) => (number > 1 ? `${page.path}?pagina=${number}` : page.path)}
            label="Paginering onderliggende pagina’s"
          />
        </section>
      ) : null}
    </article>
  );
}
