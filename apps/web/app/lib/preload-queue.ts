/** Spec §9: at most 4 route preloads run in parallel. */
export const MAX_PARALLEL_PRELOADS = 4;

/** Options of {@link createPreloadQueue}. */
export interface PreloadQueueOptions {
  /** How many loads may run at once. Default: {@link MAX_PARALLEL_PRELOADS}. */
  concurrency?: number;
}

/** A queue of preloads, each under a key, never more than `concurrency` running. */
export interface PreloadQueue {
  /**
   * Queues `load` under `key`, unless that key is already waiting, running or loaded. Resolves
   * once the load has run (also when it failed: preloading is only a head start, and a failed key
   * may be queued again later). Waiting loads start newest first.
   */
  preload(key: string, load: () => Promise<unknown>): Promise<void>;
  /** The number of loads running now. */
  readonly running: number;
  /** The number of loads waiting for a free slot. */
  readonly waiting: number;
}

interface Job {
  key: string;
  load: () => Promise<unknown>;
  done: () => void;
}

/**
 * A small preload queue. Newest first, because the link the visitor pointed at last is the one
 * they are most likely to follow; a sweep of the mouse over a menu then does not keep the slots
 * busy with links they passed on the way.
 */
export function createPreloadQueue({
  concurrency = MAX_PARALLEL_PRELOADS,
}: PreloadQueueOptions = {}): PreloadQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`createPreloadQueue: concurrency must be a positive integer`);
  }
  const waiting: Job[] = [];
  const known = new Map<string, Promise<void>>();
  let running = 0;

  const next = () => {
    while (running < concurrency && waiting.length > 0) {
      const job = waiting.pop()!;
      running++;
      void Promise.resolve()
        .then(job.load)
        .then(
          () => undefined,
          // Forget a failed key, so a later intent may try again.
          () => void known.delete(job.key),
        )
        .finally(() => {
          running--;
          job.done();
          next();
        });
    }
  };

  return {
    preload(key, load) {
      const existing = known.get(key);
      if (existing) return existing;
      const promise = new Promise<void>((resolve) => {
        waiting.push({ key, load, done: resolve });
      });
      known.set(key, promise);
      next();
      return promise;
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
