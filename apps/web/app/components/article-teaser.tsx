import { Link } from 'react-router';
import { formatDutchDate } from '../lib/format-date.js';
import type { ArticleTeaser as Teaser } from '../lib/articles.js';
import { ListedHeading } from './advertorial-label.js';

/** The fallback author label of the spec for articles without an author. */
export const EDITORS_LABEL = 'Redactie';
/** The thumbnail's displayed width in CSS pixels (the image is requested at twice that). */
const THUMBNAIL_WIDTH = 240;

/**
 * One article in an overview: heading linking to the article ('Advertorial' in front for a paid
 * one), date (unless its page hides it), author and introduction. The heading is an h2 under the
 * page's h1, or an h3 (`headingLevel`) in a list under its own h2.
 */
export function ArticleTeaser({
  article,
  eager = false,
  headingLevel = 2,
}: {
  article: Teaser;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { publishedAt } = article;
  const date = formatDutchDate(publishedAt);
  const thumbnail = article.thumbnail;
  return (
    <article className="teaser">
      {thumbnail ? (
        <img
          className="teaser__image"
          src={thumbnail.src}
          alt={thumbnail.alt}
          width={THUMBNAIL_WIDTH}
          height={Math.round((THUMBNAIL_WIDTH * thumbnail.height) / thumbnail.width) || undefined}
          // Only the first teasers are in view on arrival; the rest load as the reader scrolls.
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
      <div className="teaser__body">
        <Heading className="teaser__heading">
          <Link to={article.path}>
            <ListedHeading heading={article.heading} isAdvertorial={article.isAdvertorial} />
          </Link>
        </Heading>
        <p className="teaser__meta">
          {date && publishedAt ? (
            <>
              <time dateTime={publishedAt}>{date}</time>
              {' · '}
            </>
          ) : null}
          <span>door {article.author ?? EDITORS_LABEL}</span>
        </p>
        <p className="teaser__introduction">{article.introduction}</p>
      </div>
    </article>
  );
}
