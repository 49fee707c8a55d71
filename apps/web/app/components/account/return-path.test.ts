import { describe, expect, it } from 'vitest';
import { accountScreenHref, loginHref, loginReasonIn, safeReturnPath } from './return-path.js';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/nieuws/2026/11/20/eerste-sneeuw?pagina=2#reacties')).toBe(
      '/nieuws/2026/11/20/eerste-sneeuw?pagina=2#reacties',
    );
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    ['an absolute address', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/pad'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a tab inside the scheme separator', '/\t/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'nieuws'],
    ['an empty value', ''],
    ['no value', null],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value)).toBe('/');
    expect(safeReturnPath(value, '/weer')).toBe('/weer');
  });

  it('never returns to an account screen', () => {
    expect(safeReturnPath('/login?terug=/inbox')).toBe('/');
    expect(safeReturnPath('/register')).toBe('/');
    expect(safeReturnPath('/reset-password?token=x')).toBe('/');
  });

  it('normalises dot segments instead of leaving the site', () => {
    expect(safeReturnPath('/../../etc/passwd')).toBe('/etc/passwd');
  });
});

describe('loginHref', () => {
  it('carries the way back, encoded', () => {
    expect(loginHref('/regios/tirol?tag=gletsjer')).toBe(
      `/login?terug=${encodeURIComponent('/regios/tirol?tag=gletsjer')}`,
    );
  });

  it('says why when the session had ended, for the login screen to show', () => {
    expect(loginHref('/settings', 'session-not-found')).toBe(
      '/login?terug=%2Fsettings&sessie=verlopen',
    );
    expect(loginHref('/', 'invalid-signature')).toBe('/login?sessie=ongeldig');
    expect(loginReasonIn(new URLSearchParams('terug=%2Fsettings&sessie=verlopen'))).toBe(
      'session-not-found',
    );
    expect(loginReasonIn(new URLSearchParams('sessie=ongeldig'))).toBe('invalid-signature');
    // No session where an action needed one.
    expect(loginHref('/nieuws/x', 'bearer-token-missing')).toBe(
      '/login?terug=%2Fnieuws%2Fx&sessie=geen',
    );
    expect(loginReasonIn(new URLSearchParams('sessie=geen'))).toBe('bearer-token-missing');
    expect(loginReasonIn(new URLSearchParams('sessie=iets'))).toBeNull();
    expect(loginReasonIn(new URLSearchParams(''))).toBeNull();
  });

  it('leaves it out for the home page and for unsafe values', () => {
    expect(loginHref('/')).toBe('/login');
    expect(loginHref('https://evil.example/')).toBe('/login');
    expect(loginHref(undefined)).toBe('/login');
  });
});

describe('accountScreenHref', () => {
  it('carries the way back to another account screen, encoded', () => {
    expect(accountScreenHref('/register', '/regios/tirol?tag=gletsjer')).toBe(
      `/register?terug=${encodeURIComponent('/regios/tirol?tag=gletsjer')}`,
    );
    expect(accountScreenHref('/reset-password', null)).toBe('/reset-password');
  });
});
