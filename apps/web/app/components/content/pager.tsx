import { Link } from 'react-router';

/** Props of {@link Pager}. */
export interface PagerProps {
  /** The current page, 1-based. */
  page: number;
  /** The number of pages (at least 1). */
  pages: number;
  /** The total number of items, shown as 'N resultaten'. */
  total: number;
  /** The address of a page number. */
  hrefFor: (page: number) => string;
  /** The accessible name of the navigation landmark, e.g. 'Paginering artikelen'. */
  label: string;
}

/**
 * Previous/next links with 'Pagina X van Y' and the total; plain links, so it works without scripts.
 * On a page past the end, 'Vorige pagina' leads to the last page.
 */
export function Pager({ page, pages, total, hrefFor, label }: PagerProps) {
  return (
    <nav className="pager" aria-label={label}>
      <p className="pager__status">
        Pagina {page} van {pages} · {total} {total === 1 ? 'resultaat' : 'resultaten'}
      </p>
      {page > 1 || page < pages ? (
        <ul className="pager__links">
          {page > 1 ? (
            <li>
              <Link to={hrefFor(Math.min(page - 1, pages))} rel="prev">
                Vorige pagina
              </Link>
            </li>
          ) : null}
          {page < pages ? (
            <li>
              <Link to={hrefFor(page + 1)} rel="next">
                Volgende pagina
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </nav>
  );
}
