import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// public/favicon.ico is the SVG icon (public/favicon.svg) drawn at 16, 32 and 48 px, as PNG
// images in an ICO file (every browser since IE 9 reads PNG in ICO). It is a file and not a
// redirect to the SVG: the browsers and tools that ask for /favicon.ico by that name (older
// browsers, feed readers, link previews, crawlers) are the ones that do not read SVG icons.
// Made once from the SVG with sharp (density for each size, then the ICO header and directory by
// hand); make it again when the SVG changes.
const ico = readFileSync(new URL('../../public/favicon.ico', import.meta.url));
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('public/favicon.ico', () => {
  it('is an ICO file with PNG images of 16, 32 and 48 px', () => {
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i;
      const size = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      expect(offset + size).toBeLessThanOrEqual(ico.length);
      const image = ico.subarray(offset, offset + size);
      expect(image.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      // The PNG's own width and height match the directory's (0 would mean 256).
      expect(image.readUInt32BE(16)).toBe(ico[entry]);
      expect(image.readUInt32BE(20)).toBe(ico[entry + 1]);
      sizes.push(ico[entry]!);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('stays small', () => {
    expect(ico.length).toBeLessThan(4096);
  });
});
