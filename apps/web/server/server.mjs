// @ts-check
/**
 * The production server of the site: React Router's request handler on `node:http`, the built
 * client files, and the in-memory page cache for anonymous visitors (which `react-router-serve`
 * cannot do). `pnpm start` runs it. Settings: PORT (3000), HOST (all interfaces), PAGE_CACHE
 * ('off' disables it); the app itself reads API_URL and SITE_NAME.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from 'react-router';
import { isCacheableRequest, isCacheableResponse, PageCache } from './page-cache.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'build', 'client');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
const cacheEnabled = process.env.PAGE_CACHE !== 'off';

/** @type {import('react-router').ServerBuild} */
const build = await import(path.join(root, 'build', 'server', 'index.js'));
const handle = createRequestHandler(build, process.env.NODE_ENV ?? 'production');
const cache = new PageCache();

const MIME = /** @type {Record<string, string>} */ ({
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
});

/**
 * Serves a file of build/client when one matches; hashed assets are immutable, the latest-build
 * file must never be cached (the build-update check reads it), the rest an hour.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 */
async function serveStatic(req, res, pathname) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const file = path.join(clientDir, path.normalize(decodeURIComponent(pathname)));
  if (!file.startsWith(clientDir + path.sep)) return false;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  const cacheControl = pathname.startsWith('/assets/')
    ? 'public, max-age=31536000, immutable'
    : pathname === '/latest-build.json'
      ? 'no-cache, no-store'
      : 'public, max-age=3600';
  res.writeHead(200, {
    'Content-Type': MIME[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': info.size,
    'Cache-Control': cacheControl,
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
  return true;
}

/**
 * The Fetch API request for a Node request (React Router's handler speaks Fetch); aborted when
 * the visitor goes away before the answer is sent.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} [res] absent for a background revalidation
 */
function toRequest(req, res) {
  const origin = `http://${req.headers.host ?? `localhost:${port}`}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // Like any proxy, add the visitor's address to the forwarding chain: the API's per-address
  // rate limits read its last entry (docs/decisions/0104).
  const address = req.socket?.remoteAddress;
  if (address) {
    const chain = headers.get('x-forwarded-for');
    headers.set('x-forwarded-for', chain ? `${chain}, ${address}` : address);
  }
  const controller = new AbortController();
  // Per response, not per socket: keep-alive sockets serve many requests.
  res?.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody
      ? { body: /** @type {ReadableStream} */ (Readable.toWeb(req)), duplex: 'half' }
      : {}),
  });
}

/**
 * Headers of a Fetch response as Node wants them (several Set-Cookie kept apart).
 * @param {Response} response
 * @returns {[string, string][]}
 */
function headerPairs(response) {
  /** @type {[string, string][]} */
  const pairs = [];
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') pairs.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) pairs.push(['set-cookie', cookie]);
  return pairs;
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {{ status: number, headers: [string, string][], body: Buffer }} page
 * @param {string} cacheState
 * @param {boolean} head
 */
function sendBuffered(res, page, cacheState, head) {
  res.statusCode = page.status;
  for (const [name, value] of page.headers) res.appendHeader(name, value);
  res.setHeader('X-Page-Cache', cacheState);
  res.setHeader('Content-Length', page.body.length);
  res.end(head ? undefined : page.body);
}

/**
 * Renders a page and, when it may be cached, stores it. Returns the buffered page. A background
 * revalidation passes no `res`: nobody waits for it, nothing aborts it.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} key
 * @param {import('node:http').ServerResponse} [res]
 */
async function renderAndStore(req, key, res) {
  const response = await handle(toRequest(req, res));
  const page = {
    status: response.status,
    headers: headerPairs(response).filter(([name]) => name !== 'content-length'),
    body: Buffer.from(await response.arrayBuffer()),
  };
  if (isCacheableResponse(response)) cache.store(key, page);
  return page;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
async function onRequest(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (await serveStatic(req, res, url.pathname)) return;
  const head = req.method === 'HEAD';

  if (cacheEnabled && isCacheableRequest(req)) {
    // The method is part of the key: a HEAD answer has no body to give a GET.
    const key = `${req.method} ${req.headers.host ?? ''}${req.url ?? '/'}`;
    const hit = cache.lookup(key);
    if (hit) {
      sendBuffered(res, hit.page, hit.state === 'fresh' ? 'HIT' : 'STALE', head);
      if (hit.state === 'stale' && !cache.revalidating.has(key)) {
        cache.revalidating.add(key);
        renderAndStore(req, key)
          .catch((error) => console.error('[web] background revalidation failed:', error))
          .finally(() => cache.revalidating.delete(key));
      }
      return;
    }
    sendBuffered(res, await renderAndStore(req, key, res), 'MISS', head);
    return;
  }

  // Everyone else: streamed straight through, never stored.
  const response = await handle(toRequest(req, res));
  res.statusCode = response.status;
  for (const [name, value] of headerPairs(response)) res.appendHeader(name, value);
  if (cacheEnabled) res.setHeader('X-Page-Cache', 'BYPASS');
  if (!response.body || head) {
    res.end();
    return;
  }
  Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream} */ (response.body)).pipe(
    res,
  );
}

const server = createServer((req, res) => {
  onRequest(req, res).catch((error) => {
    console.error('[web] request failed:', error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Internal Server Error');
  });
});

server.listen(port, host, () => {
  console.log(
    `[web] listening on http://${host ?? 'localhost'}:${port} (page cache ${cacheEnabled ? 'on' : 'off'})`,
  );
});

// Clean shutdown on SIGTERM/SIGINT: stop accepting, let running requests finish.
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
