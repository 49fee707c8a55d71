import type { ArticleTeaser } from './articles.js';

/** How many articles one page of an article list shows. */
export const ARTICLE_LIST_PAGE_SIZE = 10;

/** The three article lists of spec §2, by their path segment. */
export const ARTICLE_LISTS = {
  weblog: {
    title: 'Weblog',
    types: ['WEBLOG'],
    description: 'De weblogs van de Nederlandse Ski Vereniging.',
  },
  nieuws: {
    title: 'Nieuws',
    types: ['NEWS'],
    description: 'Het laatste nieuws over skiën, wintersport en de bergen.',
  },
  artikelen: {
    title: 'Artikelen',
    types: ['NEWS', 'WEBLOG'],
    description: 'Alle nieuwsberichten en weblogs.',
  },
} as const;

/** One of `weblog`, `nieuws`, `artikelen`. */
export type ArticleListKind = keyof typeof ARTICLE_LISTS;

/** Sort column in the URL (`?sorteer=`): Dutch words for the API's HEADING and PUBLISHED. */
export type SortKey = 'datum' | 'titel';
/** Sort order in the URL (`?volgorde=`): `op` ascending, `af` descending. */
export type OrderKey = 'op' | 'af';

/** The list state the URL asks for. */
export interface ListQuery {
  page: number;
  sort: SortKey;
  order: OrderKey;
}

/** The default order per column: newest first by date, A to Z by title. */
export const DEFAULT_ORDER: Record<SortKey, OrderKey> = { datum: 'af', titel: 'op' };

/**
 * Reads `pagina`, `sorteer` and `volgorde` from a list URL. Returns null when a value is present
 * but not one the list understands (the route answers 404, as for any failed route rule).
 */
export function parseListQuery(params: URLSearchParams): ListQuery | null {
  const rawPage = params.get('pagina');
  const rawSort = params.get('sorteer');
  const rawOrder = params.get('volgorde');
  if (rawPage !== null && !/^[1-9]\d{0,5}$/.test(rawPage)) return null;
  if (rawSort !== null && rawSort !== 'datum' && rawSort !== 'titel') return null;
  if (rawOrder !== null && rawOrder !== 'op' && rawOrder !== 'af') return null;
  const sort: SortKey = rawSort ?? 'datum';
  return { page: rawPage ? Number(rawPage) : 1, sort, order: rawOrder ?? DEFAULT_ORDER[sort] };
}

/** The URL of a list page; default values are left out so each state has one canonical address. */
export function listHref(basePath: string, { page, sort, order }: ListQuery): string {
  const params = new URLSearchParams();
  if (sort !== 'datum') params.set('sorteer', sort);
  if (order !== DEFAULT_ORDER[sort]) params.set('volgorde', order);
  if (page > 1) params.set('pagina', String(page));
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}

/**
 * The sort form's hidden field: the sort and order the form was shown with (`datum-af`). Without
 * it a visitor who only changes "Sorteer op" to Titel keeps "Aflopend" from the date sort and gets
 * Z to A. With it the server can tell that only the field changed and give that field's own
 * default order (A to Z); an order the visitor changed too is kept. (With JavaScript the form
 * already switches the order select when the field changes; this rule is for a form sent without
 * it, and needs no extra option in the order select.)
 */
export const SHOWN_SORT_PARAM = 'getoond';

/** The value of the hidden field for a list state. */
export function shownSort({ sort, order }: ListQuery): string {
  return `${sort}-${order}`;
}

/**
 * The state a sort form asks for, given the state it was shown with (`shown`, from
 * SHOWN_SORT_PARAM): when only the sort field changed, its default order. Always page 1.
 */
export function sortFormQuery(query: ListQuery, shown: string): ListQuery {
  const [shownSortKey, shownOrder] = shown.split('-');
  const onlyFieldChanged = shownSortKey !== query.sort && shownOrder === query.order;
  return {
    page: 1,
    sort: query.sort,
    order: onlyFieldChanged ? DEFAULT_ORDER[query.sort] : query.order,
  };
}

/** The URL a sort form lands on: both fields spelled out, as the form itself sends them. */
export function sortFormHref(basePath: string, { sort, order }: ListQuery): string {
  return `${basePath}?${new URLSearchParams({ sorteer: sort, volgorde: order }).toString()}`;
}

/** The number of pages for a total (at least 1, so an empty list still has its first page). */
export function pageCount(total: number, pageSize = ARTICLE_LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** One loaded page of an article list. */
export interface ArticleListPage {
  kind: ArticleListKind;
  title: string;
  description: string;
  query: ListQuery;
  total: number;
  pages: number;
  articles: ArticleTeaser[];
}
