import {
  Client,
  type CombinedError,
  type Operation,
  cacheExchange,
  fetchExchange,
  mapExchange,
} from '@urql/core';
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
  /**
   * Extra headers on every request, e.g. the visitor's `user-agent` and `x-forwarded-for` when the
   * web server calls the API on a visitor's behalf. Default: none.
   */
  headers?: Record<string, string>;
  /**
   * Called with every error result (network failure or GraphQL errors), e.g. to show the toasts of
   * spec §8 for `extensions.code`. The result still reaches the caller unchanged. Default: none.
   */
  onError?: (error: CombinedError, operation: Operation) => void;
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
  headers: extraHeaders,
  onError,
  ...retry
}: CreateClientOptions): Client {
  if (url.trim() === '') {
    throw new TypeError(
      'createClient: `url` is required (the API endpoint, e.g. http://localhost:4000/graphql)',
    );
  }
  const headers: Record<string, string> = { ...extraHeaders };
  if (token) headers.authorization = `Bearer ${token}`;
  return new Client({
    url,
    exchanges: onError
      ? [mapExchange({ onError }), cacheExchange, fetchExchange]
      : [cacheExchange, fetchExchange],
    preferGetMethod: method === 'GET' ? 'within-url-limit' : false,
    fetchOptions: { headers },
    fetch: createRetryingFetch({ ...retry, fetch: fetchImpl }),
  });
}
