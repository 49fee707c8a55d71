import { describe, expect, it } from 'vitest';
import { buildSrcSet, candidateWidths, fallbackSrc, mediaUrl } from './media';

describe('srcset generation', () => {
  it('offers the standard widths for a large image, capped at 1600', () => {
    expect(buildSrcSet({ url: '/media/solden.jpg', width: 4000 })).toBe(
      '/media/solden.jpg?w=320 320w, /media/solden.jpg?w=480 480w, /media/solden.jpg?w=640 640w, ' +
        '/media/solden.jpg?w=800 800w, /media/solden.jpg?w=1024 1024w, ' +
        '/media/solden.jpg?w=1280 1280w, /media/solden.jpg?w=1600 1600w',
    );
  });

  it('is never wider than the original', () => {
    expect(candidateWidths(900)).toEqual([320, 480, 640, 800, 900]);
    expect(candidateWidths(1024)).toEqual([320, 480, 640, 800, 1024]);
    expect(candidateWidths(200)).toEqual([200]);
  });

  it('prefixes the media base URL and keeps existing query strings', () => {
    expect(mediaUrl('/media/a.jpg', 480, 'https://api.nsv.nl/')).toBe(
      'https://api.nsv.nl/media/a.jpg?w=480',
    );
    expect(mediaUrl('/media/a.jpg?v=2', 480)).toBe('/media/a.jpg?v=2&w=480');
    expect(mediaUrl('https://cdn.example/a.jpg', 320, 'https://api.nsv.nl')).toBe(
      'https://cdn.example/a.jpg?w=320',
    );
  });

  it('uses the widest candidate up to 1024 as src', () => {
    expect(fallbackSrc({ url: '/media/a.jpg', width: 3000 })).toBe('/media/a.jpg?w=1024');
    // The original's own width is its plain URL: the media endpoint resizes only to its fixed widths.
    expect(fallbackSrc({ url: '/media/a.jpg', width: 700 })).toBe('/media/a.jpg');
    expect(fallbackSrc({ url: '/media/a.jpg', width: 1400 })).toBe('/media/a.jpg?w=1024');
  });

  it('asks the media endpoint only for the widths it serves (regression: ?w=768 and ?w=900 got 400)', () => {
    const served = [160, 320, 480, 640, 800, 1024, 1280, 1600, 1920];
    for (const width of [200, 700, 900, 1024, 1400, 4000]) {
      const asked = [...buildSrcSet({ url: '/media/a.jpg', width }).matchAll(/\?w=(\d+)/g)].map(
        (m) => Number(m[1]),
      );
      for (const w of asked) expect(served).toContain(w);
      expect(buildSrcSet({ url: '/media/a.jpg', width })).toContain(
        `${width > 1600 ? '/media/a.jpg?w=1600' : '/media/a.jpg'} ${Math.min(width, 1600)}w`,
      );
    }
  });

  it('leaves inline data URLs alone', () => {
    const url = 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E';
    expect(buildSrcSet({ url, width: 800 })).toBe('');
    expect(fallbackSrc({ url, width: 800 })).toBe(url);
  });
});
