import { SaveMyProfileDocument } from '@nsv/graphql';
import { describe, expect, it } from 'vitest';
import { clientAnswering, jsonResponse } from '../test-support/fake-api.js';
import { settingsFlashCookie } from './settings-flash.js';
import { readSettingsFlash, runSettingsMutation } from './settings.server.js';

/** What a settings action throws when the API says the session has ended. */
async function thrownBy(code: string, url: string): Promise<Response> {
  const { client } = clientAnswering(() =>
    jsonResponse({ errors: [{ message: 'Sessie', extensions: { code } }], data: null }),
  );
  try {
    await runSettingsMutation(
      new Request(url, { method: 'POST' }),
      client,
      SaveMyProfileDocument,
      { input: { username: 'Poederpiet', signature: null } },
      'save-profile',
      'Je profiel is opgeslagen.',
    );
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error('nothing thrown');
}

describe('runSettingsMutation', () => {
  it('sends a visitor whose session ended to the login, saying why, and back to the page', async () => {
    const ended = await thrownBy('session-not-found', 'http://site.test/settings/profile');
    expect(ended.status).toBe(302);
    expect(ended.headers.get('location')).toBe(
      '/login?terug=%2Fsettings%2Fprofile&sessie=verlopen',
    );
    expect(ended.headers.get('set-cookie')).toMatch(/^__session=;/);
    // Sent by a script: the page's address, not the data request's.
    const foreign = await thrownBy(
      'invalid-signature',
      'http://site.test/settings/security.data?_routes=routes%2Fsettings-security',
    );
    expect(foreign.headers.get('location')).toBe(
      '/login?terug=%2Fsettings%2Fsecurity&sessie=ongeldig',
    );
  });
});

describe('readSettingsFlash', () => {
  const sent = settingsFlashCookie(
    { intent: 'change-password', message: 'Je wachtwoord is gewijzigd.' },
    '/settings/security',
  ).split(';')[0]!;
  const get = (url: string, cookie?: string) =>
    readSettingsFlash(new Request(url, { headers: cookie ? { cookie } : {} }));

  it("gives the sent form's confirmation as its outcome once, clearing the cookie", () => {
    const { flash, headers } = get('http://site.test/settings/security', `lang=nl; ${sent}`);
    expect(flash).toEqual({
      intent: 'change-password',
      ok: true,
      message: 'Je wachtwoord is gewijzigd.',
      fieldErrors: {},
    });
    expect(headers['Set-Cookie']).toMatch(
      /^nsv-instellingen-melding=; Max-Age=0;.*Path=\/settings\/security;/,
    );
  });

  it('leaves it to the page itself, and clears one it cannot read', () => {
    expect(get('http://site.test/settings/security.data', sent)).toEqual({
      flash: null,
      headers: {},
    });
    expect(get('http://site.test/settings/security', 'lang=nl')).toEqual({
      flash: null,
      headers: {},
    });
    const unreadable = get('http://site.test/settings/security', 'nsv-instellingen-melding=%7Bx');
    expect(unreadable.flash).toBeNull();
    expect(unreadable.headers['Set-Cookie']).toMatch(/Max-Age=0/);
  });
});
