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

/** The login screen with the way back to `returnTo` (a path of this site). */
export function loginHref(returnTo?: string | null): string {
  const back = safeReturnPath(returnTo, '');
  return back && back !== '/' ? `/login?terug=${encodeURIComponent(back)}` : '/login';
}
