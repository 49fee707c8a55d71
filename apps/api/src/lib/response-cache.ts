import type { Cache } from '@graphql-yoga/plugin-response-cache';
import type { Redis } from 'ioredis';

type Entry = Awaited<ReturnType<Cache['get']>>;

/**
 * The response cache for anonymous queries. Any content change invalidates everything: content
 * changes are rare (replies, profiles) and one coarse generation counter cannot miss a dependent
 * list, which per-entity invalidation can (a list that was empty holds no entity to invalidate).
 */
export interface ContentCache extends Cache {
  /** Drops every cached response. */
  clear(): Promise<void>;
}

/** In-process cache, bounded to `maxEntries` (oldest first out). */
export function createMemoryCache(maxEntries = 5000): ContentCache {
  const entries = new Map<string, { value: NonNullable<Entry>; expiresAt: number }>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expiresAt <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key, value, _entities, ttl) {
      if (ttl <= 0) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, {
        value: value as NonNullable<Entry>,
        expiresAt: Date.now() + (Number.isFinite(ttl) ? ttl : 60_000),
      });
    },
    invalidate() {
      entries.clear();
    },
    async clear() {
      entries.clear();
    },
  };
}

/** Cache shared by every API process in Redis; the generation counter is part of every key. */
export function createRedisCache(redis: Redis): ContentCache {
  const GEN = 'nsv:rc:gen';
  const key = async (k: string) => `nsv:rc:${(await redis.get(GEN)) ?? '0'}:${k}`;
  return {
    async get(k) {
      const raw = await redis.get(await key(k));
      return raw ? (JSON.parse(raw) as Entry) : undefined;
    },
    async set(k, value, _entities, ttl) {
      if (ttl <= 0) return;
      await redis.set(
        await key(k),
        JSON.stringify(value),
        'PX',
        Number.isFinite(ttl) ? ttl : 60_000,
      );
    },
    async invalidate() {
      await redis.incr(GEN);
    },
    async clear() {
      await redis.incr(GEN);
    },
  };
}
