import { describe, expect, it } from 'vitest';
import {
  clearSessionCookie,
  readSessionToken,
  requireUser,
  SESSION_MAX_AGE_SECONDS,
  sessionCookie,
  visitorHeaders,
} from './session.server.js';

const TOKEN = 'AbC_d-1.XyZ_9-0';

/** The attributes of a Set-Cookie value, lower-cased names. */
function attributes(setCookie: string): Map<string, string> {
  const [, ...parts] = setCookie.split(';');
  return new Map(
    parts.map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name!.toLowerCase(), value.join('=')];
    }),
  );
}

describe('sessionCookie', () => {
  it('stores the token in __session with the attributes of spec §4/§9 and the architecture', () => {
    const cookie = sessionCookie(TOKEN);
    expect(cookie.startsWith(`__session=${TOKEN};`)).toBe(true);
    const attrs = attributes(cookie);
    expect(attrs.get('path')).toBe('/');
    expect(attrs.get('max-age')).toBe('31536000');
    expect(SESSION_MAX_AGE_SECONDS).toBe(365 * 24 * 3600);
    expect(attrs.has('secure')).toBe(true);
    expect(attrs.has('httponly')).toBe(true);
    expect(attrs.get('samesite')).toBe('Lax');
    expect(attrs.has('domain')).toBe(false);
  });

  it('clears the cookie with the same path and attributes', () => {
    const cookie = clearSessionCookie();
    expect(cookie.startsWith('__session=;')).toBe(true);
    const attrs = attributes(cookie);
    expect(attrs.get('max-age')).toBe('0');
    expect(attrs.get('path')).toBe('/');
    expect(attrs.has('secure')).toBe(true);
    expect(attrs.has('httponly')).toBe(true);
  });
});

describe('readSessionToken', () => {
  const withCookie = (cookie?: string) =>
    new Request('http://127.0.0.1/', cookie ? { headers: { cookie } } : {});

  it('reads the token among other cookies', () => {
    expect(readSessionToken(withCookie(`a=1; __session=${TOKEN}; b=2`))).toBe(TOKEN);
  });

  it('answers null without the cookie or with an empty one', () => {
    expect(readSessionToken(withCookie())).toBeNull();
    expect(readSessionToken(withCookie('other__session=x'))).toBeNull();
    expect(readSessionToken(withCookie('__session='))).toBeNull();
  });
});

describe('visitorHeaders', () => {
  it('passes the user agent and the forwarding chain on, nothing else', () => {
    const request = new Request('http://127.0.0.1/', {
      headers: {
        'user-agent': 'Firefox/140',
        'x-forwarded-for': '203.0.113.7',
        cookie: `__session=${TOKEN}`,
      },
    });
    expect(visitorHeaders(request)).toEqual({
      'user-agent': 'Firefox/140',
      'x-forwarded-for': '203.0.113.7',
    });
  });
});

describe('requireUser', () => {
  it('sends an anonymous visitor to the login screen with the way back', async () => {
    const request = new Request('http://127.0.0.1/settings/profile?tab=1');
    const thrown = await requireUser(request).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/login?terug=${encodeURIComponent('/settings/profile?tab=1')}`,
    );
  });

  it('gives the page as the way back for the data request of a client-side navigation', async () => {
    const request = new Request(
      'http://127.0.0.1/settings/security.data?_routes=routes%2Fsettings-security&pagina=2',
    );
    const response = (await requireUser(request).catch((error: unknown) => error)) as Response;
    expect(response.headers.get('location')).toBe(
      `/login?terug=${encodeURIComponent('/settings/security?pagina=2')}`,
    );
  });

  it('clears a malformed session cookie on the way to the login screen, which says why', async () => {
    const request = new Request('http://127.0.0.1/inbox', {
      headers: { cookie: '__session=geen-token' },
    });
    const response = (await requireUser(request).catch((error: unknown) => error)) as Response;
    // The cookie's session has ended: the login screen shows 'Je sessie is verlopen'.
    expect(response.headers.get('location')).toBe('/login?terug=%2Finbox&sessie=verlopen');
    expect(response.headers.get('set-cookie')).toMatch(/^__session=; Max-Age=0;/);
  });

  it('says a form sent without any session needed one (logged out in another tab meanwhile)', async () => {
    for (const url of [
      'http://127.0.0.1/settings/profile',
      'http://127.0.0.1/settings/profile.data?_routes=routes%2Fsettings-profile',
    ]) {
      const request = new Request(url, { method: 'POST', body: new URLSearchParams() });
      const response = (await requireUser(request).catch((error: unknown) => error)) as Response;
      // 'Hiervoor moet je ingelogd zijn' on the login screen (spec §8).
      expect(response.headers.get('location')).toBe(
        '/login?terug=%2Fsettings%2Fprofile&sessie=geen',
      );
    }
  });
});
