import { describe, expect, it, vi } from 'vitest';
import { MemoryRateLimitStore, overLimit } from './rate-limit.js';

describe('rate limits', () => {
  it('allows max hits per window, then tells how long to wait, then resets', async () => {
    vi.useFakeTimers();
    try {
      const store = new MemoryRateLimitStore();
      const limit = { name: 't', max: 2, windowMs: 60_000 };
      expect(await overLimit(store, limit, 'a')).toBeNull();
      expect(await overLimit(store, limit, 'a')).toBeNull();
      expect(await overLimit(store, limit, 'a')).toBe(60);
      expect(await overLimit(store, limit, 'b')).toBeNull();
      vi.advanceTimersByTime(60_001);
      expect(await overLimit(store, limit, 'a')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
