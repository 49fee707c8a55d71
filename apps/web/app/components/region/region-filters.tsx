import { useRef } from 'react';
import { Form } from 'react-router';
import { REGION_COUNTRIES, REGION_FLAGS, type RegionListQuery } from '../../lib/regions.js';
import { useFieldsFromUrl } from '../../lib/use-fields-from-url.js';

/**
 * The regions list's filters as a GET form: without JavaScript the browser submits it as a normal
 * request to `/regios?land=..&voorziening=..`; with JavaScript React Router does the same in place.
 */
export function RegionFilters({ query }: { query: RegionListQuery }) {
  const form = useRef<HTMLFormElement>(null);
  const flags = query.flags.join(',');
  useFieldsFromUrl(form, `${query.country ?? ''}|${flags}`, (current) => {
    const select = current.elements.namedItem('land');
    if (select instanceof HTMLSelectElement) select.value = query.country ?? '';
    const wanted = new Set(query.flags);
    for (const box of current.querySelectorAll<HTMLInputElement>('input[name="voorziening"]')) {
      const entry = REGION_FLAGS.find((f) => f.param === box.value);
      box.checked = entry ? wanted.has(entry.flag) : false;
    }
  });
  return (
    <Form
      ref={form}
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
