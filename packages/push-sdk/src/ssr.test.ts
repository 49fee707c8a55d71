import { afterEach, describe, expect, it, vi } from 'vitest';

const browserGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'Notification',
  'PushManager',
  'self',
];

describe('server-side rendering', () => {
  afterEach(() => {
    for (const name of browserGlobals) Reflect.deleteProperty(globalThis, name);
    vi.resetModules();
  });

  it('reads no browser global when the entries are imported', async () => {
    const touched: string[] = [];
    for (const name of browserGlobals) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name);
          return undefined;
        },
      });
    }
    vi.resetModules();
    const core = await import('./index.js');
    const worker = await import('./service-worker/index.js');
    expect(typeof core.createPushClient).toBe('function');
    expect(typeof worker.registerPushServiceWorker).toBe('function');
    expect(touched).toEqual([]);
  });
});
