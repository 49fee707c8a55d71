import { Form } from 'react-router';
import { REGION_COUNTRIES, REGION_FLAGS, type RegionListQuery } from '../../lib/regions.js';

/**
 * The regions list's filters as a GET form: without JavaScript the browser submits it as a normal
 * request to `/regios?land=..&voorziening=..`; with JavaScript React Router does the same in place.
 */
export function RegionFilters({ query }: { query: RegionListQuery }) {
  return (
    <Form
      method="get"
      action="/regios"
      className="discovery-form"
      aria-labelledby="region-filters-heading"
    >
      <h2 id="region-filters-heading">Filteren</h2>
      <p>
        <label htmlFor="region-filter-country">Land</label>{' '}
        <select id="region-filter-country" name="land" defaultValue={query.country ?? ''}>
          <option value="">Alle landen</option>
          {REGION_COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.label}
            </option>
          ))}
        </select>
      </p>
      <fieldset>
        <legend>Voorzieningen</legend>
        {REGION_FLAGS.map((entry) => (
          <label key={entry.param} className="region-filters__flag">
            <input
              type="checkbox"
              name="voorziening"
              value={entry.param}
              defaultChecked={query.flags.includes(entry.flag)}
            />{' '}
            {entry.label}
          </label>
        ))}
      </fieldset>
      <button type="submit">Toon skigebieden</button>
    </Form>
  );
}
