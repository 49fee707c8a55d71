import { env } from '../lib/env.server.js';
import { PRIVATE_CACHE_CONTROL, readBodyAtMost } from '../lib/http.js';
import {
  clearSessionCookie,
  readSessionToken,
  SESSION_TOKEN_SHAPE,
  visitorHeaders,
} from '../lib/session.server.js';
import { SESSION_ENDING_CODES } from '../lib/api-errors.js';
import type { Route } from './+types/graphql';

/** Request headers passed on to the API besides the token and the visitor's own (user agent, address). */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'content-type',
  'graphql-preflight',
  'x-graphql-yoga-csrf',
  'cache-control',
];

/** Response headers passed back to the browser. */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'retry-after'];

/** Content types of a GraphQL POST; all need a CORS preflight cross-site, unlike form posts. */
const JSON_CONTENT_TYPE = /^application\/(?:graphql-response\+)?json\s*(?:;|$)/i;

/** The largest request body passed on (bytes): our operations are a few KB; the API limits tokens too. */
export const MAX_BODY_BYTES = 100_000;

/** A GraphQL-shaped refusal, so the browser's client reads it like any other error. */
function refuse(status: number, message: string): Response {
  return Response.json(
    { errors: [{ message, extensions: { code: 'forbidden' } }] },
    { status, headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } },
  );
}

/**
 * Cross-site request forgery check for cookie-authenticated requests (the cookie is SameSite=Lax,
 * this is the second wall). GET: the API already demands the `graphql-preflight` header, which a
 * page elsewhere cannot send without a CORS preflight; we demand it too. POST: a JSON content type
 * (a cross-site form cannot send one), and when the browser says where the request came from
 * (`Sec-Fetch-Site`, `Origin`), it must be this site.
 */
export function csrfProblem(request: Request): string | null {
  if (request.method === 'GET' || request.method === 'HEAD') {
    return request.headers.has('graphql-preflight') || request.headers.has('x-graphql-yoga-csrf')
      ? null
      : 'GET needs the graphql-preflight header';
  }
  if (request.method !== 'POST') return 'Method not allowed';
  if (!JSON_CONTENT_TYPE.test(request.headers.get('content-type') ?? '')) {
    return 'POST needs Content-Type application/json';
  }
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return 'Cross-site request refused';
  const origin = request.headers.get('origin');
  if (origin) {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return 'Cross-site request refused';
    }
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
    if (originHost !== (host ?? new URL(request.url).host)) return 'Cross-site request refused';
  }
  return null;
}

/** Whether an API answer says the session has ended (expired, unknown, other environment). */
function endsSession(body: string): boolean {
  if (!body.includes('"errors"')) return false;
  try {
    const parsed = JSON.parse(body) as { errors?: Array<{ extensions?: { code?: unknown } }> };
    return (parsed.errors ?? []).some((e) =>
      SESSION_ENDING_CODES.has(String(e.extensions?.code ?? '')),
    );
  } catch {
    return false;
  }
}

/**
 * The same-origin `/graphql` of the site: forwards GET and POST to the API with
 * `Authorization: Bearer <token from the __session cookie>`, passes status and body through, and
 * clears the cookie when the API says the session has ended. Never cached.
 */
async function forward(request: Request): Promise<Response> {
  const problem = csrfProblem(request);
  if (problem)
    return refuse(request.method === 'POST' || request.method === 'GET' ? 403 : 405, problem);

  const target = new URL(env.API_URL);
  target.search = new URL(request.url).search;
  const headers = new Headers(visitorHeaders(request));
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const token = readSessionToken(request);
  if (token && SESSION_TOKEN_SHAPE.test(token)) headers.set('authorization', `Bearer ${token}`);

  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return refuse(413, 'Request body too large');
  }
  // Read with the limit, not whole: a body sent without a length is cut off there.
  const bytes =
    request.method === 'POST' ? await readBodyAtMost(request, MAX_BODY_BYTES) : undefined;
  if (bytes === null) return refuse(413, 'Request body too large');
  const body = bytes && new TextDecoder().decode(bytes);

  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers,
      body,
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error(
      JSON.stringify({
        level: 'error',
        msg: 'graphql proxy: API unreachable',
        error: String(error),
      }),
    );
    return Response.json(
      { errors: [{ message: 'Er ging iets mis. Probeer het later opnieuw.' }] },
      { status: 502, headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } },
    );
  }

  const answer = await upstream.text();
  const responseHeaders = new Headers({ 'Cache-Control': PRIVATE_CACHE_CONTROL });
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  // A malformed cookie never reached the API: it is as dead as an expired one.
  if ((token && !SESSION_TOKEN_SHAPE.test(token)) || (token && endsSession(answer))) {
    responseHeaders.append('Set-Cookie', clearSessionCookie());
  }
  return new Response(answer, { status: upstream.status, headers: responseHeaders });
}

/** GET /graphql: queries in the URL (with the `graphql-preflight` header). */
export function loader({ request }: Route.LoaderArgs) {
  return forward(request);
}

/** POST /graphql: queries and mutations as JSON. */
export function action({ request }: Route.ActionArgs) {
  return forward(request);
}
