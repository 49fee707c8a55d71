import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRetryingFetch, neverReachedServer, retryDelay } from './retrying-fetch.js';

/** How Node's fetch fails: a TypeError whose `cause` carries the system error code. */
function fetchFailed(code?: string): TypeError {
  return new TypeError('fetch failed', {
    cause: Object.assign(new Error(code ?? 'other side closed'), code ? { code } : {}),
  });
}

/**
 * A fetch that answers from a script: a status number, 'network' for a connection that broke (it
 * may have been sent), 'refused' for a connection that was never made.
 */
function scriptedFetch(script: Array<number | 'network' | 'refused'>) {
  const calls: number[] = [];
  const fetchImpl: typeof fetch = async () => {
    calls.push(Date.now());
    const step = script.shift() ?? 200;
    if (step === 'network') throw fetchFailed();
    if (step === 'refused') throw fetchFailed('ECONNREFUSED');
    return new Response(JSON.stringify({ data: { ok: true } }), { status: step });
  };
  return { fetchImpl, calls };
}

describe('createRetryingFetch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 2^attempt × 1000 ms between the 3 retries of a network failure', async () => {
    const { fetchImpl, calls } = scriptedFetch(['network', 'network', 'network', 200]);
    const pending = createRetryingFetch({ fetch: fetchImpl })('http://api.test/graphql');
    await vi.runAllTimersAsync();
    const response = await pending;
    expect(response.status).toBe(200);
    expect(calls).toEqual([0, 1000, 3000, 7000]);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries status %i', async (status) => {
    const { fetchImpl, calls } = scriptedFetch([status, 200]);
    const pending = createRetryingFetch({ fetch: fetchImpl })('http://api.test/graphql');
    await vi.runAllTimersAsync();
    expect((await pending).status).toBe(200);
    expect(calls).toEqual([0, 1000]);
  });

  it('gives up after 3 retries and hands back the last answer', async () => {
    const { fetchImpl, calls } = scriptedFetch([503, 503, 503, 503, 200]);
    const pending = createRetryingFetch({ fetch: fetchImpl })('http://api.test/graphql');
    await vi.runAllTimersAsync();
    expect((await pending).status).toBe(503);
    expect(calls).toHaveLength(4);
  });

  it('rethrows the network error after the last retry', async () => {
    const { fetchImpl, calls } = scriptedFetch(['network', 'network', 'network', 'network']);
    const pending = createRetryingFetch({ fetch: fetchImpl })('http://api.test/graphql');
    const assertion = expect(pending).rejects.toThrow('fetch failed');
    await vi.runAllTimersAsync();
    await assertion;
    expect(calls).toHaveLength(4);
  });

  it('does not retry other statuses (a GraphQL error answer, 400, 401, 404)', async () => {
    for (const status of [200, 400, 401, 404]) {
      const { fetchImpl, calls } = scriptedFetch([status]);
      const response = await createRetryingFetch({ fetch: fetchImpl })('http://api.test/graphql');
      expect(response.status).toBe(status);
      expect(calls).toHaveLength(1);
    }
  });
});

describe('createRetryingFetch for mutations (idempotent: false)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'never retries status %i: the server may have done the work',
    async (status) => {
      const { fetchImpl, calls } = scriptedFetch([status, 200]);
      const response = await createRetryingFetch({ fetch: fetchImpl, idempotent: false })(
        'http://api.test/graphql',
        { method: 'POST', body: '{}' },
      );
      expect(response.status).toBe(status);
      expect(calls).toHaveLength(1);
    },
  );

  it('does not retry a connection that broke (the request may have arrived)', async () => {
    const { fetchImpl, calls } = scriptedFetch(['network', 200]);
    const pending = createRetryingFetch({ fetch: fetchImpl, idempotent: false })(
      'http://api.test/graphql',
      { method: 'POST', body: '{}' },
    );
    await expect(pending).rejects.toThrow('fetch failed');
    expect(calls).toHaveLength(1);
  });

  it('retries a refused connection on the same schedule as queries', async () => {
    const { fetchImpl, calls } = scriptedFetch(['refused', 'refused', 200]);
    const pending = createRetryingFetch({ fetch: fetchImpl, idempotent: false })(
      'http://api.test/graphql',
      { method: 'POST', body: '{}' },
    );
    await vi.runAllTimersAsync();
    expect((await pending).status).toBe(200);
    expect(calls).toEqual([0, 1000, 3000]);
  });

  it('gives up on a refused connection after 3 retries', async () => {
    const { fetchImpl, calls } = scriptedFetch(['refused', 'refused', 'refused', 'refused']);
    const pending = createRetryingFetch({ fetch: fetchImpl, idempotent: false })(
      'http://api.test/graphql',
    );
    const assertion = expect(pending).rejects.toThrow('fetch failed');
    await vi.runAllTimersAsync();
    await assertion;
    expect(calls).toHaveLength(4);
  });
});

describe('aborting', () => {
  it('does not retry an aborted request', async () => {
    let calls = 0;
    const fetchImpl: typeof fetch = async (_input, init) => {
      calls++;
      init?.signal?.throwIfAborted();
      throw fetchFailed();
    };
    const controller = new AbortController();
    controller.abort();
    const sleep = vi.fn(async () => undefined);
    const error = await createRetryingFetch({ fetch: fetchImpl, sleep })(
      'http://api.test/graphql',
      { signal: controller.signal },
    ).catch((caught: unknown) => caught);
    expect((error as Error).name).toBe('AbortError');
    expect(calls).toBe(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('stops when the request is aborted while waiting for the next attempt', async () => {
    const { fetchImpl, calls } = scriptedFetch([503, 200]);
    const controller = new AbortController();
    const sleep = async () => controller.abort();
    const error = await createRetryingFetch({ fetch: fetchImpl, sleep })(
      'http://api.test/graphql',
      { signal: controller.signal },
    ).catch((caught: unknown) => caught);
    expect((error as Error).name).toBe('AbortError');
    expect(calls).toHaveLength(1);
  });
});

describe('neverReachedServer', () => {
  it.each(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])(
    'is true for %s in the cause',
    (code) => {
      expect(neverReachedServer(fetchFailed(code))).toBe(true);
    },
  );

  it("is true for Node's AggregateError of refused addresses", () => {
    const refused = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}`), { code: 'ECONNREFUSED' });
    const error = new TypeError('fetch failed', {
      cause: new AggregateError([refused('::1'), refused('127.0.0.1')]),
    });
    expect(neverReachedServer(error)).toBe(true);
  });

  it("is false for a reset or closed connection, a timeout, and a browser's bare 'Failed to fetch'", () => {
    expect(neverReachedServer(fetchFailed('ECONNRESET'))).toBe(false);
    expect(neverReachedServer(fetchFailed('UND_ERR_SOCKET'))).toBe(false);
    expect(neverReachedServer(fetchFailed('ETIMEDOUT'))).toBe(false);
    expect(neverReachedServer(new TypeError('Failed to fetch'))).toBe(false);
    expect(neverReachedServer(undefined)).toBe(false);
  });
});

describe('retryDelay', () => {
  it('is 1 s, 2 s, 4 s for attempts 0, 1, 2', () => {
    expect([0, 1, 2].map((attempt) => retryDelay(attempt))).toEqual([1000, 2000, 4000]);
  });
});
