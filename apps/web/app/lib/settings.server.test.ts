import { SaveMyProfileDocument } from '@nsv/graphql';
import { describe, expect, it } from 'vitest';
import { clientAnswering, jsonResponse } from '../test-support/fake-api.js';
import { runSettingsMutation } from './settings.server.js';

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
