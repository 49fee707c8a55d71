import { cookieValue } from './http.js';
import {
  clearSettingsCookie,
  isDataRequest,
  readSettingsCookie,
  settingsCookie,
} from './settings-flash.js';

/**
 * What a member typed in the profile form without JavaScript when it could not be saved because
 * their session had ended (logged out elsewhere, expired).
 *
 * With JavaScript the form keeps a draft in the tab's session storage (lib/form-draft.ts). A plain
 * form post has no such place: the action sends the member to the login screen, and what they typed
 * waits in this cookie of the profile page's own path until they are back there, logged in again.
 * The cookie names the member whose form it was (the form's hidden `member` field): another member
 * logging in on the same computer does not get it. HttpOnly, one hour at most, read once.
 */
export interface KeptProfile {
  /** The id of the member whose form was sent. */
  member: string;
  username: string;
  signature: string;
}

/** The cookie's name. */
export const KEPT_PROFILE_COOKIE = 'nsv-profiel-concept';

/** The page it belongs to (and the only path the browser sends it to). */
const KEPT_PROFILE_PATH = '/settings/profile';

/** Time to log in again, even by way of a forgotten password; not a day later on a shared computer. */
const KEPT_MAX_AGE_SECONDS = 3600;

/** The form's own limits (username 30, signature 200 characters), with room for what was pasted. */
const KEPT_MAX_LENGTH = { member: 100, username: 200, signature: 1000 } as const;

/** A browser keeps a cookie of about 4 KB at most; anything longer is not one we wrote. */
const KEPT_MAX_ENCODED = 4096;

const fits = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

/** The `Set-Cookie` value that keeps `kept` for the profile page. */
export function keptProfileCookie(kept: KeptProfile): string {
  const { member, username, signature } = kept;
  const value = { member, username, signature };
  return settingsCookie(KEPT_PROFILE_COOKIE, KEPT_PROFILE_PATH, value, KEPT_MAX_AGE_SECONDS);
}

/** The kept profile in a `Cookie` header, or null (none, or not one we wrote). */
export function parseKeptProfile(cookieHeader: string | null): KeptProfile | null {
  const parsed = readSettingsCookie(cookieHeader, KEPT_PROFILE_COOKIE, KEPT_MAX_ENCODED);
  if (!parsed) return null;
  const { member, username, signature } = parsed;
  if (!fits(member, KEPT_MAX_LENGTH.member) || !member) return null;
  if (!fits(username, KEPT_MAX_LENGTH.username)) return null;
  if (!fits(signature, KEPT_MAX_LENGTH.signature)) return null;
  return { member, username, signature };
}

/**
 * The profile text the member `member` typed before their session ended, and the header that clears
 * the cookie (always, once there is one: it is shown once, and never to another member).
 */
export function readKeptProfile(
  request: Request,
  member: string,
): { kept: Omit<KeptProfile, 'member'> | null; setCookie: string | null } {
  const cookie = request.headers.get('cookie');
  if (cookieValue(cookie, KEPT_PROFILE_COOKIE) === null) return { kept: null, setCookie: null };
  const kept = parseKeptProfile(cookie);
  return {
    kept:
      kept && kept.member === member
        ? { username: kept.username, signature: kept.signature }
        : null,
    setCookie: clearSettingsCookie(KEPT_PROFILE_COOKIE, KEPT_PROFILE_PATH),
  };
}

/**
 * `thrown` (what the profile action threw) with the typed profile kept when it is the way to the
 * login screen of a session that ended, for a plain form post of a known member; otherwise
 * `thrown` as it is. Scripted submits keep their draft in the tab (lib/form-draft.ts).
 */
export function keepProfileOnLogin(
  thrown: unknown,
  request: Request,
  kept: Partial<KeptProfile>,
): unknown {
  if (!(thrown instanceof Response) || thrown.status < 300 || thrown.status >= 400) return thrown;
  const location = thrown.headers.get('location') ?? '';
  if (!location.startsWith('/login')) return thrown;
  if (isDataRequest(request)) return thrown;
  const { member, username = '', signature = '' } = kept;
  if (!member || member.length > KEPT_MAX_LENGTH.member) return thrown;
  const headers = new Headers(thrown.headers);
  headers.append(
    'Set-Cookie',
    keptProfileCookie({
      member,
      username: username.slice(0, KEPT_MAX_LENGTH.username),
      signature: signature.slice(0, KEPT_MAX_LENGTH.signature),
    }),
  );
  return new Response(null, { status: thrown.status, headers });
}
