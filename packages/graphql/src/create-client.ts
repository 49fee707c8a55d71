import { Client, cacheExchange, fetchExchange } from '@urql/core';
import { createRetryingFetch, type RetryOptions } from './retrying-fetch.js';

/** Options of {@link createClient}. */
export interface CreateClientOptions extends Omit<RetryOptions, 'fetch'> {
  /** The API's GraphQL endpoint: absolute on the server (`http://localhost:4000/graphql`), may be relative (`/graphql`) in the browser. */
  url: string;
  /** A session token; when given, every request carries `Authorization: Bearer <token>`. Default: none (anonymous). */
  token?: string | null;
  /** The fetch implementation. Default: the platform's global `fetch`. */
  fetch?: typeof fetch;
  /** 'GET' sends queries in the URL (within URL limits) so a CDN can cache them; mutations stay POST. Default: 'POST'. */
  method?: 'POST' | 'GET';
}

/**
 * Creates a urql client for the server (one per request, so tokens and cached results never
 * leak between visitors) and the browser. Requests are POSTed with query, variables and
 * operation name, as spec §7 asks; network failures and the retryable statuses are retried 3
 * times after 1, 2 and 4 s. urql reports GraphQL errors in `result.error` (a CombinedError);
 * `createRequester` is the throwing variant.
 */
export function createClient({
  url,
  token,
  fetch: fetchImpl,
  method = 'POST',
  ...retry
}: CreateClientOptions): Client {
  if (url.trim() === '') {
    throw new TypeError(
      'createClient: `url` is required (the API endpoint, e.g. http://localhost:4000/graphql)',
    );
  }
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return new Client({
    url,
    exchanges: [cacheExchange, fetchExchange],
    preferGetMethod: method === 'GET' ? 'within-url-limit' : false,
    fetchOptions: { headers },
    fetch: createRetryingFetch({ ...retry, fetch: fetchImpl }),
  });
}
