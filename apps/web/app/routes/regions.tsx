import { data } from 'react-router';
import { Pagination, PastTheEnd } from '../components/search/pagination.js';
import { RegionFilters } from '../components/region/region-filters.js';
import { RegionList } from '../components/region/region-list.js';
import { createApiClient } from '../lib/api.server.js';
import { publicCacheHeaders } from '../lib/http.js';
import { parseRegionListQuery, REGIONS_PAGE_SIZE, regionListSearch } from '../lib/regions.js';
import { loadRegionList } from '../lib/regions.server.js';
import { pageMeta } from '../lib/seo.js';
import type { Route } from './+types/regions';
import { DiscoveryBaseStyles } from '../components/search/discovery-base-styles.js';

export const headers = publicCacheHeaders;

/** One page of the regions list for the filters in the URL (country, facilities, page). */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = parseRegionListQuery(url.searchParams);
  const regions = await loadRegionList(createApiClient(), query);
  // A page past the end does not exist, as in the article lists: 404. The list's own page still
  // renders (the filters and the way back to the first page), not the bare not-found view.
  const pastTheEnd = query.page > 1 && regions.items.length === 0;
  return data(
    {
      query,
      total: regions.total,
      regions: regions.items,
      search: regionListSearch(query, query.page),
    },
    pastTheEnd ? { status: 404 } : undefined,
  );
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(
    {
      // Each page its own title, as in the article lists.
      title:
        data && data.query.page > 1 ? `Skigebieden - pagina ${data.query.page}` : 'Skigebieden',
      description:
        'Alle skigebieden in Oostenrijk, Frankrijk, Zwitserland en Italië, te filteren op land en voorzieningen.',
      path: `/regios${data?.search ?? ''}`,
      // Filtered and paged variants are the same list: only the plain list is indexed.
      hasIndex: !data?.search,
    },
    matches,
  );
}

export default function Regions({ loaderData }: Route.ComponentProps) {
  const { query, total, regions } = loaderData;
  return (
    <div className="regions-page">
      <DiscoveryBaseStyles />
      <h1>Skigebieden</h1>
      <RegionFilters query={query} />
      <section aria-labelledby="regions-results-heading">
        <h2 id="regions-results-heading" className="result-total" aria-live="polite">
          {total === 1 ? '1 skigebied gevonden' : `${total} skigebieden gevonden`}
        </h2>
        {total === 0 ? (
          <p>
            Geen skigebieden gevonden met deze filters. Kies minder voorzieningen of een ander land.
          </p>
        ) : regions.length === 0 ? (
          <PastTheEnd firstHref={`/regios${regionListSearch(query, 1)}`} />
        ) : (
          <RegionList regions={regions} />
        )}
        <Pagination
          page={query.page}
          total={total}
          pageSize={REGIONS_PAGE_SIZE}
          hrefFor={(page) => `/regios${regionListSearch(query, page)}`}
          label="Pagina's van de skigebieden"
        />
      </section>
    </div>
  );
}
