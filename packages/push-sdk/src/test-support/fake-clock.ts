import type { PushClock, PushTimers } from '../platform.js';

/** A clock and timers that only move when the test says so. */
export function createFakeClock(start = Date.UTC(2026, 0, 15, 9, 0, 0)) {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: PushClock = { now: () => now };
  const fakeTimers: PushTimers = {
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
  };
  return {
    clock,
    timers: fakeTimers,
    /** Moves time forward, running every timer that falls due, in order. */
    advance(ms: number): void {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, t]) => t.at <= end)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = end;
    },
    /** Number of pending timers. */
    pending: () => timers.size,
  };
}
