import { Form } from 'react-router';
import {
  DEFAULT_ORDER,
  SHOWN_SORT_PARAM,
  shownSort,
  type ListQuery,
  type OrderKey,
  type SortKey,
} from '../../lib/articles-list.js';

/**
 * The sort controls of an article list: a GET form (`?sorteer=&volgorde=`), so it works without
 * scripts; sorting starts again at page 1. Choosing another field brings its own usual order
 * (newest first by date, A to Z by title): with JavaScript the order select follows at once, and
 * without it the server applies the same rule (the hidden field, see SHOWN_SORT_PARAM).
 */
export function ArticleSortForm({ query, action }: { query: ListQuery; action: string }) {
  return (
    <Form method="get" action={action} className="sort-form" aria-label="Sorteren">
      <div className="sort-form__field">
        <label htmlFor="sorteer">Sorteer op</label>
        <select
          id="sorteer"
          name="sorteer"
          defaultValue={query.sort}
          onChange={(event) => {
            const fields = event.currentTarget.form?.elements;
            const order = fields?.namedItem('volgorde');
            const shown = fields?.namedItem(SHOWN_SORT_PARAM);
            if (!(order instanceof HTMLSelectElement) || !(shown instanceof HTMLInputElement)) {
              return;
            }
            const sort = event.currentTarget.value as SortKey;
            order.value = DEFAULT_ORDER[sort];
            // As if shown so: an order the visitor picks after this is theirs, and kept.
            shown.value = shownSort({ page: 1, sort, order: order.value as OrderKey });
          }}
        >
          <option value="datum">Datum</option>
          <option value="titel">Titel</option>
        </select>
      </div>
      <div className="sort-form__field">
        <label htmlFor="volgorde">Volgorde</label>
        <select id="volgorde" name="volgorde" defaultValue={query.order}>
          <option value="af">Aflopend</option>
          <option value="op">Oplopend</option>
        </select>
      </div>
      <input type="hidden" name={SHOWN_SORT_PARAM} value={shownSort(query)} />
      <button type="submit" className="sort-form__submit">
        Sorteren
      </button>
    </Form>
  );
}
