import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRetryingFetch, retryDelay } from './retrying-fetch.js';

/** A fetch that answers from a script: a status number, or 'network' for a failed connection. */
function scriptedFetch(script: Array<number | 'network'>) {
  const calls: number[] = [];
  const fetchImpl: typeof fetch = async () => {
    calls.push(Date.now());
    const step = script.shift() ?? 200;
    if (step === 'network') throw new TypeError('fetch failed');
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

describe('retryDelay', () => {
  it('is 1 s, 2 s, 4 s for attempts 0, 1, 2', () => {
    expect([0, 1, 2].map((attempt) => retryDelay(attempt))).toEqual([1000, 2000, 4000]);
  });
});
