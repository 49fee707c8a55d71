/** The path segments of spec §2 that hold article pages. */
export const ARTICLE_PAGE_TYPES = ['weblog', 'nieuws'] as const;

/** How many replies one page of the 'Reacties' list shows. */
export const REPLY_PAGE_SIZE = 10;

/** Route params of an article page: `/{type}/{year?}/{month?}/{day?}/{slug}`. */
export interface ArticleRouteParams {
  year?: string;
  month?: string;
  day?: string;
  slug?: string;
}

/** True when every date segment present is digits only and the slug is present (spec §2 route rule). */
export function isValidArticleRoute({ year, month, day, slug }: ArticleRouteParams): boolean {
  const digits = (value: string | undefined) => value === undefined || /^\d+$/.test(value);
  return Boolean(slug) && digits(year) && digits(month) && digits(day);
}

/** The replies state in an article URL: `?reacties=oudste` and `?reactiepagina=N`. */
export interface ReplyQuery {
  page: number;
  order: 'nieuwste' | 'oudste';
}

/** Reads the replies paging from an article URL; unknown values fall back to the first page, newest first. */
export function parseReplyQuery(params: URLSearchParams): ReplyQuery {
  const rawPage = params.get('reactiepagina');
  const page = rawPage && /^[1-9]\d{0,5}$/.test(rawPage) ? Number(rawPage) : 1;
  return { page, order: params.get('reacties') === 'oudste' ? 'oudste' : 'nieuwste' };
}

/** The address of a replies page of an article, anchored at the list. */
export function replyHref(articlePath: string, { page, order }: ReplyQuery): string {
  const params = new URLSearchParams();
  if (order === 'oudste') params.set('reacties', 'oudste');
  if (page > 1) params.set('reactiepagina', String(page));
  const query = params.toString();
  return `${articlePath}${query ? `?${query}` : ''}#reacties`;
}
