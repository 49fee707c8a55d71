import { type Client, MeDocument, type MeQuery } from '@nsv/graphql';
import { data, redirect } from 'react-router';
import { type LoginReason, loginHref } from '../components/account/return-path.js';
import { createApiClient } from './api.server.js';
import { pageUrl } from './content-url.js';
import { errorCodeOf } from './api-errors.js';
import { env } from './env.server.js';
import { cookieValue, SESSION_COOKIE } from './http.js';
import { toSiteMediaUrl } from './media-url.js';
import { type SiteUser, toSiteUser } from './user.js';

/** The session cookie lives one year (spec §9: max age 31536000 s), like the API's sessions. */
export const SESSION_MAX_AGE_SECONDS = 31_536_000;

/**
 * The cookie's attributes (spec §4, §9 and architecture.md): path `/`, Secure, HttpOnly (scripts
 * never see the token), SameSite=Lax (no cross-site POSTs carry it). Always Secure, also in
 * development and tests: browsers treat http://localhost and http://127.0.0.1 as secure contexts
 * and keep Secure cookies there (docs/decisions/0540-web-session-cookie-and-graphql-proxy.md).
 */
const COOKIE_ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=Lax';

/** A token as the API issues it (base64url, a dot, base64url); anything else is not sent on. */
export const SESSION_TOKEN_SHAPE = /^[\w-]{1,200}\.[\w-]{1,200}$/;

/** Why a session cookie was dropped: the codes of spec §8 that end a session (`?sessie=` says it). */
export type SessionProblem = Exclude<LoginReason, 'bearer-token-missing'>;

/** What {@link loadUser} found out about the visitor. */
export interface LoadedUser {
  /** The logged-in visitor, or null. */
  user: SiteUser | null;
  /** A `Set-Cookie` value to send along: set when the cookie must be cleared. */
  setCookie?: string;
  /** Why the cookie was cleared, so the page can show the toast ('Je sessie is verlopen'). */
  problem?: SessionProblem;
  /** True when the API could not be asked: the visitor may well be logged in. */
  unavailable?: boolean;
}

/** The session token from the request's `__session` cookie, or null. */
export function readSessionToken(request: Request): string | null {
  return cookieValue(request.headers.get('cookie'), SESSION_COOKIE) || null;
}

/** The `Set-Cookie` value that stores a session token for one year. */
export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Max-Age=${SESSION_MAX_AGE_SECONDS}; ${COOKIE_ATTRIBUTES}`;
}

/** The `Set-Cookie` value that removes the session cookie. */
export function clearSessionCookie(): string {
  return `${SESSION_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${COOKIE_ATTRIBUTES}`;
}

/**
 * The headers the API should see from the visitor rather than from the web server: the user agent
 * (shown in the session list) and the forwarding chain (the API's per-address rate limits).
 */
export function visitorHeaders(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ['user-agent', 'x-forwarded-for']) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  return headers;
}

/**
 * A server-side GraphQL client that acts for the visitor of `request`: their session token as
 * `Authorization: Bearer`, their user agent and address. One per request; never shared.
 */
export function apiForRequest(request: Request, token = readSessionToken(request)): Client {
  return createApiClient({
    // A malformed cookie is never put in a header (see loadUser, which clears it).
    token: token && SESSION_TOKEN_SHAPE.test(token) ? token : null,
    headers: visitorHeaders(request),
  });
}

// Root and route loaders run in parallel for one request: ask the API about the visitor once.
const loaded = new WeakMap<Request, Promise<LoadedUser>>();

/**
 * The logged-in visitor of a request: asks the API's `me` with the cookie's token. An expired,
 * unknown or foreign-signature session yields no user, a cookie-clearing header and the reason.
 * Without a cookie the API is not asked at all (anonymous pages stay cacheable).
 */
export function loadUser(request: Request): Promise<LoadedUser> {
  let promise = loaded.get(request);
  if (!promise) {
    promise = askApi(request);
    loaded.set(request, promise);
  }
  return promise;
}

async function askApi(request: Request): Promise<LoadedUser> {
  const token = readSessionToken(request);
  if (!token) return { user: null };
  // Not a token the API could have issued (an old format, a hand-edited cookie): it has ended.
  if (!SESSION_TOKEN_SHAPE.test(token)) {
    return { user: null, setCookie: clearSessionCookie(), problem: 'session-not-found' };
  }
  const result = await apiForRequest(request, token)
    .query<MeQuery>(MeDocument, {}, { requestPolicy: 'network-only' })
    .toPromise();
  if (result.error) {
    const code = errorCodeOf(result.error);
    if (code === 'session-not-found' || code === 'invalid-signature') {
      return { user: null, setCookie: clearSessionCookie(), problem: code };
    }
    console.error(
      JSON.stringify({ level: 'error', msg: 'session: me failed', error: result.error.message }),
    );
    return { user: null, unavailable: true };
  }
  const me = result.data?.me;
  // A token the API does not recognise as anyone: treat it like an ended session.
  if (!me) return { user: null, setCookie: clearSessionCookie(), problem: 'session-not-found' };
  return { user: toSiteUser(me, (url) => toSiteMediaUrl(url, env.apiOrigin)) };
}

/**
 * Where a request came from, as a path of this site (for `?terug=`): the page's, also for the data
 * request of a client-side navigation (`/settings.data?_routes=…`).
 */
function currentPath(request: Request): string {
  const { pathname, search } = pageUrl(request);
  return `${pathname}${search}`;
}

/** A form sent to an action (not a page or its data being read). */
const isSubmission = (request: Request) => request.method !== 'GET' && request.method !== 'HEAD';

/**
 * The logged-in visitor, or a thrown redirect: to `/login?terug=<current path>` when logged out
 * (clearing a dead cookie on the way, and then with `&sessie=` saying why), to `/settings/profile`
 * when `profile` is asked and the visitor has none. When the API cannot be reached it throws a 503
 * instead of sending a logged-in visitor to the login screen.
 */
export async function requireUser(
  request: Request,
  options: { profile?: boolean } = {},
): Promise<SiteUser> {
  const { user, setCookie, unavailable, problem } = await loadUser(request);
  if (!user) {
    if (unavailable) {
      throw data(
        { message: 'Je gegevens konden niet worden geladen. Probeer het later opnieuw.' },
        { status: 503, statusText: 'Service Unavailable' },
      );
    }
    // Why, when the session had ended: the toast the login screen shows ('Je sessie is verlopen'),
    // as the root shows it on any other page whose loader clears the cookie. A form sent without
    // any session (logged out in another tab meanwhile) did need one: 'Hiervoor moet je ingelogd
    // zijn'. Opening a login-only page while logged out needs no words.
    const reason = problem ?? (isSubmission(request) ? 'bearer-token-missing' : undefined);
    throw redirect(loginHref(currentPath(request), reason), {
      headers: setCookie
        ? { 'Set-Cookie': setCookie, 'Cache-Control': 'private, no-store' }
        : { 'Cache-Control': 'private, no-store' },
    });
  }
  if (options.profile && !user.hasProfile) throw redirect('/settings/profile');
  return user;
}
