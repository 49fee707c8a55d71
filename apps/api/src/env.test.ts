import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv, packageRoot } from './env.js';

describe('settings', () => {
  it('has safe local defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      port: 4000,
      nodeEnv: 'development',
      publicSiteUrl: 'http://localhost:3000',
      databaseUrl: undefined,
    });
    expect(env.dataDir).toBe(path.join(packageRoot, '.data', 'pglite'));
    expect(env.mediaDir).toBe(path.join(packageRoot, '.data', 'media'));
    expect(env.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('puts media under DATA_DIR when only DATA_DIR is given', () => {
    const env = loadEnv({ DATA_DIR: '/tmp/nsv-x', PORT: '4401' });
    expect(env).toMatchObject({ port: 4401, dataDir: '/tmp/nsv-x', mediaDir: '/tmp/nsv-x/media' });
  });

  it('seeds the demo content unless SEED_DEMO is false, and in production only when asked', () => {
    expect(loadEnv({}).seedDemo).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(loadEnv({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadEnv(production).seedDemo).toBe(false);
    expect(loadEnv({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(() => loadEnv({ SEED_DEMO: 'nee' })).toThrow(
      /SEED_DEMO: SEED_DEMO moet true of false zijn/,
    );
  });

  it('requires SESSION_SECRET in production and refuses bad values in Dutch', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET is verplicht in productie/,
    );
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/Ongeldige instellingen:\n {2}PORT/);
    expect(() => loadEnv({ SESSION_SECRET: 'kort' })).toThrow(/minstens 32 tekens/);
  });
});
