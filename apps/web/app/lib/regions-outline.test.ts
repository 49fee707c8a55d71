import { describe, expect, it } from 'vitest';
import { OUTLINE_VIEWBOX, outlinePath } from './regions-outline.js';

/** The numbers of a path's points as [x, y] pairs. */
const points = (d: string) =>
  [...d.matchAll(/[ML]([\d.]+) ([\d.]+)/g)].map(
    (match) => [Number(match[1]), Number(match[2])] as const,
  );

describe('outlinePath', () => {
  it('fits the polygon inside the box with its margin and closes the ring', () => {
    const outline = outlinePath([
      [
        [11, 46.9],
        [11.1, 46.9],
        [11.1, 47],
        [11, 47],
        [11, 46.9],
      ],
    ]);
    expect(outline).not.toBeNull();
    expect(outline!.d.endsWith('Z')).toBe(true);
    for (const [x, y] of points(outline!.d)) {
      expect(x).toBeGreaterThanOrEqual(OUTLINE_VIEWBOX.margin - 0.1);
      expect(x).toBeLessThanOrEqual(OUTLINE_VIEWBOX.width - OUTLINE_VIEWBOX.margin + 0.1);
      expect(y).toBeGreaterThanOrEqual(OUTLINE_VIEWBOX.margin - 0.1);
      expect(y).toBeLessThanOrEqual(OUTLINE_VIEWBOX.height - OUTLINE_VIEWBOX.margin + 0.1);
    }
  });

  it('draws north up: a higher latitude gets a smaller y', () => {
    const outline = outlinePath([
      [
        [10, 46],
        [10.1, 46],
        [10.05, 46.1],
        [10, 46],
      ],
    ]);
    const [south, , north] = points(outline!.d);
    expect(north![1]).toBeLessThan(south![1]);
  });

  it('shrinks longitudes by the cosine of the latitude, so a square in degrees is narrower than tall', () => {
    const outline = outlinePath([
      [
        [10, 60],
        [11, 60],
        [11, 61],
        [10, 61],
        [10, 60],
      ],
    ]);
    const xs = points(outline!.d).map(([x]) => x);
    const ys = points(outline!.d).map(([, y]) => y);
    const width = Math.max(...xs) - Math.min(...xs);
    const height = Math.max(...ys) - Math.min(...ys);
    expect(width / height).toBeCloseTo(Math.cos((60.5 * Math.PI) / 180), 1);
  });

  it('gives null for a polygon without usable points', () => {
    expect(outlinePath([])).toBeNull();
    expect(outlinePath([[[1, 2]]])).toBeNull();
  });
});
