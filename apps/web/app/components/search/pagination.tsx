import { Link } from 'react-router';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many items there are in all, and how many one page shows. */
  total: number;
  pageSize: number;
  /** The `href` (a query string) of a given page with the same filters. */
  hrefFor: (page: number) => string;
  /** The accessible name of the navigation landmark, e.g. 'Paginering zoekresultaten'. */
  label: string;
}

/** Previous/next links with 'Pagina X van Y': plain links, so paging works without JavaScript. */
export function Pagination({ page, total, pageSize, hrefFor, label }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link to={hrefFor(Math.min(page - 1, pages))} rel="prev">
          Vorige pagina
        </Link>
      ) : null}
      {/* The page asked for, also past the end (an old link): not the last page's number. */}
      <span aria-current="page">
        Pagina {page} van {pages}
      </span>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} rel="next">
          Volgende pagina
        </Link>
      ) : null}
    </nav>
  );
}

/** What a page past the last one says (an old link, a list that got shorter), with the way back. */
export function PastTheEnd({ firstHref }: { firstHref: string }) {
  return (
    <p>
      Deze pagina bestaat niet meer; ga terug naar de <Link to={firstHref}>eerste pagina</Link>.
    </p>
  );
}
