// @ts-check
/**
 * The build's client files, indexed once at start: a request for one is a map lookup instead of
 * a `stat` per request (which every page request paid before reaching the page cache). The build
 * does not change under a running server; a deploy starts a new one.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** @typedef {import('./compression.mjs').Encoding} Encoding */
/**
 * @typedef {object} StaticFile
 * @property {string} file absolute path
 * @property {number} size bytes
 * @property {string} contentType
 * @property {string} cacheControl
 * @property {Partial<Record<Encoding, { file: string, size: number }>>} variants precompressed copies
 */

const MIME = /** @type {Record<string, string>} */ ({
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
});

/** The file the site polls for new builds: never cached, read afresh (see serveStatic). */
export const LATEST_BUILD_PATH = '/latest-build.json';

const VARIANT_SUFFIX = /** @type {const} */ ({ br: '.br', gzip: '.gz' });

/**
 * Hashed assets are immutable; the latest-build file must never be cached; the rest an hour.
 * @param {string} pathname
 */
function cacheControlFor(pathname) {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (pathname === LATEST_BUILD_PATH) return 'no-cache, no-store';
  return 'public, max-age=3600';
}

/**
 * Indexes every file under `clientDir` by its URL path, with its precompressed variants.
 * @param {string} clientDir
 * @returns {Map<string, StaticFile>}
 */
export function indexStaticFiles(clientDir) {
  /** @type {Map<string, StaticFile>} */
  const index = new Map();
  const names = /** @type {string[]} */ (readdirSync(clientDir, { recursive: true }));
  const all = new Set(names.map((name) => name.split(path.sep).join('/')));
  for (const name of all) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const file = path.join(clientDir, name);
    const info = statSync(file);
    if (!info.isFile()) continue;
    const pathname = `/${name}`;
    /** @type {StaticFile['variants']} */
    const variants = {};
    for (const [encoding, suffix] of Object.entries(VARIANT_SUFFIX)) {
      if (all.has(name + suffix)) {
        variants[/** @type {Encoding} */ (encoding)] = {
          file: file + suffix,
          size: statSync(file + suffix).size,
        };
      }
    }
    index.set(pathname, {
      file,
      size: info.size,
      contentType: MIME[path.extname(name)] ?? 'application/octet-stream',
      cacheControl: cacheControlFor(pathname),
      variants,
    });
  }
  return index;
}
