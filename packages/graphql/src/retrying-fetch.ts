/** The HTTP statuses worth another attempt of a query (spec §7). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);

/**
 * Error codes (Node's fetch puts them in the error's `cause`) that mean no connection was ever
 * made, so the request cannot have reached the server: refused, no such host, DNS not answering,
 * no route, or a connect that timed out before the socket opened.
 */
export const NOT_SENT_ERROR_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Options of {@link createRetryingFetch}. */
export interface RetryOptions {
  /** The fetch to wrap. Default: the platform's global `fetch`. */
  fetch?: typeof fetch;
  /** Retries after the first attempt. Default: 3 (spec §9). */
  retries?: number;
  /** The delay unit: attempt n (0-based) waits 2^n × this many ms. Default: 1000 (spec §9). */
  baseDelayMs?: number;
  /** How to wait; tests pass a fake clock's timer. Default: `setTimeout`. */
  sleep?: (ms: number) => Promise<void>;
}

/** Options of {@link createRetryingFetch}: the retry schedule and what kind of request it carries. */
export interface RetryingFetchOptions extends RetryOptions {
  /**
   * Whether sending the request twice is harmless. True (queries): network failures and the
   * retryable statuses are retried. False (mutations): only a failure that certainly happened
   * before anything was sent ({@link neverReachedServer}) is retried, never a status, so a reply
   * or an account is never created twice. Default: true.
   */
  idempotent?: boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The delay before retry number `attempt` (0-based): 2^attempt × base. */
export function retryDelay(attempt: number, baseDelayMs = 1000): number {
  return 2 ** attempt * baseDelayMs;
}

/**
 * True when a fetch error certainly happened before the request left this machine: one of
 * {@link NOT_SENT_ERROR_CODES} in its `cause` chain (or in an AggregateError's `errors`, as Node
 * reports a refused connection to every address of a host). A browser's fetch says only 'Failed to
 * fetch', which can also mean the connection broke after sending: that is never counted as unsent.
 */
export function neverReachedServer(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (value: unknown): boolean => {
    if (!value || typeof value !== 'object' || seen.has(value)) return false;
    seen.add(value);
    const { code, cause, errors } = value as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && NOT_SENT_ERROR_CODES.has(code)) return true;
    if (visit(cause)) return true;
    return Array.isArray(errors) && errors.some(visit);
  };
  return visit(error);
}

/**
 * A fetch that retries, waiting 1 s, 2 s, 4 s. For queries (`idempotent`, the default): network
 * failures and the retryable statuses. For mutations: only failures before sending. A GraphQL
 * error comes with a 200 (or 4xx) and is never retried; an aborted request is not retried either.
 * The last response (or network error) is what the caller sees.
 */
export function createRetryingFetch({
  fetch: fetchImpl,
  retries = 3,
  baseDelayMs = 1000,
  sleep = defaultSleep,
  idempotent = true,
}: RetryingFetchOptions = {}): typeof fetch {
  return async (input, init) => {
    const doFetch = fetchImpl ?? globalThis.fetch;
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        // A Request body can be read once: clone it for every attempt.
        response = await doFetch(input instanceof Request ? input.clone() : input, init);
      } catch (error) {
        const retryable = idempotent || neverReachedServer(error);
        if (attempt >= retries || isAbort(error, signal) || !retryable) throw error;
        await sleep(retryDelay(attempt, baseDelayMs));
        signal?.throwIfAborted();
        continue;
      }
      if (attempt >= retries || !idempotent || !RETRYABLE_STATUSES.has(response.status)) {
        return response;
      }
      // Free the connection of the discarded answer before waiting.
      await response.body?.cancel().catch(() => undefined);
      await sleep(retryDelay(attempt, baseDelayMs));
      signal?.throwIfAborted();
    }
  };
}

function isAbort(error: unknown, signal: AbortSignal | null | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}
