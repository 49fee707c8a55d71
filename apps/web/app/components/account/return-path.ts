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

/**
 * An account screen (`/login`, `/register`, `/reset-password`) that carries the way back
 * (`?terug=`, already a safe path) when the visitor switches screens.
 */
export function accountScreenHref(screen: string, terug: string | null | undefined): string {
  return terug ? `${screen}?terug=${encodeURIComponent(terug)}` : screen;
}

/**
 * Why a login-only page or action sent the visitor to the login screen (spec §8's codes), as the
 * login screen's `?sessie=` says it: the session ended (expired, logged out elsewhere), it was
 * signed elsewhere, or there was none where an action needed one (a form sent after logging out in
 * another tab).
 */
export type LoginReason = 'session-not-found' | 'invalid-signature' | 'bearer-token-missing';
const SESSION_PARAM = 'sessie';
const SESSION_PARAM_VALUES: Record<LoginReason, string> = {
  'session-not-found': 'verlopen',
  'invalid-signature': 'ongeldig',
  'bearer-token-missing': 'geen',
};

/**
 * The login screen with the way back to `returnTo` (a path of this site) and, when a login-only
 * page or action sent the visitor there, why (`?sessie=verlopen`), so the login screen can say so:
 * the toast another page shows when it clears a dead cookie.
 */
export function loginHref(returnTo?: string | null, reason?: LoginReason | null): string {
  const back = safeReturnPath(returnTo, '');
  const query = [
    back && back !== '/' ? `terug=${encodeURIComponent(back)}` : '',
    reason ? `${SESSION_PARAM}=${SESSION_PARAM_VALUES[reason]}` : '',
  ].filter(Boolean);
  return query.length ? `/login?${query.join('&')}` : '/login';
}

/** Why the login screen's address says the visitor is there (`?sessie=`), or null. */
export function loginReasonIn(params: URLSearchParams): LoginReason | null {
  const value = params.get(SESSION_PARAM);
  const found = Object.entries(SESSION_PARAM_VALUES).find(([, word]) => word === value);
  return found ? (found[0] as LoginReason) : null;
}
