/** The HTTP statuses worth another attempt (spec §7). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
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

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The delay before retry number `attempt` (0-based): 2^attempt × base. */
export function retryDelay(attempt: number, baseDelayMs = 1000): number {
  return 2 ** attempt * baseDelayMs;
}

/**
 * A fetch that retries network failures and the retryable statuses, waiting 1 s, 2 s, 4 s. A
 * GraphQL error comes with a 200 (or 4xx) and is never retried here; an aborted request is not
 * retried either. The last response (or network error) is what the caller sees.
 */
export function createRetryingFetch({
  fetch: fetchImpl,
  retries = 3,
  baseDelayMs = 1000,
  sleep = defaultSleep,
}: RetryOptions = {}): typeof fetch {
  return async (input, init) => {
    const doFetch = fetchImpl ?? globalThis.fetch;
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        // A Request body can be read once: clone it for every attempt but the last.
        response = await doFetch(input instanceof Request ? input.clone() : input, init);
      } catch (error) {
        if (attempt >= retries || isAbort(error, init)) throw error;
        await sleep(retryDelay(attempt, baseDelayMs));
        continue;
      }
      if (attempt >= retries || !RETRYABLE_STATUSES.has(response.status)) return response;
      // Free the connection of the discarded answer before waiting.
      await response.body?.cancel().catch(() => undefined);
      await sleep(retryDelay(attempt, baseDelayMs));
    }
  };
}

function isAbort(error: unknown, init: RequestInit | undefined): boolean {
  return init?.signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}
