import { useId } from 'react';
import { outlinePath } from '../../lib/regions-outline.js';

/** The region's outline as an inline SVG drawn from its GeoJSON polygon, with an accessible name. */
export function RegionOutlineSvg({
  name,
  coordinates,
}: {
  name: string;
  coordinates: ReadonlyArray<ReadonlyArray<ReadonlyArray<number>>>;
}) {
  const titleId = useId();
  const outline = outlinePath(coordinates);
  if (!outline) return null;
  return (
    <svg
      className="region-outline"
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${outline.width} ${outline.height}`}
      width={outline.width}
      height={outline.height}
    >
      <title id={titleId}>{`Omtrek van het skigebied ${name}`}</title>
      <path d={outline.d} />
    </svg>
  );
}
