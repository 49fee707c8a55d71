import { cookieValue } from './http.js';
import { isDataRequest, settingsCookieAttributes } from './settings-flash.js';

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
export const KEPT_PROFILE_PATH = '/settings/profile';

/** Time to log in again, even by way of a forgotten password; not a day later on a shared computer. */
const KEPT_MAX_AGE_SECONDS = 3600;

/** The form's own limits (username 30, signature 200 characters), with room for what was pasted. */
const KEPT_MAX_LENGTH = { member: 100, username: 200, signature: 1000 } as const;

const fits = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

/** The `Set-Cookie` value that keeps `kept` for the profile page. */
export function keptProfileCookie(kept: KeptProfile): string {
  const value = encodeURIComponent(
    JSON.stringify({ member: kept.member, username: kept.username, signature: kept.signature }),
  );
  return `${KEPT_PROFILE_COOKIE}=${value}; Max-Age=${KEPT_MAX_AGE_SECONDS}; ${settingsCookieAttributes(KEPT_PROFILE_PATH)}`;
}

/** The `Set-Cookie` value that removes the kept profile once it was read. */
export function clearKeptProfileCookie(): string {
  return `${KEPT_PROFILE_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${settingsCookieAttributes(KEPT_PROFILE_PATH)}`;
}

/** The kept profile in a `Cookie` header, or null (none, or not one we wrote). */
export function parseKeptProfile(cookieHeader: string | null): KeptProfile | null {
  const raw = cookieValue(cookieHeader, KEPT_PROFILE_COOKIE);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (!parsed || typeof parsed !== 'object') return null;
    const { member, username, signature } = parsed as Record<string, unknown>;
    if (!fits(member, KEPT_MAX_LENGTH.member) || !member) return null;
    if (!fits(username, KEPT_MAX_LENGTH.username)) return null;
    if (!fits(signature, KEPT_MAX_LENGTH.signature)) return null;
    return { member, username, signature };
  } catch {
    return null;
  }
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
    setCookie: clearKeptProfileCookie(),
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
