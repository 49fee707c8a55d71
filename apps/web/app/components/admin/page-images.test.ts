import { describe, expect, it } from 'vitest';
import { type ImageLike, pageImages } from './page-images.js';

const img = (src: string, alt: string, currentSrc = ''): ImageLike => ({
  currentSrc,
  getAttribute: (name) => (name === 'src' ? src : name === 'alt' ? alt : null),
});

describe('pageImages', () => {
  it('lists the content host images once, without query string or fragment', () => {
    expect(
      pageImages(
        [
          img('/media/a.png?w=800', 'A'),
          img('', 'B', 'http://site.test/media/b.png#x'),
          img('/media/a.png?w=160', 'A again'),
          img('https://elders.example/media/c.png', 'C'),
          img('/favicon.svg', ''),
          img('http://[bad', 'kapot'),
        ],
        'http://site.test',
      ),
    ).toEqual([
      { url: 'http://site.test/media/a.png', alt: 'A' },
      { url: 'http://site.test/media/b.png', alt: 'B' },
    ]);
  });
});
