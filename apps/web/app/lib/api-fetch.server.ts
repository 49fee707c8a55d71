import { Agent as HttpAgent, type IncomingMessage, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

const agents = {
  'http:': new HttpAgent({ keepAlive: true }),
  'https:': new HttpsAgent({ keepAlive: true }),
};

/** A standard Response for a Node answer whose body has been read in full. */
function toResponse(res: IncomingMessage, body: Buffer<ArrayBuffer>): Response {
  const headers = new Headers();
  const raw = res.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  const status = res.statusCode ?? 502;
  const empty = status === 204 || status === 205 || status === 304;
  return new Response(empty ? null : body, {
    status,
    statusText: res.statusMessage ?? '',
    headers,
  });
}

/** Plain header pairs of a fetch `headers` init. */
function headerRecord(init: HeadersInit | undefined): Record<string, string> {
  if (!init) return {};
  if (init instanceof Headers || Array.isArray(init)) return Object.fromEntries(new Headers(init));
  return init as Record<string, string>;
}

/** How long a call may go without a byte from the API before it fails (ms). */
export const API_IDLE_TIMEOUT_MS = 30_000;

/**
 * The web server's `fetch` for its GraphQL calls to the API (docs/decisions/0515): `node:http`
 * with kept-alive connections. Node's global fetch costs about three times the CPU per call
 * (measured 430–570 µs against 120–200 µs), and a page asks the API up to three times. It covers
 * what the GraphQL client sends (a URL, method, headers, a string body, an abort signal) and
 * answers a standard `Response`; anything else (a `Request`, a stream or form body) goes to the
 * global fetch. Like fetch, a network failure rejects with `TypeError('fetch failed')` whose
 * `cause` carries Node's error code, and an abort with the signal's reason. A connection on which
 * the API stays silent for `idleTimeoutMs` (default {@link API_IDLE_TIMEOUT_MS}) fails the same
 * way, so a hung API cannot hold pages forever.
 */
export function createApiFetch({
  idleTimeoutMs = API_IDLE_TIMEOUT_MS,
}: { idleTimeoutMs?: number } = {}): typeof fetch {
  return (input, init = {}) => {
    const { body, signal } = init;
    if (input instanceof Request || (body != null && typeof body !== 'string')) {
      return fetch(input, init);
    }
    const url = input instanceof URL ? input : new URL(input);
    const agent = agents[url.protocol as keyof typeof agents];
    if (!agent) return fetch(input, init);
    if (signal?.aborted) return Promise.reject(signal.reason);

    return new Promise<Response>((resolve, reject) => {
      const headers = headerRecord(init.headers);
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(url, { method: init.method ?? 'GET', headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(toResponse(res, Buffer.concat(chunks)));
        });
        res.on('error', fail);
      });
      function fail(error: Error) {
        signal?.removeEventListener('abort', onAbort);
        reject(new TypeError('fetch failed', { cause: error }));
      }
      function onAbort() {
        req.destroy();
        reject(signal!.reason);
      }
      signal?.addEventListener('abort', onAbort, { once: true });
      req.on('error', fail);
      req.setTimeout(idleTimeoutMs, () => {
        req.destroy(new Error(`the API sent nothing for ${idleTimeoutMs} ms`));
      });
      req.end(body ?? undefined);
    });
  };
}

/** {@link createApiFetch} with its defaults: what the site's GraphQL clients use. */
export const apiFetch: typeof fetch = createApiFetch();
