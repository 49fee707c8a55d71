import { Link } from 'react-router';
import type { SearchResultItem } from '../../lib/search.server.js';
import { ListedHeading } from '../advertorial-label.js';

/** Displayed thumbnail width in CSS pixels. */
const THUMBNAIL_WIDTH = 120;
const KIND_LABELS = { ARTICLE: 'Artikel', TOPIC: 'Onderwerp' } as const;

/**
 * The hits of one page (under an h2): heading linking to the page ('Advertorial' in front for a
 * paid article), kind, snippet with the matches marked, thumbnail.
 */
export function SearchResults({ items }: { items: SearchResultItem[] }) {
  return (
    <ol className="search-results">
      {items.map((item) => (
        <li key={item.id} className="search-result">
          {item.thumbnail ? (
            <img
              className="search-result__image"
              src={item.thumbnail.src}
              // Decorative: the heading names the result.
              alt=""
              width={THUMBNAIL_WIDTH}
              height={
                Math.round((THUMBNAIL_WIDTH * item.thumbnail.height) / item.thumbnail.width) ||
                undefined
              }
              loading="lazy"
              decoding="async"
            />
          ) : null}
          <div>
            {/* Under the page's h2 with the number of results. */}
            <h3 className="search-result__heading">
              <Link to={item.path}>
                <ListedHeading heading={item.heading} isAdvertorial={item.isAdvertorial} />
              </Link>
            </h3>
            <p className="search-result__kind">{KIND_LABELS[item.kind]}</p>
            <p className="search-result__snippet">
              {item.snippet.map((part, index) =>
                part.marked ? (
                  <mark key={index}>{part.text}</mark>
                ) : (
                  <span key={index}>{part.text}</span>
                ),
              )}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
