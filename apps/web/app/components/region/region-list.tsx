import { Link } from 'react-router';
import { countryLabel, REGION_FLAGS, regionTagLabel } from '../../lib/regions.js';
import type { RegionListItem } from '../../lib/regions.server.js';

/** The regions of one page of the list: name linking to the region, country, facilities, tags. */
export function RegionList({ regions }: { regions: RegionListItem[] }) {
  return (
    <ul className="card-list">
      {regions.map((region) => {
        const facilities = REGION_FLAGS.filter((entry) => region[entry.flag]).map(
          (entry) => entry.label,
        );
        return (
          <li key={region.id} className="region-list__item">
            <h3>
              <Link to={`/regios/${region.slug}`}>{region.name}</Link>
            </h3>
            <p className="region-list__country">{countryLabel(region.countryCode)}</p>
            {facilities.length > 0 ? <p>Voorzieningen: {facilities.join(', ')}</p> : null}
            {region.tags.length > 0 ? (
              <p className="region-list__tags">{region.tags.map(regionTagLabel).join(' · ')}</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
