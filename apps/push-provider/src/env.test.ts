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
