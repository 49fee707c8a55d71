// Request headers the media endpoint needs: format negotiation (WebP/AVIF by Accept) and revalidation.
const FORWARDED_REQUEST_HEADERS = ['accept', 'if-none-match', 'if-modified-since'] as const;
// Response headers that keep caching and negotiation correct for the browser and any CDN in front of us.
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'vary',
] as const;

/** Options of {@link proxyMedia}. */
export interface ProxyMediaOptions {
  /** The API's origin, e.g. `http://localhost:4000`; its `/media/*` endpoint serves the images. */
  apiOrigin: string;
  /** The fetch implementation. Default: the global `fetch`. */
  fetch?: typeof fetch;
}

/**
 * Answers a `/media/...` request of the site with the API's answer for the same path and query,
 * passing Accept and the cache headers both ways. A failing API gives a 502 in Dutch.
 */
export async function proxyMedia(request: Request, options: ProxyMediaOptions): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  // The URL parser has already resolved `..` segments; this guard keeps the proxy to /media only.
  if (!pathname.startsWith('/media/')) {
    return plainText(404, 'Deze afbeelding bestaat niet.');
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return plainText(405, 'Alleen GET en HEAD zijn toegestaan.', { allow: 'GET, HEAD' });
  }

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }

  let upstream: Response;
  try {
    upstream = await (options.fetch ?? fetch)(new URL(pathname + search, options.apiOrigin), {
      method: request.method,
      headers,
      signal: request.signal,
    });
  } catch (error) {
    // The visitor left (page closed, image scrolled away): nothing to answer and nothing wrong.
    if (request.signal.aborted) return new Response(null, { status: 499 });
    console.error(
      JSON.stringify({
        level: 'error',
        msg: 'media proxy: API unreachable',
        path: pathname,
        error: String(error),
      }),
    );
    return plainText(502, 'De afbeelding kan nu niet worden opgehaald. Probeer het later opnieuw.');
  }

  const responseHeaders = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) responseHeaders.set(name, value);
  }
  // fetch has already decoded a compressed body, so the upstream length only holds for an unencoded one.
  const length = upstream.headers.get('content-length');
  if (length !== null && !upstream.headers.has('content-encoding')) {
    responseHeaders.set('content-length', length);
  }
  // A 304 or a HEAD answer has no body, and Response refuses one for a 304.
  const body = upstream.status === 304 || request.method === 'HEAD' ? null : upstream.body;
  return new Response(body, { status: upstream.status, headers: responseHeaders });
}

function plainText(status: number, message: string, extra: Record<string, string> = {}): Response {
  return new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra },
  });
}
