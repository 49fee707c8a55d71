import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server.js';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    expect(parseEnv({})).toEqual({
      API_URL: 'http://localhost:4000/graphql',
      SITE_NAME: 'Nederlandse Ski Vereniging',
      PORT: 3000,
      apiOrigin: 'http://localhost:4000',
    });
  });

  it('reads the configured values and derives the API origin', () => {
    const env = parseEnv({
      API_URL: 'http://127.0.0.1:4401/graphql',
      SITE_NAME: ' NSV ',
      PORT: '3301',
    });
    expect(env.API_URL).toBe('http://127.0.0.1:4401/graphql');
    expect(env.apiOrigin).toBe('http://127.0.0.1:4401');
    expect(env.SITE_NAME).toBe('NSV');
    expect(env.PORT).toBe(3301);
  });

  it('names each invalid variable', () => {
    expect(() => parseEnv({ API_URL: 'ftp://example.org', PORT: 'zeventig' })).toThrow(
      /API_URL[\s\S]*PORT|PORT[\s\S]*API_URL/,
    );
    expect(() => parseEnv({ SITE_NAME: '   ' })).toThrow(/SITE_NAME/);
  });
});
