import { describe, expect, it } from 'vitest';
import { createPreloadQueue, MAX_PARALLEL_PRELOADS } from './preload-queue.js';

/** A fake import that finishes when the test says so, recording when it started. */
function fakeImports() {
  const started: string[] = [];
  const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const load = (key: string) => () =>
    new Promise<void>((resolve, reject) => {
      started.push(key);
      pending.set(key, { resolve, reject });
    });
  const settle = async (key: string, outcome: 'ok' | 'fail' = 'ok') => {
    const entry = pending.get(key);
    if (!entry) throw new Error(`${key} is not running`);
    pending.delete(key);
    if (outcome === 'ok') entry.resolve();
    else entry.reject(new Error(`${key} failed`));
    // Let the queue react (its bookkeeping runs in promise callbacks).
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { started, load, settle, running: () => [...pending.keys()] };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('createPreloadQueue', () => {
  it('runs at most 4 preloads at once (spec §9) and starts the next when one finishes', async () => {
    expect(MAX_PARALLEL_PRELOADS).toBe(4);
    const queue = createPreloadQueue();
    const imports = fakeImports();
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    for (const key of keys) void queue.preload(key, imports.load(key));
    await flush();
    expect(imports.running()).toHaveLength(4);
    expect(queue.running).toBe(4);
    expect(queue.waiting).toBe(3);

    await imports.settle('a');
    expect(imports.running()).toHaveLength(4);
    expect(imports.started).toHaveLength(5);
    for (const key of imports.running()) await imports.settle(key);
    for (const key of imports.running()) await imports.settle(key);
    expect(imports.started.sort()).toEqual(keys);
    expect(queue.running).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('starts waiting preloads newest first: the last link pointed at goes next', async () => {
    const queue = createPreloadQueue({ concurrency: 1 });
    const imports = fakeImports();
    for (const key of ['eerste', 'tweede', 'derde', 'vierde']) {
      void queue.preload(key, imports.load(key));
    }
    await flush();
    await imports.settle('eerste');
    await imports.settle('vierde');
    await imports.settle('derde');
    expect(imports.started).toEqual(['eerste', 'vierde', 'derde', 'tweede']);
  });

  it('preloads a key once: waiting, running or done', async () => {
    const queue = createPreloadQueue();
    const imports = fakeImports();
    const first = queue.preload('regios', imports.load('regios'));
    const again = queue.preload('regios', imports.load('regios'));
    expect(again).toBe(first);
    await flush();
    await imports.settle('regios');
    await first;
    await queue.preload('regios', imports.load('regios'));
    expect(imports.started).toEqual(['regios']);
  });

  it('resolves after a failed preload, frees its slot and lets the key be tried again', async () => {
    const queue = createPreloadQueue({ concurrency: 1 });
    const imports = fakeImports();
    const failed = queue.preload('weer', imports.load('weer'));
    void queue.preload('zoeken', imports.load('zoeken'));
    await flush();
    await imports.settle('weer', 'fail');
    await expect(failed).resolves.toBeUndefined();
    expect(imports.running()).toEqual(['zoeken']);
    await imports.settle('zoeken');
    void queue.preload('weer', imports.load('weer'));
    await flush();
    expect(imports.started).toEqual(['weer', 'zoeken', 'weer']);
  });

  it('refuses a concurrency below 1', () => {
    expect(() => createPreloadQueue({ concurrency: 0 })).toThrow(RangeError);
  });
});
