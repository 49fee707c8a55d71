import { redirect } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  KEPT_PROFILE_COOKIE,
  keepProfileOnLogin,
  keptProfileCookie,
  parseKeptProfile,
  readKeptProfile,
} from './kept-profile.js';

/** The `Cookie` header a browser sends back for a `Set-Cookie` value. */
const sentBack = (setCookie: string) => setCookie.split(';')[0]!;

const post = (path = '/settings/profile') => new Request(`http://site${path}`, { method: 'POST' });
const toLogin = () =>
  redirect('/login?terug=%2Fsettings%2Fprofile&sessie=verlopen', {
    headers: { 'Set-Cookie': '__session=; Max-Age=0; Path=/' },
  });
const typed = { member: 'lid-1', username: 'Sneeuwuil', signature: 'Tot op de piste; 100% 🎿' };

describe('kept profile (no JavaScript, session ended)', () => {
  it('keeps what a plain form post typed on the way to the login, beside the cleared session', () => {
    const answer = keepProfileOnLogin(toLogin(), post(), typed) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(
      '/login?terug=%2Fsettings%2Fprofile&sessie=verlopen',
    );
    const cookies = answer.headers.getSetCookie();
    expect(cookies[0]).toMatch(/^__session=;/);
    expect(cookies[1]).toMatch(
      /^nsv-profiel-concept=.+; Max-Age=3600; Path=\/settings\/profile; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(parseKeptProfile(`__session=a.b; ${sentBack(cookies[1]!)}`)).toEqual(typed);
  });

  it('shows it once, to the same member only', () => {
    const cookie = sentBack(keptProfileCookie(typed));
    const request = new Request('http://site/settings/profile', { headers: { cookie } });
    expect(readKeptProfile(request, 'lid-1')).toEqual({
      kept: { username: 'Sneeuwuil', signature: 'Tot op de piste; 100% 🎿' },
      setCookie: expect.stringMatching(
        /^nsv-profiel-concept=; Max-Age=0;.*Path=\/settings\/profile;/,
      ),
    });
    // Another member logging in on the same computer: not theirs, and gone.
    expect(readKeptProfile(request, 'lid-2')).toEqual({
      kept: null,
      setCookie: expect.stringMatching(/^nsv-profiel-concept=; Max-Age=0;/),
    });
    expect(readKeptProfile(new Request('http://site/settings/profile'), 'lid-1')).toEqual({
      kept: null,
      setCookie: null,
    });
  });

  it('leaves every other answer alone', () => {
    const refused = new Response(null, { status: 400 });
    expect(keepProfileOnLogin(refused, post(), typed)).toBe(refused);
    const elsewhere = redirect('/settings/profile', 303);
    expect(keepProfileOnLogin(elsewhere, post(), typed)).toBe(elsewhere);
    const error = new Error('stuk');
    expect(keepProfileOnLogin(error, post(), typed)).toBe(error);
    // A scripted submit keeps its draft in the tab (lib/form-draft.ts).
    const scripted = toLogin();
    expect(keepProfileOnLogin(scripted, post('/settings/profile.data'), typed)).toBe(scripted);
    // A form without its member (an old page) cannot say whose text it is.
    const anonymous = toLogin();
    expect(keepProfileOnLogin(anonymous, post(), { ...typed, member: '' })).toBe(anonymous);
  });

  it('ignores what it did not write', () => {
    expect(parseKeptProfile(null)).toBeNull();
    for (const value of [
      '',
      'geen-json',
      '%7B%7D',
      encodeURIComponent('{"member":"","username":"a","signature":""}'),
      encodeURIComponent('{"member":"lid-1","username":1,"signature":""}'),
      encodeURIComponent(JSON.stringify({ ...typed, signature: 'x'.repeat(1001) })),
    ])
      expect(parseKeptProfile(`${KEPT_PROFILE_COOKIE}=${value}`)).toBeNull();
  });
});
