/** The page address a loader serves: path and query as the visitor sees them. */
export interface PageUrl {
  /** The page path, e.g. `/nieuws`; never with the `.data` suffix of client-side data requests. */
  pathname: string;
  /** The query with its `?`, or ''; without the router's own `_routes` parameter. */
  search: string;
  searchParams: URLSearchParams;
}

/**
 * The page URL of a loader's request. Client-side navigations fetch `/path.data?_routes=…`
 * (and `/_root.data` for the home page), and the request reaches the loader in that form, so
 * paths in messages, API calls and canonical links must be taken from here.
 */
export function pageUrl(request: Request): PageUrl {
  const url = new URL(request.url);
  let pathname = url.pathname;
  if (pathname === '/_root.data') pathname = '/';
  // With trailing-slash-aware data requests, `/path/` is fetched as `/path/_.data`.
  else if (pathname.endsWith('/_.data')) pathname = pathname.slice(0, -'_.data'.length);
  else if (pathname.endsWith('.data')) pathname = pathname.slice(0, -'.data'.length) || '/';
  const searchParams = new URLSearchParams(url.search);
  searchParams.delete('_routes');
  const query = searchParams.toString();
  return { pathname, search: query ? `?${query}` : '', searchParams };
}
