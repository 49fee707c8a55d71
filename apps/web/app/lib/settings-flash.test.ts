import { describe, expect, it } from 'vitest';
import {
  clearSettingsFlashCookie,
  isDataRequest,
  parseSettingsFlash,
  SETTINGS_FLASH_COOKIE,
  settingsFlashCookie,
} from './settings-flash.js';
import { shownOutcome } from './settings.js';

/** The `Cookie` header a browser sends back for a `Set-Cookie` value. */
const sentBack = (setCookie: string) => setCookie.split(';')[0]!;

describe('settings flash', () => {
  it('carries a confirmation to the page it was set for, and only there', () => {
    const message =
      'We hebben een bevestigingsmail gestuurd naar iemand@voorbeeld.nl; klik op de link.';
    const cookie = settingsFlashCookie({ intent: 'subscribe', message }, '/settings/notifications');
    expect(cookie).toMatch(
      /; Max-Age=60; Path=\/settings\/notifications; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(parseSettingsFlash(`__session=a.b; ${sentBack(cookie)}; lang=nl`)).toEqual({
      intent: 'subscribe',
      message,
    });
    expect(clearSettingsFlashCookie('/settings/notifications')).toMatch(
      /^nsv-instellingen-melding=; Max-Age=0; .*Path=\/settings\/notifications;/,
    );
  });

  it('ignores what it did not write', () => {
    expect(parseSettingsFlash(null)).toBeNull();
    expect(parseSettingsFlash('__session=a.b')).toBeNull();
    for (const value of [
      '',
      'geen-json',
      '%7B%7D',
      encodeURIComponent('{"intent":1,"message":"x"}'),
    ])
      expect(parseSettingsFlash(`${SETTINGS_FLASH_COOKIE}=${value}`)).toBeNull();
    const long = encodeURIComponent(JSON.stringify({ intent: 'x', message: 'a'.repeat(601) }));
    expect(parseSettingsFlash(`${SETTINGS_FLASH_COOKIE}=${long}`)).toBeNull();
  });

  it('tells scripted submits (the .data URL) from plain form posts', () => {
    expect(isDataRequest(new Request('http://site/settings/profile.data'))).toBe(true);
    expect(isDataRequest(new Request('http://site/settings/profile'))).toBe(false);
  });
});

describe('shownOutcome', () => {
  // As readSettingsFlash gives it to the loader.
  const flash = {
    intent: 'change-password',
    ok: true,
    message: 'Je wachtwoord is gewijzigd.',
    fieldErrors: {},
  };

  it('shows the confirmation after the redirect on its own form, the same object every render', () => {
    expect(shownOutcome(undefined, flash, ['change-password'])).toBe(flash);
    expect(shownOutcome(undefined, flash, ['change-password'])).toBe(flash);
    expect(shownOutcome(undefined, flash, ['end-session'])).toBeUndefined();
    expect(shownOutcome(undefined, null, ['change-password'])).toBeUndefined();
  });

  it("prefers the action's answer, for its own form only", () => {
    const refused = { intent: 'end-session', ok: false, fieldErrors: {}, formError: 'Mis.' };
    expect(shownOutcome(refused, flash, ['end-session'])).toBe(refused);
    expect(shownOutcome(refused, flash, ['change-password'])).toBeUndefined();
  });
});
