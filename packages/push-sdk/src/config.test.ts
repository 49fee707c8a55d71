import { describe, expect, it } from 'vitest';
import { configFromServicesFile, resolveConfig } from './config.js';
import { AlreadyConfiguredError, InvalidConfigurationError, NetworkError } from './errors.js';
import { createHarness, demoConfig } from './test-support/setup.js';

const servicesFile = {
  applicationKey: 'demo-key',
  applicationSecret: 'demo-secret',
  applicationVersion: '3.1.0',
  hosts: { restApi: 'https://push.test' },
  serviceWorker: '/push-sw.js',
  serviceWorkerScope: '/app/',
  ignoreTemporaryDevices: true,
  ignoreUnsupportedWebPushDevices: true,
};

function withServicesFile(body: unknown, status = 200) {
  const harness = createHarness();
  const providerFetch = harness.provider.fetch;
  const fetched: string[] = [];
  const page = createHarness({
    provider: harness.provider,
    platform: {
      fetch: async (url, init) => {
        if (url.startsWith('/')) {
          fetched.push(url);
          return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
        }
        return providerFetch(url, init);
      },
    },
  });
  return {
    client: page.newPage(),
    fetched,
    provider: harness.provider,
    serviceWorker: page.serviceWorker,
  };
}

describe('configuration', () => {
  it('fills in the defaults', () => {
    expect(resolveConfig({ applicationKey: ' k ', applicationSecret: 's' })).toEqual({
      applicationKey: 'k',
      applicationSecret: 's',
      applicationVersion: '1.0.0',
      apiHost: 'https://push.notifica.re',
      serviceWorker: '/sw.js',
      serviceWorkerScope: '/',
      ignoreTemporaryDevices: false,
      ignoreUnsupportedWebPushDevices: false,
      language: undefined,
      region: undefined,
    });
  });

  it('reads the services file from /notificare-services.json and launches with it', async () => {
    const { client, fetched, provider, serviceWorker } = withServicesFile(servicesFile);
    await client.configureFromServices();
    expect(fetched).toEqual(['/notificare-services.json']);
    expect(client.state).toBe('configured');
    await client.launch();
    // ignoreTemporaryDevices came from the file: no subscription yet, so no device.
    expect(provider.devices.size).toBe(0);
    await client.enableRemoteNotifications();
    expect(serviceWorker.registered).toEqual([{ url: '/push-sw.js', scope: '/app/' }]);
    expect(client.getDevice().appVersion).toBe('3.1.0');
  });

  it('maps every services file field, with overrides winning', () => {
    expect(
      configFromServicesFile(
        { ...servicesFile, hosts: { restApi: 'push.example.nl' } },
        { applicationVersion: '9' },
      ),
    ).toEqual({
      applicationKey: 'demo-key',
      applicationSecret: 'demo-secret',
      applicationVersion: '9',
      apiHost: 'https://push.example.nl',
      serviceWorker: '/push-sw.js',
      serviceWorkerScope: '/app/',
      ignoreTemporaryDevices: true,
      ignoreUnsupportedWebPushDevices: true,
    });
  });

  it('fails clearly on a services file without key, a missing file or bad JSON', async () => {
    await expect(
      withServicesFile({ applicationKey: 'k' }).client.configureFromServices(),
    ).rejects.toThrow(/application secret/);
    await expect(
      withServicesFile({}, 404).client.configureFromServices('/x.json'),
    ).rejects.toBeInstanceOf(NetworkError);
    await expect(
      withServicesFile('not json').client.configureFromServices(),
    ).rejects.toBeInstanceOf(InvalidConfigurationError);
    await expect(withServicesFile([1]).client.configureFromServices()).rejects.toThrow(
      /JSON object/,
    );
  });

  it('refuses the services file once launched', async () => {
    const { client } = withServicesFile(servicesFile);
    client.configure(demoConfig);
    await client.launch();
    await expect(client.configureFromServices()).rejects.toBeInstanceOf(AlreadyConfiguredError);
  });
});
