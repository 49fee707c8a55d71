import { InlineStyle } from '../components/layout/inline-style.js';
import { Pagination, PastTheEnd } from '../components/search/pagination.js';
import { SearchForm } from '../components/search/search-form.js';
import { SearchResults } from '../components/search/search-results.js';
import searchStyles from '../components/search/search.css?inline';
import { createApiClient } from '../lib/api.server.js';
import { env } from '../lib/env.server.js';
import { publicCacheHeaders } from '../lib/http.js';
import { MAX_QUERY_LENGTH, parseSearchQuery, SEARCH_PAGE_SIZE, searchHref } from '../lib/search.js';
import { loadSearchResults } from '../lib/search.server.js';
import { pageMeta } from '../lib/seo.js';
import type { Route } from './+types/search';
import { DiscoveryBaseStyles } from '../components/search/discovery-base-styles.js';

export const headers = publicCacheHeaders;

/** The search page's results for `?q=` (with `soort` and `pagina`); no query, no search. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseSearchQuery(new URL(request.url).searchParams);
  if (query.q === '') return { query, state: 'empty' as const };
  if (query.q.length > MAX_QUERY_LENGTH) return { query, state: 'too-long' as const };
  const results = await loadSearchResults(createApiClient(), query, env.apiOrigin);
  // A query the API does not search for (a single character): its message, next to the field.
  if ('refused' in results) return { query, state: 'refused' as const, message: results.refused };
  return { query, state: 'results' as const, ...results };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const q = data?.query.q ?? '';
  return pageMeta(
    {
      title: q ? `Zoeken naar ‘${q}’` : 'Zoeken',
      description: 'Zoek in de artikelen en onderwerpen van de site.',
      path: '/zoeken',
      // Result pages are endless variations of one page: only the empty search page is indexed.
      hasIndex: q === '',
    },
    matches,
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  return (
    <div className="search-page">
      <DiscoveryBaseStyles />
      <InlineStyle id="search" css={searchStyles} />
      <h1>Zoeken</h1>
      <SearchForm query={query} />
      {loaderData.state === 'empty' ? (
        <p>Vul een zoekterm in om te zoeken in artikelen en onderwerpen.</p>
      ) : null}
      {loaderData.state === 'too-long' ? (
        <p role="alert">De zoekterm is te lang: gebruik hoogstens {MAX_QUERY_LENGTH} tekens.</p>
      ) : null}
      {loaderData.state === 'refused' ? <p role="alert">{loaderData.message}</p> : null}
      {loaderData.state === 'results' ? (
        <section aria-labelledby="search-results-heading">
          <h2 id="search-results-heading" className="result-total">
            {loaderData.total === 0
              ? `Geen resultaten voor ‘${query.q}’`
              : `${loaderData.total} ${loaderData.total === 1 ? 'resultaat' : 'resultaten'} voor ‘${query.q}’`}
          </h2>
          {loaderData.total === 0 ? (
            <p>Probeer een ander woord, of zoek zonder filter op soort.</p>
          ) : loaderData.items.length === 0 ? (
            <PastTheEnd firstHref={`/zoeken${searchHref(query, 1)}`} />
          ) : (
            <SearchResults items={loaderData.items} />
          )}
          <Pagination
            page={query.page}
            total={loaderData.total}
            pageSize={SEARCH_PAGE_SIZE}
            hrefFor={(page) => `/zoeken${searchHref(query, page)}`}
            label="Pagina's van de zoekresultaten"
          />
        </section>
      ) : null}
    </div>
  );
}
