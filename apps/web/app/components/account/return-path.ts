/** The account screens; after logging in the visitor never "returns" to one of these. */
const ACCOUNT_PATHS = new Set(['/login', '/register', '/reset-password', '/account-actions']);

/** A base that no real address has, to tell same-site paths from anything else. */
const PROBE_ORIGIN = 'http://terug.invalid';

/**
 * The place to return to after logging in (`?terug=`): only a path on this site (no scheme, no
 * `//host`, no backslashes or control characters, not an account screen), otherwise `fallback`.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return fallback;
  // Browsers read `\` as `/` and drop tabs and newlines: `/\evil.example` would leave the site.
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c === '\u007f')) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || ACCOUNT_PATHS.has(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Why a session ended (spec §8's codes), as the login screen's `?sessie=` says it. */
export type EndedSession = 'session-not-found' | 'invalid-signature';
const SESSION_PARAM = 'sessie';
const SESSION_PARAM_VALUES: Record<EndedSession, string> = {
  'session-not-found': 'verlopen',
  'invalid-signature': 'ongeldig',
};

/**
 * The login screen with the way back to `returnTo` (a path of this site) and, when a login-only
 * page sent the visitor there because their session had ended, why (`?sessie=verlopen`), so the
 * login screen can say so: the toast another page shows when it clears a dead cookie.
 */
export function loginHref(returnTo?: string | null, ended?: EndedSession | null): string {
  const back = safeReturnPath(returnTo, '');
  const query = [
    back && back !== '/' ? `terug=${encodeURIComponent(back)}` : '',
    ended ? `${SESSION_PARAM}=${SESSION_PARAM_VALUES[ended]}` : '',
  ].filter(Boolean);
  return query.length ? `/login?${query.join('&')}` : '/login';
}

/** The ended session the login screen's address reports (`?sessie=`), or null. */
export function endedSessionIn(params: URLSearchParams): EndedSession | null {
  const value = params.get(SESSION_PARAM);
  const found = Object.entries(SESSION_PARAM_VALUES).find(([, word]) => word === value);
  return found ? (found[0] as EndedSession) : null;
}
