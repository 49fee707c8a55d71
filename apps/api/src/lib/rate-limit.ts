import type { Redis } from 'ioredis';

/** A fixed-window counter store: in memory for one process, Redis when several processes share limits. */
export interface RateLimitStore {
  /** Counts one hit for `key` in a window of `windowMs`; returns the count so far and ms until reset. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  close(): Promise<void>;
}

/** In-process counters; expired windows are swept on use so memory stays bounded by active keys. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    if (now - this.lastSweep > 60_000) this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { count: w.count, resetInMs: w.resetAt - now };
  }

  private sweep(now: number) {
    this.lastSweep = now;
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }

  async close() {
    this.windows.clear();
  }
}

/** Counters in Redis (INCR + PEXPIRE in one MULTI), shared by every API process. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(private readonly redis: Redis) {}

  async hit(key: string, windowMs: number) {
    const k = `nsv:rl:${key}`;
    const result = await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
    const count = Number(result?.[0]?.[1] ?? 1);
    const ttl = Number(result?.[2]?.[1] ?? windowMs);
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async close() {
    await this.redis.quit();
  }
}

/** A named limit: at most `max` hits per `windowMs`. */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

/** The limits of the issue: logins per account and per address, registrations, reset mails, replies, password changes. */
export const limits = {
  createSessionPerAccount: { name: 'login-account', max: 5, windowMs: 15 * 60_000 },
  createSessionPerAddress: { name: 'login-address', max: 20, windowMs: 15 * 60_000 },
  createAccount: { name: 'register', max: 5, windowMs: 60 * 60_000 },
  requestPasswordReset: { name: 'reset', max: 5, windowMs: 60 * 60_000 },
  insertReply: { name: 'reply', max: 10, windowMs: 10 * 60_000 },
  addNewsletterSubscription: { name: 'newsletter', max: 5, windowMs: 60 * 60_000 },
  // A stolen session must not become a way to guess the current password.
  changePassword: { name: 'change-password', max: 5, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

/** Counts a hit and returns seconds to wait when the limit is exceeded, otherwise null. */
export async function overLimit(
  store: RateLimitStore,
  limit: Limit,
  subject: string,
): Promise<number | null> {
  const { count, resetInMs } = await store.hit(`${limit.name}:${subject}`, limit.windowMs);
  return count > limit.max ? resetInMs / 1000 : null;
}
