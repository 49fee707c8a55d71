import { Link } from 'react-router';
import { regionTagLabel } from '../../lib/regions.js';

/** Links to a region's tag pages (`/regios/{slug}/{tag}`); the current tag is marked, not linked. */
export function RegionTags({
  slug,
  tags,
  current,
}: {
  slug: string;
  tags: string[];
  current?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <nav className="region-tags" aria-label="Thema's van dit skigebied">
      <ul>
        <li>
          {current ? (
            <Link to={`/regios/${slug}`}>Overzicht</Link>
          ) : (
            <span aria-current="page">Overzicht</span>
          )}
        </li>
        {tags.map((tag) => (
          <li key={tag}>
            {tag === current ? (
              <span aria-current="page">{regionTagLabel(tag)}</span>
            ) : (
              <Link to={`/regios/${slug}/${tag}`}>{regionTagLabel(tag)}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
