import {
  SiteSearchDocument,
  type Client,
  type SiteSearchQuery,
  type SiteSearchQueryVariables,
} from '@nsv/graphql';
import { fieldErrorsOf } from './api-errors.js';
import { toSiteMediaUrl } from './media-url.js';
import { apiFailed } from './regions.server.js';
import {
  SEARCH_PAGE_SIZE,
  snippetParts,
  type SearchPageQuery,
  type SnippetPart,
} from './search.js';

/** Width requested for result thumbnails: the media endpoint's smallest size (160, 320, ...) covering twice the displayed 120 px. */
const THUMBNAIL_REQUEST_WIDTH = 320;

/** One search result ready to render: no HTML, the snippet already split into text parts. */
export interface SearchResultItem {
  id: string;
  kind: 'ARTICLE' | 'TOPIC';
  path: string;
  heading: string;
  snippet: SnippetPart[];
  thumbnail: { src: string; width: number; height: number; alt: string } | null;
  /** A paid article, labelled 'Advertorial' as on its page. */
  isAdvertorial: boolean;
}

/**
 * One page of results for the query, optionally of one kind; or, when the API refuses the query
 * itself (shorter than it searches for), its Dutch message for the visitor.
 */
export async function loadSearchResults(
  client: Client,
  query: SearchPageQuery,
  apiOrigin: string,
): Promise<{ total: number; items: SearchResultItem[] } | { refused: string }> {
  const result = await client
    .query<SiteSearchQuery, SiteSearchQueryVariables>(
      SiteSearchDocument,
      {
        query: query.q,
        filters: {
          offset: (query.page - 1) * SEARCH_PAGE_SIZE,
          limit: SEARCH_PAGE_SIZE,
          ...(query.kind ? { kinds: [query.kind] } : {}),
        },
      },
      { requestPolicy: 'network-only' },
    )
    .toPromise();
  const refused = fieldErrorsOf(result.error).query;
  if (refused) return { refused };
  if (result.error || !result.data) apiFailed('search: loading results', result.error ?? 'no data');
  const { total, items } = result.data.siteSearch;
  return {
    total,
    items: items.map((hit) => ({
      id: hit.id,
      kind: hit.kind,
      path: hit.path,
      heading: hit.heading,
      snippet: snippetParts(hit.body),
      isAdvertorial: hit.isAdvertorial,
      thumbnail: hit.thumbnail
        ? {
            src: toSiteMediaUrl(hit.thumbnail.url, apiOrigin, THUMBNAIL_REQUEST_WIDTH),
            width: hit.thumbnail.width,
            height: hit.thumbnail.height,
            alt: hit.thumbnail.alt,
          }
        : null,
    })),
  };
}
