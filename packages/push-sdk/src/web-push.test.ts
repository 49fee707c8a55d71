import { describe, expect, it } from 'vitest';
import { EventType } from './constants.js';
import { ServiceNotAvailableError, UnsupportedDeviceError } from './errors.js';
import { createFakeSubscription } from './test-support/fake-browser.js';
import { createFakeProvider } from './test-support/fake-provider.js';
import { createHarness, demoConfig } from './test-support/setup.js';
import { decodeVapidKey, madeWithKey, WORKER_CONFIG_MESSAGE } from './web-push.js';

async function launched(init: Parameters<typeof createHarness>[0] = {}, config = demoConfig) {
  const harness = createHarness(init);
  const client = harness.newPage();
  client.configure(config);
  await client.launch();
  return { ...harness, client };
}

describe('enableRemoteNotifications', () => {
  it('asks permission, registers the worker, subscribes with the VAPID key and updates the device', async () => {
    const h = await launched();
    const outcomes: string[] = [];
    h.client.on('notificationSettingsChanged', (outcome) => outcomes.push(outcome));
    expect(await h.client.enableRemoteNotifications()).toBe('granted');
    expect(outcomes).toEqual(['granted']);
    expect(h.notification.prompts).toBe(1);
    expect(h.serviceWorker.registered).toEqual([{ url: '/sw.js', scope: '/' }]);
    expect(h.serviceWorker.subscribeCalls).toHaveLength(1);
    expect(h.serviceWorker.subscribeCalls[0]?.userVisibleOnly).toBe(true);
    expect(h.serviceWorker.subscribeCalls[0]?.applicationServerKey).toEqual(
      decodeVapidKey(h.provider.application.websitePushConfig.vapid.publicKey),
    );
    expect(h.provider.devices.get('device-1')?.subscription).toMatchObject({
      endpoint: 'https://push.example/abc',
    });
    expect(h.client.getDevice().subscription?.endpoint).toBe('https://push.example/abc');
  });

  it('hands the worker its configuration by message, never in the worker URL', async () => {
    const h = await launched();
    await h.client.enableRemoteNotifications();
    expect(
      h.serviceWorker.registered.every(
        (r) => !r.url.includes('demo-secret') && !r.url.includes('?'),
      ),
    ).toBe(true);
    expect(h.serviceWorker.messages.at(-1)).toMatchObject({
      type: WORKER_CONFIG_MESSAGE,
      apiHost: 'https://push.test',
      applicationKey: 'demo-key',
      applicationSecret: 'demo-secret',
      vapidPublicKey: h.provider.application.websitePushConfig.vapid.publicKey,
      device: { id: 'device-1' },
    });
  });

  it('resolves denied or dismissed without subscribing', async () => {
    const denied = await launched({ permissionAnswer: 'denied' });
    expect(await denied.client.enableRemoteNotifications()).toBe('denied');
    expect(denied.serviceWorker.subscribeCalls).toHaveLength(0);
    const dismissed = await launched({ permissionAnswer: 'default' });
    expect(await dismissed.client.enableRemoteNotifications()).toBe('dismissed');
    expect(dismissed.serviceWorker.registered).toHaveLength(0);
  });

  it('rejects in a browser without web push', async () => {
    const h = await launched({ webPush: false });
    await expect(h.client.enableRemoteNotifications()).rejects.toBeInstanceOf(
      UnsupportedDeviceError,
    );
  });

  it('rejects with ServiceNotAvailableError when the application has no web push', async () => {
    const h = await launched({
      provider: createFakeProvider({ services: { websitePush: false, inbox: true } }),
    });
    const error = await h.client.enableRemoteNotifications().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceNotAvailableError);
    expect((error as ServiceNotAvailableError).service).toBe('websitePush');
    expect(h.notification.prompts).toBe(0);
  });

  it('registers an ignored temporary device as a new install once subscribed', async () => {
    const h = await launched({}, { ...demoConfig, ignoreTemporaryDevices: true });
    expect(h.provider.devices.size).toBe(0);
    expect(await h.client.enableRemoteNotifications()).toBe('granted');
    expect(h.provider.devices.get('device-1')?.subscription).toMatchObject({
      endpoint: 'https://push.example/abc',
    });
    expect(h.provider.eventTypes()).toEqual([
      EventType.sessionOpen,
      EventType.install,
      EventType.registration,
    ]);
    expect(h.client.getSession()?.id).toBe('session-1');
  });

  it('sends a revoked subscription as null on the next launch', async () => {
    const h = await launched();
    await h.client.enableRemoteNotifications();
    h.serviceWorker.presetSubscription(null);
    const next = h.newPage();
    next.configure(demoConfig);
    await next.launch();
    expect(h.provider.devices.get('device-1')?.subscription).toBeNull();
  });
});

// A P-256 public key other than the fake provider's: what an earlier application key looked like.
const OTHER_VAPID_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const keyBytes = (key: string) => decodeVapidKey(key).slice().buffer;

describe('a push subscription made with another VAPID key', () => {
  it('is replaced on enableRemoteNotifications: unsubscribed, subscribed again, sent to the provider', async () => {
    const h = await launched();
    const old = createFakeSubscription('https://push.example/old', keyBytes(OTHER_VAPID_KEY));
    h.serviceWorker.presetSubscription(old);
    h.serviceWorker.nextEndpoint = 'https://push.example/new';

    expect(await h.client.enableRemoteNotifications()).toBe('granted');
    expect(old.unsubscribed).toBe(true);
    expect(h.serviceWorker.subscribeCalls).toHaveLength(1);
    const applicationKey = h.provider.application.websitePushConfig.vapid.publicKey;
    expect(h.serviceWorker.subscribeCalls[0]?.applicationServerKey).toEqual(
      decodeVapidKey(applicationKey),
    );
    expect(h.provider.devices.get('device-1')?.subscription?.endpoint).toBe(
      'https://push.example/new',
    );
    expect(h.serviceWorker.messages.at(-1)).toMatchObject({
      device: { subscription: { endpoint: 'https://push.example/new' } },
    });
  });

  it('is replaced when it was made without any key', async () => {
    const h = await launched();
    const old = createFakeSubscription('https://push.example/keyless', null);
    h.serviceWorker.presetSubscription(old);
    h.serviceWorker.nextEndpoint = 'https://push.example/new';
    await h.client.enableRemoteNotifications();
    expect(old.unsubscribed).toBe(true);
    expect(h.provider.devices.get('device-1')?.subscription?.endpoint).toBe(
      'https://push.example/new',
    );
  });

  it('is kept when it was made with the application key, or the browser does not say', async () => {
    const h = await launched();
    const applicationKey = h.provider.application.websitePushConfig.vapid.publicKey;
    const same = createFakeSubscription('https://push.example/same', keyBytes(applicationKey));
    h.serviceWorker.presetSubscription(same);
    await h.client.enableRemoteNotifications();
    expect(same.unsubscribed).toBe(false);
    expect(h.serviceWorker.subscribeCalls).toHaveLength(0);
    expect(h.provider.devices.get('device-1')?.subscription?.endpoint).toBe(
      'https://push.example/same',
    );

    const silent = createFakeSubscription('https://push.example/silent');
    h.serviceWorker.presetSubscription(silent);
    await h.client.enableRemoteNotifications();
    expect(silent.unsubscribed).toBe(false);
    expect(h.provider.devices.get('device-1')?.subscription?.endpoint).toBe(
      'https://push.example/silent',
    );
  });

  it('is renewed on launch when notifications are already allowed, without a prompt', async () => {
    const h = await launched();
    await h.client.enableRemoteNotifications();
    expect(h.notification.prompts).toBe(1);
    // The application's key changed since: the browser still holds the old subscription.
    const old = createFakeSubscription('https://push.example/old', keyBytes(OTHER_VAPID_KEY));
    h.serviceWorker.presetSubscription(old);
    h.serviceWorker.nextEndpoint = 'https://push.example/renewed';

    const next = h.newPage();
    next.configure(demoConfig);
    await next.launch();
    expect(old.unsubscribed).toBe(true);
    expect(h.notification.prompts).toBe(1);
    expect(h.provider.devices.get('device-1')?.subscription?.endpoint).toBe(
      'https://push.example/renewed',
    );
    expect(next.getDevice().subscription?.endpoint).toBe('https://push.example/renewed');
  });

  it('counts as no subscription on launch when notifications are not allowed', async () => {
    const h = createHarness();
    h.serviceWorker.presetSubscription(
      createFakeSubscription('https://push.example/old', keyBytes(OTHER_VAPID_KEY)),
    );
    const client = h.newPage();
    client.configure(demoConfig);
    await client.launch();
    expect(h.serviceWorker.subscribeCalls).toHaveLength(0);
    expect(h.provider.devices.get('device-1')?.subscription).toBeNull();
  });
});

describe('madeWithKey', () => {
  it('compares the key bytes, and does not guess when the browser does not say', () => {
    const key = 'AQID_-8';
    expect(madeWithKey(createFakeSubscription('e', keyBytes(key)), key)).toBe(true);
    expect(madeWithKey(createFakeSubscription('e', keyBytes('AQIE_-8')), key)).toBe(false);
    expect(madeWithKey(createFakeSubscription('e', keyBytes('AQID')), key)).toBe(false);
    expect(madeWithKey(createFakeSubscription('e', null), key)).toBe(false);
    expect(madeWithKey(createFakeSubscription('e'), key)).toBeUndefined();
  });
});

describe('decodeVapidKey', () => {
  it('decodes base64url without padding', () => {
    expect([...decodeVapidKey('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});
