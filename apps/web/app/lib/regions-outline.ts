// A region's outline as an SVG path, drawn from its GeoJSON polygon on the server.

/** The drawing box of the outline; the path is fitted inside with a margin. */
export const OUTLINE_VIEWBOX = { width: 320, height: 240, margin: 8 } as const;

/** An SVG outline: the `d` of its path and the box it was fitted in. */
export interface RegionOutline {
  d: string;
  width: number;
  height: number;
}

/**
 * Projects a GeoJSON polygon (`[longitude, latitude]` rings) onto the outline box and returns the
 * SVG path. Longitudes are shrunk by cos(latitude) (equirectangular projection around the region's
 * middle) so an Alpine valley keeps its shape; the y axis is flipped because north is up.
 * Null when the polygon has no usable points.
 */
export function outlinePath(
  coordinates: ReadonlyArray<ReadonlyArray<ReadonlyArray<number>>>,
): RegionOutline | null {
  const rings = coordinates
    .map((ring) => ring.filter((point) => point.length >= 2 && point.every(Number.isFinite)))
    .filter((ring) => ring.length >= 3);
  const points = rings.flat();
  if (points.length === 0) return null;

  const lats = points.map((point) => point[1]!);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const shrink = Math.cos((midLat * Math.PI) / 180);
  const project = (point: ReadonlyArray<number>) => [point[0]! * shrink, -point[1]!] as const;
  const projected = rings.map((ring) => ring.map(project));

  const xs = projected.flat().map(([x]) => x);
  const ys = projected.flat().map(([, y]) => y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX || 1;
  const spanY = Math.max(...ys) - minY || 1;
  const { width, height, margin } = OUTLINE_VIEWBOX;
  const scale = Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY);
  // Centre the shape in the box.
  const offsetX = (width - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;

  const d = projected
    .map(
      (ring) =>
        ring
          .map(([x, y], index) => {
            const px = ((x - minX) * scale + offsetX).toFixed(1);
            const py = ((y - minY) * scale + offsetY).toFixed(1);
            return `${index === 0 ? 'M' : 'L'}${px} ${py}`;
          })
          .join(' ') + ' Z',
    )
    .join(' ');
  return { d, width, height };
}
