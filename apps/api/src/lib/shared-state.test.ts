import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MemoryRateLimitStore,
  RedisRateLimitStore,
  overLimit,
  type RateLimitStore,
} from './rate-limit.js';
import { createMemoryCache, createRedisCache, type ContentCache } from './response-cache.js';

// Limits and the response cache in memory, and in Redis too when TEST_REDIS_URL is set.
const kinds = process.env.TEST_REDIS_URL ? (['memory', 'redis'] as const) : (['memory'] as const);
const clients: Redis[] = [];
afterAll(async () => {
  for (const c of clients) await c.quit();
});

function make(kind: 'memory' | 'redis'): { store: RateLimitStore; cache: ContentCache } {
  if (kind === 'memory') return { store: new MemoryRateLimitStore(), cache: createMemoryCache() };
  const a = new Redis(process.env.TEST_REDIS_URL!);
  const b = new Redis(process.env.TEST_REDIS_URL!);
  clients.push(b);
  return { store: new RedisRateLimitStore(a), cache: createRedisCache(b) };
}

describe.each(kinds)('shared state (%s)', (kind) => {
  const { store, cache } = make(kind);
  afterAll(() => store.close());
  const subject = randomBytes(4).toString('hex');

  it('counts hits per key and reports the wait once over the limit', async () => {
    const limit = { name: `test-${subject}`, max: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i += 1) expect(await overLimit(store, limit, 'x')).toBeNull();
    const wait = await overLimit(store, limit, 'x');
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await overLimit(store, limit, 'y')).toBeNull();
  });

  it('caches a response until it expires or content changes', async () => {
    const key = `k-${subject}`;
    await cache.set(key, { data: { a: 1 } }, [], 60_000);
    expect(await cache.get(key)).toEqual({ data: { a: 1 } });
    await cache.clear();
    expect(await cache.get(key)).toBeUndefined();
    await cache.set(key, { data: { a: 2 } }, [], 0);
    expect(await cache.get(key)).toBeUndefined();
  });
});
