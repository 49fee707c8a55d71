// @ts-check
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  chooseEncoding,
  compressBuffer,
  MIN_COMPRESS_BYTES,
  worthCompressing,
} from './compression.mjs';
import { PageCache } from './page-cache.mjs';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and answers plain when neither is accepted', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding(['deflate', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('honours q=0 and the wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
  });
});

describe('worthCompressing', () => {
  it('takes text of at least the minimum size that is not encoded yet', () => {
    expect(worthCompressing('text/html; charset=utf-8', false, MIN_COMPRESS_BYTES)).toBe(true);
    expect(worthCompressing('application/json', false, null)).toBe(true);
    expect(worthCompressing('text/html', false, MIN_COMPRESS_BYTES - 1)).toBe(false);
    expect(worthCompressing('text/html', true, 50_000)).toBe(false);
    expect(worthCompressing('image/jpeg', false, 50_000)).toBe(false);
    expect(worthCompressing(null, false, 50_000)).toBe(false);
  });
});

describe('compressBuffer', () => {
  it('round-trips in both encodings', () => {
    const body = Buffer.from('<p>Verse sneeuw in Sölden</p>'.repeat(100));
    expect(brotliDecompressSync(compressBuffer(body, 'br')).equals(body)).toBe(true);
    expect(gunzipSync(compressBuffer(body, 'gzip')).equals(body)).toBe(true);
  });
});

describe('PageCache.store', () => {
  it('returns the copy it keeps, the one a later lookup gives', () => {
    const cache = new PageCache();
    const stored = cache.store('GET /', { status: 200, headers: [], body: Buffer.from('x') });
    expect(cache.lookup('GET /')?.page).toBe(stored);
  });
});
