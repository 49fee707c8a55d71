import { useRef } from 'react';
import { Form } from 'react-router';
import { MAX_QUERY_LENGTH, SEARCH_KINDS, type SearchPageQuery } from '../../lib/search.js';
import { useFieldsFromUrl } from '../../lib/use-fields-from-url.js';

/** The search form: a GET form to `/zoeken`, so the query lands in the URL (`?q=`) and works without JavaScript. */
export function SearchForm({ query }: { query: SearchPageQuery }) {
  const form = useRef<HTMLFormElement>(null);
  useFieldsFromUrl(form, `${query.q}|${query.kind ?? ''}`, (current) => {
    const input = current.elements.namedItem('q');
    if (input instanceof HTMLInputElement) input.value = query.q;
    for (const radio of current.querySelectorAll<HTMLInputElement>('input[name="soort"]')) {
      radio.checked = radio.value === (query.kind ?? '');
    }
  });
  return (
    <Form ref={form} method="get" action="/zoeken" role="search" className="discovery-form">
      <p>
        <label htmlFor="search-query">Zoekterm</label>{' '}
        <input
          id="search-query"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={MAX_QUERY_LENGTH}
          required
        />
      </p>
      <fieldset>
        <legend>Soort</legend>
        <label>
          <input type="radio" name="soort" value="" defaultChecked={query.kind === null} /> Alles
        </label>
        {SEARCH_KINDS.map((entry) => (
          <label key={entry.kind}>
            <input
              type="radio"
              name="soort"
              value={entry.kind}
              defaultChecked={query.kind === entry.kind}
            />{' '}
            {entry.label}
          </label>
        ))}
      </fieldset>
      <button type="submit">Zoeken</button>
    </Form>
  );
}
