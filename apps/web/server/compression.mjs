// @ts-check
/**
 * Compression of what the server sends: the build's files come precompressed (brotli and gzip,
 * written by scripts/compress-assets.mjs), pages and other text answers are compressed as they go
 * out; a page in the page cache is compressed once per encoding and kept that way.
 */
import zlib from 'node:zlib';

/** @typedef {'br' | 'gzip'} Encoding */

/** Smaller bodies gain nothing worth the header and the CPU. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;

/**
 * Whether a content type is text worth compressing (not images, fonts or other binary formats,
 * which are compressed already).
 * @param {string | null | undefined} contentType
 */
export function isCompressible(contentType) {
  return Boolean(contentType && COMPRESSIBLE.test(contentType));
}

/**
 * Whether an answer is worth compressing: text, not encoded already, and at least
 * MIN_COMPRESS_BYTES long (a streamed answer of unknown length counts as long enough).
 * @param {string | null | undefined} contentType
 * @param {boolean} alreadyEncoded
 * @param {number | null} length
 */
export function worthCompressing(contentType, alreadyEncoded, length) {
  return (
    isCompressible(contentType) &&
    !alreadyEncoded &&
    (length === null || length >= MIN_COMPRESS_BYTES)
  );
}

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli when accepted, else gzip,
 * else none. An encoding with `q=0` is refused.
 * @param {string | string[] | undefined | null} header
 * @returns {Encoding | null}
 */
export function chooseEncoding(header) {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  /** @type {Map<string, number>} */
  const accepted = new Map();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (/** @type {string} */ name) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

// Pages go out once per render: brotli's quality 5 gives most of its gain at a fraction of the
// time of 11 (which the build uses for its files, compressed once).
const BROTLI_DYNAMIC = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/**
 * Compresses a whole body.
 * @param {Buffer} body
 * @param {Encoding} encoding
 */
export function compressBuffer(body, encoding) {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        ...BROTLI_DYNAMIC,
        params: {
          ...BROTLI_DYNAMIC.params,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: 6 });
}

/**
 * A compressing stream for a streamed answer.
 * @param {Encoding} encoding
 * @returns {import('node:stream').Transform}
 */
export function compressStream(encoding) {
  return encoding === 'br' ? zlib.createBrotliCompress(BROTLI_DYNAMIC) : zlib.createGzip();
}
