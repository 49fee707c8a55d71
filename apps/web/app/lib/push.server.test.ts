import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server.js';
import { servicesFile } from './push.js';
import { pushSettings } from './push.server.js';

describe('pushSettings', () => {
  it('is null without an application key: nothing push-related loads', () => {
    expect(pushSettings(parseEnv({}))).toBeNull();
    expect(pushSettings(parseEnv({ PUSH_APPLICATION_KEY: '' }))).toBeNull();
  });

  it('reads key, secret and host (the cloud by default)', () => {
    expect(
      pushSettings(parseEnv({ PUSH_APPLICATION_KEY: 'k', PUSH_APPLICATION_SECRET: 's' })),
    ).toEqual({ applicationKey: 'k', applicationSecret: 's', apiHost: 'https://push.notifica.re' });
    expect(
      pushSettings(
        parseEnv({
          PUSH_APPLICATION_KEY: 'k',
          PUSH_APPLICATION_SECRET: 's',
          PUSH_API_URL: 'http://127.0.0.1:4402/',
        }),
      )?.apiHost,
    ).toBe('http://127.0.0.1:4402');
  });

  it('refuses a key without a secret and a bad host', () => {
    expect(() => parseEnv({ PUSH_APPLICATION_KEY: 'k' })).toThrow(/PUSH_APPLICATION_SECRET/);
    expect(() =>
      parseEnv({ PUSH_APPLICATION_KEY: 'k', PUSH_APPLICATION_SECRET: 's', PUSH_API_URL: 'x' }),
    ).toThrow(/PUSH_API_URL/);
  });

  it('writes the services file with temporary devices ignored (spec §4)', () => {
    expect(
      servicesFile({ applicationKey: 'k', applicationSecret: 's', apiHost: 'http://p' }),
    ).toMatchObject({
      applicationKey: 'k',
      hosts: { restApi: 'http://p' },
      serviceWorker: '/sw.js',
      ignoreTemporaryDevices: true,
    });
  });
});
