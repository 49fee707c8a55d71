import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { MAX_QUERY_LENGTH, SEARCH_KINDS, type SearchPageQuery } from '../../lib/search.js';

/** The search form: a GET form to `/zoeken`, so the query lands in the URL (`?q=`) and works without JavaScript. */
export function SearchForm({ query }: { query: SearchPageQuery }) {
  const form = useRef<HTMLFormElement>(null);
  // The fields are uncontrolled (defaultValue), so after Back or Forward they would keep what was
  // last typed while the URL and the results are another search's. Put the URL's values back
  // whenever they change. Not a remount (a key): that would drop the focus from the field or
  // button the visitor just used.
  const mounted = useRef(false);
  useEffect(() => {
    // Not on the first render: what was chosen before hydration stays.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (!form.current) return;
    const input = form.current.elements.namedItem('q');
    if (input instanceof HTMLInputElement) input.value = query.q;
    for (const radio of form.current.querySelectorAll<HTMLInputElement>('input[name="soort"]')) {
      radio.checked = radio.value === (query.kind ?? '');
    }
  }, [query.q, query.kind]);
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
