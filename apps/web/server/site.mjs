// @ts-check
/**
 * One process of the site's production server: React Router's request handler on `node:http`,
 * the built client files, and the in-memory page cache for anonymous visitors (which
 * `react-router-serve` cannot do). `server.mjs` starts it, once per core. Settings: PORT (3000),
 * HOST (all interfaces), PAGE_CACHE ('off' disables it); the app itself reads API_URL and SITE_NAME.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from 'react-router';
import {
  chooseEncoding,
  compressBuffer,
  compressStream,
  worthCompressing,
} from './compression.mjs';
import { isCacheableRequest, isCacheableResponse, PageCache } from './page-cache.mjs';
import { requestUrl } from './request-url.mjs';
import { indexStaticFiles, LATEST_BUILD_PATH } from './static-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'build', 'client');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
const cacheEnabled = process.env.PAGE_CACHE !== 'off';

/** @type {import('react-router').ServerBuild} */
const build = await import(path.join(root, 'build', 'server', 'index.js'));
const handle = createRequestHandler(build, process.env.NODE_ENV ?? 'production');
const cache = new PageCache();

const staticFiles = indexStaticFiles(clientDir);

/**
 * Serves a file of build/client when one matches, precompressed when the browser accepts it.
 * The latest-build file is read afresh each time and never cached (the build-update check reads
 * it); hashed assets are immutable.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 */
async function serveStatic(req, res, pathname) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const entry = staticFiles.get(decoded);
  if (!entry) return false;
  if (decoded === LATEST_BUILD_PATH) {
    const body = await readFile(entry.file);
    res.writeHead(200, {
      'Content-Type': entry.contentType,
      'Content-Length': body.length,
      'Cache-Control': entry.cacheControl,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const variant = encoding ? entry.variants[encoding] : undefined;
  /** @type {Record<string, string | number>} */
  const headers = {
    'Content-Type': entry.contentType,
    'Content-Length': variant?.size ?? entry.size,
    'Cache-Control': entry.cacheControl,
  };
  if (Object.keys(entry.variants).length > 0) headers.Vary = 'Accept-Encoding';
  if (variant && encoding) headers['Content-Encoding'] = encoding;
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else createReadStream(variant?.file ?? entry.file).pipe(res);
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
  return new Request(requestUrl(req.url, origin), {
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

/** Compressed copies of stored pages, per encoding, made on first use. */
const encodedPages = /** @type {WeakMap<object, Map<string, Buffer>>} */ (new WeakMap());

/**
 * The body to send for a buffered page and its encoding: compressed when it is text, large enough
 * and accepted; a stored page is compressed once per encoding.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ status: number, headers: [string, string][], body: Buffer }} page
 * @param {boolean} stored
 * @returns {{ body: Buffer, encoding: import('./compression.mjs').Encoding | null, compressible: boolean }}
 */
function encodedBody(req, page, stored) {
  const compressible = worthCompressing(
    page.headers.find(([name]) => name === 'content-type')?.[1],
    page.headers.some(([name]) => name === 'content-encoding'),
    page.body.length,
  );
  const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : null;
  if (!encoding) return { body: page.body, encoding: null, compressible };
  if (!stored) return { body: compressBuffer(page.body, encoding), encoding, compressible };
  let copies = encodedPages.get(page);
  if (!copies) encodedPages.set(page, (copies = new Map()));
  let body = copies.get(encoding);
  if (!body) copies.set(encoding, (body = compressBuffer(page.body, encoding)));
  return { body, encoding, compressible };
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ status: number, headers: [string, string][], body: Buffer }} page
 * @param {string} cacheState
 * @param {boolean} stored whether `page` is the page cache's own copy
 */
function sendBuffered(req, res, page, cacheState, stored) {
  const { body, encoding, compressible } = encodedBody(req, page, stored);
  res.statusCode = page.status;
  for (const [name, value] of page.headers) res.appendHeader(name, value);
  if (compressible) res.appendHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('X-Page-Cache', cacheState);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Renders a page and, when it may be cached, stores it. Returns the buffered page (the stored copy
 * when stored, so its compressed copies are made once). A background
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
  if (isCacheableResponse(response)) return { page: cache.store(key, page), stored: true };
  return { page, stored: false };
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
async function onRequest(req, res) {
  const url = requestUrl(req.url, 'http://localhost');
  if (await serveStatic(req, res, url.pathname)) return;
  if (cacheEnabled && isCacheableRequest(req)) {
    // The method is part of the key: a HEAD answer has no body to give a GET.
    const key = `${req.method} ${req.headers.host ?? ''}${req.url ?? '/'}`;
    const hit = cache.lookup(key);
    if (hit) {
      sendBuffered(req, res, hit.page, hit.state === 'fresh' ? 'HIT' : 'STALE', true);
      if (hit.state === 'stale' && !cache.revalidating.has(key)) {
        cache.revalidating.add(key);
        renderAndStore(req, key)
          .catch((error) => console.error('[web] background revalidation failed:', error))
          .finally(() => cache.revalidating.delete(key));
      }
      return;
    }
    const { page, stored } = await renderAndStore(req, key, res);
    sendBuffered(req, res, page, 'MISS', stored);
    return;
  }

  // Everyone else: streamed straight through (compressed when it is text), never stored.
  const response = await handle(toRequest(req, res));
  res.statusCode = response.status;
  for (const [name, value] of headerPairs(response)) res.appendHeader(name, value);
  if (cacheEnabled) res.setHeader('X-Page-Cache', 'BYPASS');
  if (!response.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  const length = response.headers.get('content-length');
  const compressible = worthCompressing(
    response.headers.get('content-type'),
    response.headers.has('content-encoding'),
    length === null ? null : Number(length),
  );
  const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : null;
  const body = Readable.fromWeb(
    /** @type {import('node:stream/web').ReadableStream} */ (response.body),
  );
  if (compressible) res.appendHeader('Vary', 'Accept-Encoding');
  if (!encoding) {
    body.pipe(res);
    return;
  }
  res.removeHeader('Content-Length');
  res.setHeader('Content-Encoding', encoding);
  await pipeline(body, compressStream(encoding), res).catch(() => {
    // The visitor went away mid-answer: nothing to send them.
  });
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
