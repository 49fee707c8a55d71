import { Link } from 'react-router';
import type { ApiArticle, ReplyPage } from '../../lib/articles-page.server.js';
import { formatDutchDate } from '../../lib/format-date.js';
import { HEADER_IMAGE_SIZES, siteMediaSrcSet } from '../../lib/media-url.js';
import { ADVERTORIAL_LABEL } from '../advertorial-label.js';
import { EDITORS_LABEL } from '../article-teaser.js';
import { ContentBody } from '../content/content-body.js';
import { ReplyList } from '../reply/reply-list.js';

/** The header image as the loader prepared it (a site `/media` address). */
export interface ArticleHeaderImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** Props of {@link ArticleView}. */
export interface ArticleViewProps {
  article: ApiArticle;
  headerImage: ArticleHeaderImage | null;
  /** Null when the article hides its replies (`isReplyVisible` false). */
  replies: ReplyPage | null;
}

/**
 * The article page: label, heading, dates (when `isPublishDateVisible`), author or 'Redactie',
 * header image, editorial note, content with its embeds, places and tags, then the replies.
 */
export function ArticleView({ article, headerImage, replies }: ArticleViewProps) {
  const published = formatDutchDate(article.published_at);
  const edited = formatDutchDate(article.edited_at);
  return (
    <article className="article">
      <header className="article__header">
        {article.isAdvertorial ? <p className="article__label">{ADVERTORIAL_LABEL}</p> : null}
        <h1>{article.heading}</h1>
        <p className="article__meta">
          <span>door {article.author?.username ?? EDITORS_LABEL}</span>
          {article.isPublishDateVisible && published ? (
            <>
              {' · '}
              <span>
                gepubliceerd op <time dateTime={article.published_at}>{published}</time>
              </span>
              {edited && article.edited_at ? (
                <>
                  {' · '}
                  <span>
                    bijgewerkt op <time dateTime={article.edited_at}>{edited}</time>
                  </span>
                </>
              ) : null}
            </>
          ) : null}
        </p>
      </header>
      {headerImage ? (
        <img
          className="article__image"
          src={headerImage.src}
          srcSet={siteMediaSrcSet(headerImage.src, headerImage.width)}
          sizes={HEADER_IMAGE_SIZES}
          alt={headerImage.alt}
          width={headerImage.width}
          height={headerImage.height}
          // The header image is the largest thing in view on arrival.
          fetchPriority="high"
          decoding="async"
        />
      ) : null}
      {article.editorialNote ? (
        <aside className="article__note" aria-label="Noot van de redactie">
          <p>
            <strong>Noot van de redactie:</strong> {article.editorialNote}
          </p>
        </aside>
      ) : null}
      <ContentBody content={article.content} eagerFirstEmbed={!headerImage} />
      {article.places.length > 0 || article.tags.length > 0 ? (
        <footer className="article__footer">
          {article.places.length > 0 ? (
            <nav aria-label="Plaatsen in dit artikel" className="article__places">
              <span>Plaatsen: </span>
              <ul>
                {article.places.map((place) => (
                  <li key={place.id}>
                    <Link to={`/regios/${place.slug}`}>{place.name}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {article.tags.length > 0 ? (
            <div className="article__tags">
              <span id="article-tags">Tags: </span>
              <ul aria-labelledby="article-tags">
                {article.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </footer>
      ) : null}
      {replies ? <ReplyList replies={replies} articlePath={article.path} /> : null}
    </article>
  );
}
