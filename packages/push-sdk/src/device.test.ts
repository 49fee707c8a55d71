import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_VERSION, EventType, SDK_VERSION } from './constants.js';
import { languageAndRegion, timeZoneOffsetHours } from './device.js';
import { PushError } from './errors.js';
import { StorageKey } from './store.js';
import { createFakeProvider } from './test-support/fake-provider.js';
import { createHarness, demoConfig, flush } from './test-support/setup.js';

describe('device registration', () => {
  it('registers a new install, starts a session and logs install and registration', async () => {
    const { newPage, provider, storage } = createHarness();
    const client = newPage();
    const registered: string[] = [];
    client.on('deviceRegistered', (device) => registered.push(device.id));
    client.configure(demoConfig);
    await client.launch();

    const register = provider.requests.find((r) => r.method === 'POST' && r.path === '/api/push');
    expect(register?.body).toMatchObject({
      language: 'nl',
      region: 'NL',
      platform: 'Web',
      sdkVersion: SDK_VERSION,
      appVersion: DEFAULT_APP_VERSION,
      userAgent: expect.stringContaining('FakeBrowser'),
      timeZoneOffset: expect.any(Number),
    });
    expect(registered).toEqual(['device-1']);
    expect(provider.eventTypes()).toEqual([
      EventType.sessionOpen,
      EventType.install,
      EventType.registration,
    ]);
    expect(
      provider.events.every((e) => e.deviceID === 'device-1' && e.sessionID === 'session-1'),
    ).toBe(true);
    expect(JSON.parse(storage.getItem(StorageKey.device) ?? '{}')).toMatchObject({
      id: 'device-1',
    });
    expect(storage.getItem(StorageKey.session)).toContain('session-1');
  });

  it('sends HTTP Basic auth with the application key and secret', async () => {
    const { newPage, provider } = createHarness();
    const client = newPage();
    client.configure(demoConfig);
    await client.launch();
    expect(
      provider.requests.every((r) => r.authorization === `Basic ${btoa('demo-key:demo-secret')}`),
    ).toBe(true);
  });

  it('updates a known device on the next page load without install events', async () => {
    const { newPage, provider, time } = createHarness();
    const first = newPage();
    first.configure(demoConfig);
    await first.launch();
    time.advance(60_000);
    provider.events.length = 0;

    const second = newPage();
    second.configure(demoConfig);
    await second.launch();
    expect(
      provider.requests.filter((r) => r.method === 'POST' && r.path === '/api/push'),
    ).toHaveLength(1);
    expect(
      provider.requests.some((r) => r.method === 'PUT' && r.path === '/api/push/device-1'),
    ).toBe(true);
    expect(provider.eventTypes()).not.toContain(EventType.install);
    expect(provider.eventTypes()).not.toContain(EventType.upgrade);
    expect(second.getDevice().id).toBe('device-1');
  });

  it('logs an upgrade when the app version changed', async () => {
    const { newPage, provider } = createHarness();
    const first = newPage();
    first.configure(demoConfig);
    await first.launch();
    provider.events.length = 0;

    const second = newPage();
    second.configure({ ...demoConfig, applicationVersion: '1.1.0' });
    await second.launch();
    expect(provider.eventTypes()).toContain(EventType.upgrade);
    expect(provider.devices.get('device-1')?.appVersion).toBe('1.1.0');
  });

  it('clears its stored state and registers a new device when the update answers 404', async () => {
    const { newPage, provider, storage, time } = createHarness();
    const first = newPage();
    first.configure(demoConfig);
    await first.launch();
    await first.updateUser({ userId: 'u-7', userName: 'Anna' });
    // As left by a tab that was hidden 20 s into its session and then killed (no pagehide, no timer).
    const start = time.clock.now();
    storage.setItem(
      StorageKey.session,
      JSON.stringify({ id: 'session-1', start, end: start + 20_000 }),
    );
    provider.devices.clear(); // the provider forgot the device
    provider.events.length = 0;
    time.advance(60 * 60_000);

    const second = newPage();
    const ended: { id: string; length: number }[] = [];
    second.on('sessionEnded', ({ id, length }) => ended.push({ id, length }));
    second.configure(demoConfig);
    await second.launch();
    expect(second.getDevice().id).toBe('device-2');
    expect(second.getDevice().userID).toBeUndefined();
    // The old session ends first, under the device it belonged to, with its length (spec §4).
    expect(provider.eventTypes()).toEqual([
      EventType.sessionClose,
      EventType.sessionOpen,
      EventType.install,
      EventType.registration,
    ]);
    expect(provider.events[0]).toMatchObject({
      sessionID: 'session-1',
      deviceID: 'device-1',
      userID: 'u-7',
      timestamp: start + 20_000,
      data: { length: 20 },
    });
    expect(provider.events[1]).toMatchObject({ sessionID: 'session-2', deviceID: 'device-2' });
    expect(ended).toEqual([{ id: 'session-1', length: 20 }]);
    expect(JSON.parse(storage.getItem(StorageKey.device) ?? '{}')).toMatchObject({
      id: 'device-2',
    });
    expect(storage.getItem(StorageKey.session)).not.toContain('session-1');
  });

  it('does not resume the old session under the new device after a 404, nor close it twice', async () => {
    const { newPage, provider, window, time } = createHarness();
    const first = newPage();
    first.configure(demoConfig);
    await first.launch();
    time.advance(30_000);
    window.dispatch('pagehide'); // sends the Close of session-1 with keepalive
    await flush();
    provider.devices.clear();
    time.advance(2_000); // within the 10 s resume window

    const second = newPage();
    second.configure(demoConfig);
    await second.launch();
    await flush();
    expect(second.getSession()?.id).toBe('session-2');
    const closes = provider.events.filter((e) => e.type === EventType.sessionClose);
    expect(closes).toHaveLength(1);
    expect(closes[0]).toMatchObject({ sessionID: 'session-1', data: { length: 30 } });
  });

  it('fails the launch (not recovering) when the update fails otherwise', async () => {
    const { newPage, provider } = createHarness();
    const first = newPage();
    first.configure(demoConfig);
    await first.launch();
    provider.failNext('PUT', /^\/api\/push\/device-1$/, 503);
    const second = newPage();
    second.configure(demoConfig);
    await expect(second.launch()).rejects.toMatchObject({ code: 'network', status: 503 });
    expect(provider.devices.size).toBe(1);
  });

  it('fails the launch with a PushError when the registration answer lacks the device id', async () => {
    const provider = createFakeProvider();
    const h = createHarness({
      provider,
      platform: {
        fetch: async (url, init) =>
          init?.method === 'POST' && url.endsWith('/api/push')
            ? Response.json({}, { status: 201 })
            : provider.fetch(url, init),
      },
    });
    const client = h.newPage();
    client.configure(demoConfig);
    const error = await client.launch().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PushError);
    expect(error).toMatchObject({
      code: 'network',
      message: expect.stringMatching(/without its id/),
    });
    expect(client.state).toBe('configured');
  });

  it('keeps user fields on later updates and sends them', async () => {
    const { newPage, provider } = createHarness();
    const client = newPage();
    client.configure(demoConfig);
    await client.launch();
    await client.updateUser({ userId: 'u-7', userName: 'Anna' });
    await client.updateDoNotDisturb({ start: '22:00', end: '07:00' });
    await client.updateUserData({ niveau: 'gevorderd' });
    expect(provider.devices.get('device-1')).toMatchObject({
      userID: 'u-7',
      userName: 'Anna',
      dnd: { start: '22:00', end: '07:00' },
      userData: { niveau: 'gevorderd' },
    });
    await client.updateUser({ userId: null });
    expect(provider.devices.get('device-1')).toMatchObject({ userID: null, userName: null });
  });

  it('deletes the device, forgets it and goes back to configured', async () => {
    const { newPage, provider, storage } = createHarness();
    const client = newPage();
    client.configure(demoConfig);
    await client.launch();
    await client.deleteDevice();
    await flush();
    expect(provider.devices.size).toBe(0);
    expect(client.state).toBe('configured');
    expect(storage.getItem(StorageKey.device)).toBeNull();
    await client.launch();
    expect(client.getDevice().id).toBe('device-2');
  });

  it('uses the language settings and falls back to en/US', async () => {
    expect(languageAndRegion('nl-NL')).toEqual({ language: 'nl', region: 'NL' });
    expect(languageAndRegion('de')).toEqual({ language: 'de', region: 'US' });
    expect(languageAndRegion('zh-Hant-TW')).toEqual({ language: 'zh', region: 'TW' });
    expect(languageAndRegion(undefined)).toEqual({ language: 'en', region: 'US' });
    expect(languageAndRegion('')).toEqual({ language: 'en', region: 'US' });

    const { newPage, provider } = createHarness({ platform: { navigator: { userAgent: 'x' } } });
    const client = newPage();
    client.configure(demoConfig);
    await client.launch();
    expect(provider.requests[0]?.query.get('language')).toBe('en');
    expect(client.getDevice()).toMatchObject({ language: 'en', region: 'US' });
  });

  it('counts the time zone offset in hours east of UTC', () => {
    const offset = timeZoneOffsetHours(Date.UTC(2026, 0, 15));
    expect(offset).toBe(-new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset() / 60 || 0);
    expect(Object.is(offset, -0)).toBe(false);
  });
});
