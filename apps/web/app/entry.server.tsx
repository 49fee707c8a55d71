import { Writable } from 'node:stream';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from 'react-router';
import { privatizeForSession } from './lib/http.js';

/** How long a streamed page may wait for deferred data before the rest is cut off (ms). */
export const streamTimeout = 5_000;

/**
 * Every server-side error is logged once here, with the method and path it happened on. React
 * Router's own answers to a request it cannot take (405 for a POST to a page without an action,
 * 400 for an address it cannot decode) are the client's mistakes, not the server's: not logged.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests (the visitor left) are not errors of ours.
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const { pathname } = new URL(request.url);
  console.error(`[web] ${request.method} ${pathname}:`, error);
};

/** Data requests (client navigations) follow the same session rule as documents. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  privatizeForSession(request, response.headers, response.status);
  return response;
};

/**
 * Renders a document, complete (no streamed placeholders). A server error on a bot's request is
 * only logged (spec §8): the bot gets a bare 500 so no error page is indexed.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  privatizeForSession(request, responseHeaders, responseStatusCode);
  const userAgent = request.headers.get('user-agent');
  const bot = userAgent !== null && isbot(userAgent);

  if (bot && responseStatusCode >= 500) {
    return new Response('Internal Server Error', {
      status: responseStatusCode,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Robots-Tag': 'noindex' },
    });
  }

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Everyone gets the whole page before the first byte: loaders await all their data anyway,
    // and lazily loaded blocks (the content embeds) would otherwise arrive as streamed Suspense
    // chunks that only a script puts in place, leaving readers without JavaScript without them.
    const readyOption: keyof RenderToPipeableStreamOptions = 'onAllReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // React moves finished Suspense sections out of place (hidden, revealed by a script) once
        // this many bytes are written; with no limit every section stays where it belongs, so the
        // lazily loaded embed blocks are readable without JavaScript too.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // Errors reported while the page is written out do not change the status it was rendered with.
          const status = responseStatusCode;
          // The whole page is ready: React writes it out at once. Collected into one buffer, it
          // leaves the server in one write with a Content-Length, instead of a stream of small
          // chunks through web streams (a tenth of the server's time per page, measured).
          const chunks: Uint8Array[] = [];
          const body = new Writable({
            write(chunk: Uint8Array, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const html = Buffer.concat(chunks);
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              responseHeaders.set('Content-Length', String(html.length));
              resolve(new Response(html, { headers: responseHeaders, status }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject and are logged by handleError; later ones only here.
          if (shellRendered) console.error('[web] streaming render error:', error);
        },
      },
    );
  });
}
