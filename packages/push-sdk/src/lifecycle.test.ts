import { describe, expect, it } from 'vitest';
import { createPushClient } from './client.js';
import {
  AlreadyConfiguredError,
  DeviceUnavailableError,
  InvalidConfigurationError,
  NetworkError,
  NotConfiguredError,
  NotReadyError,
  UnsupportedDeviceError,
} from './errors.js';
import { createHarness, demoConfig } from './test-support/setup.js';

describe('lifecycle', () => {
  it('goes none → configured → launching → launched and fires ready with the application', async () => {
    const { newPage } = createHarness();
    const client = newPage();
    expect(client.state).toBe('none');
    client.configure(demoConfig);
    expect(client.state).toBe('configured');
    const ready: string[] = [];
    client.on('ready', (application) => ready.push(application.name));
    const launched = client.launch();
    expect(client.state).toBe('launching');
    await launched;
    expect(client.state).toBe('launched');
    expect(ready).toEqual(['NSV']);
    expect(client.getApplication().id).toBe('app-1');
  });

  it('refuses launch before configure with NotConfiguredError', async () => {
    const client = createHarness().newPage();
    await expect(client.launch()).rejects.toBeInstanceOf(NotConfiguredError);
    expect(client.state).toBe('none');
  });

  it('refuses a configuration without application key or secret', () => {
    const client = createHarness().newPage();
    expect(() => client.configure({ applicationKey: '', applicationSecret: 's' })).toThrow(
      InvalidConfigurationError,
    );
    expect(() => client.configure({ applicationKey: 'k' } as never)).toThrow(/application secret/);
    expect(() => client.configure({ ...demoConfig, apiHost: 'push.test' })).toThrow(
      /http\(s\) URL/,
    );
    expect(client.state).toBe('none');
  });

  it('refuses to configure again while launching and after launch', async () => {
    const client = createHarness().newPage();
    client.configure(demoConfig);
    client.configure({ ...demoConfig, applicationVersion: '2.0.0' });
    const launching = client.launch();
    expect(() => client.configure(demoConfig)).toThrow(AlreadyConfiguredError);
    await launching;
    expect(() => client.configure(demoConfig)).toThrow(AlreadyConfiguredError);
    expect(client.getDevice().appVersion).toBe('2.0.0');
  });

  it('returns the same promise for a second launch while launching', async () => {
    const { newPage, provider } = createHarness();
    const client = newPage();
    client.configure(demoConfig);
    const first = client.launch();
    const second = client.launch();
    expect(second).toBe(first);
    await first;
    expect(
      provider.requests.filter((r) => r.method === 'POST' && r.path === '/api/push'),
    ).toHaveLength(1);
    await client.launch();
    expect(provider.requests.filter((r) => r.path === '/api/application/info')).toHaveLength(1);
  });

  it('returns to configured when a launch fails, and can launch again', async () => {
    const { newPage, provider } = createHarness();
    const client = newPage();
    client.configure(demoConfig);
    provider.failNext('POST', /^\/api\/push$/, 500);
    const error = await client.launch().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).status).toBe(500);
    expect(client.state).toBe('configured');
    await client.launch();
    expect(client.state).toBe('launched');
  });

  it('fails the launch of a browser without web push when unsupported devices are to be ignored', async () => {
    const { newPage, provider } = createHarness({ webPush: false });
    const client = newPage();
    client.configure({ ...demoConfig, ignoreUnsupportedWebPushDevices: true });
    await expect(client.launch()).rejects.toBeInstanceOf(UnsupportedDeviceError);
    expect(client.state).toBe('configured');
    expect(provider.requests).toHaveLength(0);
  });

  it('launches a browser without web push when unsupported devices are not ignored', async () => {
    const { newPage } = createHarness({ webPush: false });
    const client = newPage();
    client.configure(demoConfig);
    await client.launch();
    expect(client.getDevice().subscription).toBeNull();
  });

  it('does not register a temporary device (no push subscription) when so configured', async () => {
    const { newPage, provider } = createHarness();
    const client = newPage();
    client.configure({ ...demoConfig, ignoreTemporaryDevices: true });
    await client.launch();
    expect(client.state).toBe('launched');
    expect(provider.devices.size).toBe(0);
    expect(provider.events).toHaveLength(0);
    expect(() => client.getDevice()).toThrow(DeviceUnavailableError);
    await expect(client.fetchTags()).rejects.toBeInstanceOf(DeviceUnavailableError);
  });

  it('registers a device with a push subscription even when temporary devices are ignored', async () => {
    const { newPage, provider, serviceWorker } = createHarness();
    serviceWorker.presetSubscription(
      (await import('./test-support/fake-browser.js')).createFakeSubscription(),
    );
    const client = newPage();
    client.configure({ ...demoConfig, ignoreTemporaryDevices: true });
    await client.launch();
    expect(provider.devices.size).toBe(1);
    expect(client.getDevice().subscription?.endpoint).toBe('https://push.example/abc');
  });

  it('throws DeviceUnavailableError for the device before the first ready event, NotReadyError for calls', async () => {
    const client = createHarness().newPage();
    expect(() => client.getDevice()).toThrow(DeviceUnavailableError);
    expect(() => client.getApplication()).toThrow(NotReadyError);
    await expect(client.fetchInbox()).rejects.toBeInstanceOf(NotReadyError);
    await expect(client.enableRemoteNotifications()).rejects.toBeInstanceOf(NotReadyError);
    client.configure(demoConfig);
    const launching = client.launch();
    expect(() => client.getDevice()).toThrow(DeviceUnavailableError);
    await launching;
    expect(client.getDevice().id).toBe('device-1');
  });

  it('logs that the origin is not allowed when launch gets a 403', async () => {
    const { newPage, provider, logger } = createHarness();
    const client = newPage();
    client.configure(demoConfig);
    provider.failNext('GET', /application\/info/, 403);
    const error = await client.launch().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).status).toBe(403);
    expect(logger.error.flat().join(' ')).toMatch(
      /https:\/\/www\.wintersport\.nl.*origin is not allowed/,
    );
    expect(client.state).toBe('configured');
  });

  it('touches no browser global when created without options (safe in SSR)', () => {
    // Node has no document, window or localStorage: creating and configuring must still work.
    const client = createPushClient();
    client.configure(demoConfig);
    expect(client.state).toBe('configured');
    expect(client.getSession()).toBeUndefined();
  });
});
