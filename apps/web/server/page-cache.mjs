// @ts-check
/**
 * A short-lived in-memory cache of whole anonymous pages, revalidated in the background
 * (stale-while-revalidate). Only GET/HEAD without the session cookie, only 200 answers the app
 * marked `public` and that set no cookie. Logged-in visitors never touch it.
 */

/** @typedef {{ status: number, headers: [string, string][], body: Buffer, storedAt: number }} CachedPage */

/** How long a stored page is served as is (ms). */
export const PAGE_CACHE_FRESH_MS = 5_000;
/** How long after that a stored page is still served while a fresh copy renders (ms). */
export const PAGE_CACHE_STALE_MS = 60_000;
/** At most this many pages are kept; the oldest goes first. */
export const PAGE_CACHE_MAX_ENTRIES = 500;

const SESSION_COOKIE = /(?:^|;\s*)__session=/;

/**
 * Whether a request may be answered from (and stored in) the page cache.
 * @param {import('node:http').IncomingMessage} req
 */
export function isCacheableRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (SESSION_COOKIE.test(req.headers.cookie ?? '')) return false;
  // A hard reload (or the benchmark's fresh run) asks for a fresh render.
  if (/no-cache/.test(String(req.headers['cache-control'] ?? ''))) return false;
  return true;
}

/**
 * Whether an answer may be stored: 200, marked public by the app, no cookie set.
 * @param {Response} response
 */
export function isCacheableResponse(response) {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    /\bpublic\b/.test(cacheControl) &&
    !/no-store|private/.test(cacheControl) &&
    !response.headers.has('set-cookie')
  );
}

/** The cache itself. */
export class PageCache {
  /** @param {{ freshMs?: number, staleMs?: number, maxEntries?: number, now?: () => number }} [options] */
  constructor(options = {}) {
    this.freshMs = options.freshMs ?? PAGE_CACHE_FRESH_MS;
    this.staleMs = options.staleMs ?? PAGE_CACHE_STALE_MS;
    this.maxEntries = options.maxEntries ?? PAGE_CACHE_MAX_ENTRIES;
    this.now = options.now ?? Date.now;
    /** @type {Map<string, CachedPage>} */
    this.entries = new Map();
    /** @type {Set<string>} keys being re-rendered in the background */
    this.revalidating = new Set();
  }

  /**
   * The stored page and whether it is fresh or stale; undefined when absent or too old.
   * @param {string} key
   * @returns {{ page: CachedPage, state: 'fresh' | 'stale' } | undefined}
   */
  lookup(key) {
    const page = this.entries.get(key);
    if (!page) return undefined;
    const age = this.now() - page.storedAt;
    if (age < this.freshMs) return { page, state: 'fresh' };
    if (age < this.freshMs + this.staleMs) return { page, state: 'stale' };
    this.entries.delete(key);
    return undefined;
  }

  /**
   * @param {string} key
   * @param {Omit<CachedPage, 'storedAt'>} page
   * @returns {CachedPage} the stored copy
   */
  store(key, page) {
    this.entries.delete(key);
    const stored = { ...page, storedAt: this.now() };
    this.entries.set(key, stored);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return stored;
  }
}
