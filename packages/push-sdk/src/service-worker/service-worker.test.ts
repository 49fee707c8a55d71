import { describe, expect, it } from 'vitest';
import { EventType } from '../constants.js';
import { createFakeSubscription } from '../test-support/fake-browser.js';
import { createFakeProvider } from '../test-support/fake-provider.js';
import { WORKER_CONFIG_MESSAGE } from '../web-push.js';
import { registerPushServiceWorker } from './index.js';
import type { ServiceWorkerScopeLike, WindowClientLike } from './types.js';

function createWorkerScope() {
  const provider = createFakeProvider();
  provider.devices.set('device-1', {
    language: 'nl',
    region: 'NL',
    platform: 'Web',
    sdkVersion: '4.2.0',
    appVersion: '1.0.0',
    userAgent: 'x',
    timeZoneOffset: 1,
    tags: [],
  });
  const listeners = new Map<string, (event: never) => void>();
  const shown: { title: string; options: NotificationOptions | undefined }[] = [];
  const opened: string[] = [];
  const focused: string[] = [];
  const windows: WindowClientLike[] = [];
  const cache = new Map<string, string>();
  const subscribeCalls: unknown[] = [];
  const scope: ServiceWorkerScopeLike = {
    registration: {
      pushManager: {
        getSubscription: async () => null,
        async subscribe(options) {
          subscribeCalls.push(options);
          return createFakeSubscription('https://push.example/renewed');
        },
      },
      async showNotification(title, options) {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => windows,
      async openWindow(url) {
        opened.push(url);
        return null;
      },
      claim: async () => undefined,
    },
    caches: {
      open: async () => ({
        match: async (key: string) => (cache.has(key) ? new Response(cache.get(key)) : undefined),
        async put(key: string, response: Response) {
          cache.set(key, await response.text());
        },
      }),
    },
    location: { origin: 'https://www.wintersport.nl' },
    fetch: provider.fetch,
    skipWaiting: async () => undefined,
    addEventListener(type, listener) {
      listeners.set(type, listener);
    },
  };
  registerPushServiceWorker(scope);

  /** Fires an event and waits for everything it passed to waitUntil. */
  async function fire(type: string, event: object): Promise<void> {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)?.({
      ...event,
      waitUntil: (p: Promise<unknown>) => pending.push(p),
    } as never);
    await Promise.all(pending);
  }
  const configure = () =>
    fire('message', {
      data: {
        type: WORKER_CONFIG_MESSAGE,
        apiHost: 'https://push.test',
        applicationKey: 'demo-key',
        applicationSecret: 'demo-secret',
        vapidPublicKey: 'AQID',
        device: { id: 'device-1', ...provider.devices.get('device-1'), tags: undefined },
      },
    });
  const push = (payload: unknown) =>
    fire('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } });
  return {
    provider,
    shown,
    opened,
    focused,
    windows,
    cache,
    subscribeCalls,
    fire,
    configure,
    push,
    listeners,
  };
}

describe('service worker', () => {
  it('installs handlers for install, activate, message, push, click and subscription change', () => {
    const { listeners } = createWorkerScope();
    expect([...listeners.keys()].sort()).toEqual(
      [
        'activate',
        'install',
        'message',
        'notificationclick',
        'push',
        'pushsubscriptionchange',
      ].sort(),
    );
  });

  it('shows a pushed notification and logs its receipt', async () => {
    const w = createWorkerScope();
    await w.configure();
    await w.push({
      id: 'n1',
      title: 'Verse sneeuw',
      message: '30 cm in Sölden',
      icon: '/icon.png',
      url: '/nieuws/solden',
    });
    expect(w.shown).toEqual([
      {
        title: 'Verse sneeuw',
        options: {
          body: '30 cm in Sölden',
          icon: '/icon.png',
          tag: 'n1',
          data: { id: 'n1', url: '/nieuws/solden' },
        },
      },
    ]);
    expect(w.provider.events).toEqual([
      expect.objectContaining({
        type: EventType.notificationReceive,
        deviceID: 'device-1',
        notification: 'n1',
      }),
    ]);
    expect(w.provider.requests[0]?.authorization).toBe(`Basic ${btoa('demo-key:demo-secret')}`);
  });

  it('shows a plain-text push as the message, even before any page configured it', async () => {
    const w = createWorkerScope();
    await w.fire('push', {
      data: {
        json: () => {
          throw new SyntaxError('not json');
        },
        text: () => 'Hallo',
      },
    });
    expect(w.shown[0]).toMatchObject({ title: 'Nieuw bericht', options: { body: 'Hallo' } });
    expect(w.provider.requests).toHaveLength(0);
  });

  it('logs the open on click and opens the target page', async () => {
    const w = createWorkerScope();
    await w.configure();
    let closed = false;
    await w.fire('notificationclick', {
      notification: { data: { id: 'n1', url: '/nieuws/solden' }, close: () => (closed = true) },
    });
    expect(closed).toBe(true);
    expect(w.opened).toEqual(['https://www.wintersport.nl/nieuws/solden']);
    expect(w.provider.events).toEqual([
      expect.objectContaining({ type: EventType.notificationOpen, notification: 'n1' }),
    ]);
  });

  it('focuses a tab already on the target page instead of opening another', async () => {
    const w = createWorkerScope();
    const focused: string[] = [];
    w.windows.push({
      url: 'https://www.wintersport.nl/nieuws/solden',
      focus: async () => focused.push('tab'),
    });
    await w.fire('notificationclick', {
      notification: { data: { id: 'n1', url: '/nieuws/solden' }, close() {} },
    });
    expect(focused).toEqual(['tab']);
    expect(w.opened).toEqual([]);
  });

  it('keeps its configuration in Cache Storage so a restarted worker still logs', async () => {
    const w = createWorkerScope();
    await w.configure();
    expect([...w.cache.values()][0]).toContain('device-1');
    expect([...w.cache.values()][0]).toContain('demo-secret');
  });

  it('renews a changed subscription with the VAPID key and sends it to the provider', async () => {
    const w = createWorkerScope();
    await w.configure();
    await w.fire('pushsubscriptionchange', { oldSubscription: null, newSubscription: null });
    expect(w.subscribeCalls).toEqual([
      { userVisibleOnly: true, applicationServerKey: new Uint8Array([1, 2, 3]) },
    ]);
    expect(w.provider.requests.at(-1)).toMatchObject({ method: 'PUT', path: '/api/push/device-1' });
    expect(w.provider.devices.get('device-1')?.subscription).toMatchObject({
      endpoint: 'https://push.example/renewed',
    });
    expect([...w.cache.values()][0]).toContain('https://push.example/renewed');
  });

  it('uses the browser-given new subscription when there is one', async () => {
    const w = createWorkerScope();
    await w.configure();
    await w.fire('pushsubscriptionchange', {
      newSubscription: createFakeSubscription('https://push.example/given'),
    });
    expect(w.subscribeCalls).toHaveLength(0);
    expect(w.provider.devices.get('device-1')?.subscription).toMatchObject({
      endpoint: 'https://push.example/given',
    });
  });

  it('ignores messages that are not its configuration', async () => {
    const w = createWorkerScope();
    await w.fire('message', { data: { type: 'other' } });
    expect(w.cache.size).toBe(0);
  });
});
