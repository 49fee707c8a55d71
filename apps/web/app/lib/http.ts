import { data } from 'react-router';

/** The session cookie of the site (architecture: `__session`); its presence marks a logged-in visitor. */
export const SESSION_COOKIE = '__session';

/** How long a CDN may serve an anonymous page (s) and how long it may serve it stale while revalidating (s). */
export const PUBLIC_CACHE_SECONDS = 60;
/** See {@link PUBLIC_CACHE_SECONDS}. */
export const PUBLIC_STALE_SECONDS = 300;

/** The literal `Cache-Control` of anonymous pages: browsers revalidate, a CDN keeps them briefly. */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_CACHE_SECONDS}, stale-while-revalidate=${PUBLIC_STALE_SECONDS}`;
/**
 * Referrer policy of pages whose URL carries a secret (the reset and confirmation links' token):
 * no other site ever gets the address as a referrer. Not `no-referrer`: under it the browser
 * sends `Origin: null` with a plain form POST, which React Router refuses as a possible CSRF
 * attack (400 Bad Request), so the forms would not work without JavaScript.
 */
export const TOKEN_PAGE_REFERRER_POLICY = 'same-origin';

/** The `Cache-Control` of pages seen by a logged-in visitor: never stored anywhere. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Throws the spec's non-fatal 404 'Page not found: {path}' as a route error response; the root
 * error boundary renders it in the not-found view.
 */
export function notFound(path: string, message = `Page not found: ${path}`): never {
  throw data({ message }, { status: 404, statusText: 'Page Not Found' });
}

/** Throws the spec's 404 for a failed route validation rule: 'Page Not Found: {path}'. */
export function routeValidationFailed(path: string): never {
  throw data({ message: `Page Not Found: ${path}` }, { status: 404, statusText: 'Page Not Found' });
}

/**
 * The largest form body an action reads: many times the longest reply (5,000 characters, at most
 * 60 KB percent-encoded). Avatar uploads do not come through here (they are streamed to the API).
 */
export const FORM_MAX_BYTES = 256 * 1024;

const formUnreadable = () =>
  data(
    { message: 'Het formulier kon niet worden gelezen. Verstuur het opnieuw vanaf de pagina.' },
    { status: 400, statusText: 'Bad Request' },
  );
const formTooLarge = () =>
  data(
    { message: 'Het formulier is te groot om te versturen.' },
    { status: 413, statusText: 'Payload Too Large' },
  );

/**
 * The request's body, read until it ends or passes `limit` bytes: then null, and reading stops, so
 * a body sent without a length (chunked) is never held in memory beyond the limit.
 */
export async function readBodyAtMost(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new Uint8Array(await new Blob(chunks).arrayBuffer());
}

/**
 * The submitted form of an action. A body that is no form (another content type, broken multipart)
 * comes from a broken client, not from the site's forms: a 400 'Bad Request', not a server error.
 * A body over {@link FORM_MAX_BYTES} is a 413, refused before it is held in memory whole.
 */
export async function readForm(request: Request): Promise<FormData> {
  if (Number(request.headers.get('content-length')) > FORM_MAX_BYTES) throw formTooLarge();
  let body: Uint8Array<ArrayBuffer> | null;
  try {
    body = await readBodyAtMost(request, FORM_MAX_BYTES);
  } catch {
    throw formUnreadable();
  }
  if (!body) throw formTooLarge();
  try {
    return await new Response(body, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    throw formUnreadable();
  }
}

/** The value of the cookie `name` in a `Cookie` header ('' when set empty), or null without it. */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() === name) return rest.join('=').trim();
  }
  return null;
}

/** True when the request carries the session cookie (a logged-in visitor: nothing may be cached). */
export function hasSessionCookie(request: Request): boolean {
  const cookie = request.headers.get('cookie');
  if (!cookie) return false;
  return cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * A route's `headers` export for anonymous pages: short CDN caching with background revalidation.
 * The server entry turns it into `private, no-store` when the request carries the session cookie
 * (the `headers` arguments do not include the request). Error responses are never cached
 * publicly, so a 404 or 500 does not stick in a CDN.
 * Usage: `export const headers = publicCacheHeaders;`
 */
export function publicCacheHeaders({
  errorHeaders,
}: {
  loaderHeaders?: Headers;
  parentHeaders?: Headers;
  errorHeaders?: Headers;
  actionHeaders?: Headers;
}): Headers {
  const headers = new Headers();
  headers.set('Cache-Control', errorHeaders ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
  headers.set('Vary', 'Cookie');
  return headers;
}

/**
 * Applies the session rule to a response's headers: a visitor with a session cookie never gets a
 * publicly cacheable page, and no error response is cacheable. Called by the server entry for
 * documents and data requests.
 */
export function privatizeForSession(request: Request, headers: Headers, status = 200): void {
  // Error pages are never stored: a 404 or 500 must not stick in a CDN or the page cache.
  if (status >= 400 || (hasSessionCookie(request) && headers.has('Cache-Control'))) {
    headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  }
}
