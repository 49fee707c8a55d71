import { Link } from 'react-router';
import type { PageCard } from './activities.server.js';

/** Displayed thumbnail width in CSS pixels. */
const THUMBNAIL_WIDTH = 240;

/** Content pages as cards: title linking to the page, thumbnail (decorative) and introduction. */
export function PageCards({
  pages,
  headingLevel = 2,
}: {
  pages: PageCard[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="card-list">
      {pages.map((page) => (
        <li key={page.id}>
          {page.thumbnail ? (
            <img
              src={page.thumbnail.src}
              // The title next to it says what the card is; the picture adds nothing for a screen reader.
              alt=""
              width={THUMBNAIL_WIDTH}
              height={
                Math.round((THUMBNAIL_WIDTH * page.thumbnail.height) / page.thumbnail.width) ||
                undefined
              }
              loading="lazy"
              decoding="async"
              style={{ width: '100%', height: 'auto' }}
            />
          ) : null}
          <Heading>
            <Link to={page.path}>{page.title}</Link>
          </Heading>
          {page.introduction ? <p>{page.introduction}</p> : null}
        </li>
      ))}
    </ul>
  );
}
