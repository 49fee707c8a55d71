import {
  Client,
  type CombinedError,
  type Operation,
  cacheExchange,
  fetchExchange,
  makeOperation,
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
 * operation name, as spec §7 asks. Queries are retried 3 times after 1, 2 and 4 s on network
 * failures and the retryable statuses; mutations only when the request certainly never reached
 * the server (see `createRetryingFetch`). urql reports GraphQL errors in `result.error` (a
 * CombinedError); `createRequester` is the throwing variant.
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
  const queryFetch = createRetryingFetch({ ...retry, fetch: fetchImpl });
  const mutationFetch = createRetryingFetch({ ...retry, fetch: fetchImpl, idempotent: false });
  // urql's fetchExchange uses the operation's `context.fetch`: mutations get the cautious one
  // (unless a caller put a fetch of their own on the operation).
  const retryPolicy = mapExchange({
    onOperation: (operation) =>
      operation.kind === 'mutation' && operation.context.fetch === queryFetch
        ? makeOperation(operation.kind, operation, { ...operation.context, fetch: mutationFetch })
        : operation,
    ...(onError ? { onError } : {}),
  });
  return new Client({
    url,
    exchanges: [retryPolicy, cacheExchange, fetchExchange],
    // urql only ever sends queries as GET; mutations stay POST.
    preferGetMethod: method === 'GET' ? 'within-url-limit' : false,
    fetchOptions: { headers },
    fetch: queryFetch,
  });
}
