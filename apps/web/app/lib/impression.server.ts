import {
  CountArticleImpressionDocument,
  type CountArticleImpressionQuery,
  type CountArticleImpressionQueryVariables,
} from '@nsv/graphql';
import { isbot } from 'isbot';
import { readBodyAtMost } from './http.js';
import { IMPRESSION_FIELD, isCountableArticlePath } from './impression.js';
import { apiForRequest } from './session.server.js';

/** What became of a reported view. */
export type ImpressionOutcome = 'counted' | 'ignored' | 'not-found' | 'invalid' | 'cross-site';

/** The article path a beacon (POST form) or pixel (GET query) names, or null. */
async function reportedPath(request: Request): Promise<string | null> {
  if (request.method === 'GET') return new URL(request.url).searchParams.get(IMPRESSION_FIELD);
  // A beacon is small; anything large is not one (and is not read further).
  const bytes = await readBodyAtMost(request, 1000);
  if (!bytes) return null;
  return new URLSearchParams(new TextDecoder().decode(bytes)).get(IMPRESSION_FIELD);
}

/**
 * Passes one reported view on to the API. Only from this site's own pages (browsers say so in
 * `Sec-Fetch-Site`; another site cannot inflate the counts), not for bots, only for article paths.
 * The API sees the reader's user agent and checks for bots as well.
 */
export async function countImpression(request: Request): Promise<ImpressionOutcome> {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return 'cross-site';
  const path = await reportedPath(request);
  if (!path || !isCountableArticlePath(path)) return 'invalid';
  if (isbot(request.headers.get('user-agent') ?? '')) return 'ignored';
  // Anonymous on purpose: a view is a view, whoever reads; the count is all the API keeps.
  const result = await apiForRequest(request, null)
    .query<CountArticleImpressionQuery, CountArticleImpressionQueryVariables>(
      CountArticleImpressionDocument,
      { path },
      { requestPolicy: 'network-only' },
    )
    .toPromise();
  if (result.error) throw new Error(`Impressie doorgeven mislukt: ${result.error.message}`);
  return result.data?.articleByPath ? 'counted' : 'not-found';
}
