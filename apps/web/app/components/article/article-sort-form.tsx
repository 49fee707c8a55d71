import { Form } from 'react-router';
import type { ListQuery } from '../../lib/articles-list.js';

/**
 * The sort controls of an article list: a GET form (`?sorteer=&volgorde=`), so it works without
 * scripts; sorting starts again at page 1.
 */
export function ArticleSortForm({ query, action }: { query: ListQuery; action: string }) {
  return (
    <Form method="get" action={action} className="sort-form" aria-label="Sorteren">
      <div className="sort-form__field">
        <label htmlFor="sorteer">Sorteer op</label>
        <select id="sorteer" name="sorteer" defaultValue={query.sort}>
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
      <button type="submit" className="sort-form__submit">
        Sorteren
      </button>
    </Form>
  );
}
