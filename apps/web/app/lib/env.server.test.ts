import { describe, expect, it } from 'vitest';
import { parseEnv, siteOrigin } from './env.server.js';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    expect(parseEnv({})).toEqual({
      API_URL: 'http://localhost:4000/graphql',
      SITE_NAME: 'Nederlandse Ski Vereniging',
      PORT: 3000,
      apiOrigin: 'http://localhost:4000',
      publicOrigin: null,
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

  it("reads the site's public address for its absolute URLs", () => {
    expect(parseEnv({ PUBLIC_SITE_URL: 'https://www.skivereniging.nl/' }).publicOrigin).toBe(
      'https://www.skivereniging.nl',
    );
    expect(parseEnv({ PUBLIC_SITE_URL: '' }).publicOrigin).toBeNull();
    expect(() => parseEnv({ PUBLIC_SITE_URL: 'www.skivereniging.nl' })).toThrow(/PUBLIC_SITE_URL/);
  });

  it('names each invalid variable', () => {
    expect(() => parseEnv({ API_URL: 'ftp://example.org', PORT: 'zeventig' })).toThrow(
      /API_URL[\s\S]*PORT|PORT[\s\S]*API_URL/,
    );
    expect(() => parseEnv({ SITE_NAME: '   ' })).toThrow(/SITE_NAME/);
  });
});

describe('siteOrigin', () => {
  const request = new Request('http://evil.com/weblog', { headers: { host: 'evil.com' } });

  it('is the public address when set, whatever host the request names', () => {
    expect(siteOrigin(request, 'https://www.skivereniging.nl')).toBe(
      'https://www.skivereniging.nl',
    );
  });

  it("is the request's own origin without one (development)", () => {
    expect(siteOrigin(request, null)).toBe('http://evil.com');
  });
});
