import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';

describe('loadEnv', () => {
  it('defaults to port 4100, an embedded database in the package folder and a local public URL', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(4100);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/push-provider[/\\]\.data$/);
    expect(env.PUBLIC_URL).toBe('http://localhost:4100');
  });

  it('reads the port and a PostgreSQL URL', () => {
    const env = loadEnv({ PORT: '4200', DATABASE_URL: 'postgres://u@db:5432/push' });
    expect(env.PORT).toBe(4200);
    expect(env.DATABASE_URL).toBe('postgres://u@db:5432/push');
    expect(env.PUBLIC_URL).toBe('http://localhost:4200');
  });

  it('names every bad variable in one error', () => {
    expect(() =>
      loadEnv({ PORT: 'vier', DATABASE_URL: 'mysql://x', VAPID_SUBJECT: 'iemand' }),
    ).toThrow(
      /^Invalid push-provider environment: PORT: .*; DATABASE_URL: .*; VAPID_SUBJECT: must start with mailto: or https:\/\//,
    );
  });

  it('reads the allowed origins of the demo application as a comma-separated list', () => {
    expect(loadEnv({}).DEMO_ALLOWED_ORIGINS).toBeUndefined();
    expect(
      loadEnv({ DEMO_ALLOWED_ORIGINS: 'http://127.0.0.1:3301, http://localhost:3301' })
        .DEMO_ALLOWED_ORIGINS,
    ).toEqual(['http://127.0.0.1:3301', 'http://localhost:3301']);
    expect(() => loadEnv({ DEMO_ALLOWED_ORIGINS: 'geen-url' })).toThrow(/DEMO_ALLOWED_ORIGINS/);
  });
});

describe('ALLOW_PRIVATE_TARGETS', () => {
  it('allows private targets in development (the default) and test, refuses them in production', () => {
    expect(loadEnv({}).NODE_ENV).toBe('development');
    expect(loadEnv({}).ALLOW_PRIVATE_TARGETS).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test' }).ALLOW_PRIVATE_TARGETS).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production' }).ALLOW_PRIVATE_TARGETS).toBe(false);
  });

  it('takes an explicit true or false over the default of NODE_ENV', () => {
    expect(
      loadEnv({ NODE_ENV: 'production', ALLOW_PRIVATE_TARGETS: 'true' }).ALLOW_PRIVATE_TARGETS,
    ).toBe(true);
    expect(loadEnv({ ALLOW_PRIVATE_TARGETS: 'false' }).ALLOW_PRIVATE_TARGETS).toBe(false);
    expect(() => loadEnv({ ALLOW_PRIVATE_TARGETS: 'ja' })).toThrow(
      /ALLOW_PRIVATE_TARGETS: must be true or false/,
    );
    expect(() => loadEnv({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });
});
