import { and, sql, type SQL, type Table } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';
import { rowFromJson } from './articles/related.js';

/** One parent's page of a list, as the `*List` types return it. */
export interface ListPage<R> {
  total: number;
  items: R[];
}

/** What `listPerParent` needs to know about the list. */
export interface PerParentList<T extends Table> {
  table: T;
  /** The parents' keys (text; cast in `belongsTo` where the column is not). */
  keys: readonly string[];
  /** Whether a row of `table` belongs to the parent whose key is the SQL text value `key`. */
  belongsTo: (key: SQL) => SQL;
  where: SQL | undefined;
  orderBy: SQL[];
  offset: number;
  limit: number;
}

/**
 * The same list (filters, order, paging) for many parents in one statement: each parent's rows are
 * numbered and counted with window functions, and only its page is returned. This is what the
 * batch loaders of a nested list (`Region.articles`, `Page.children`) run instead of one list query
 * per parent row. Parents without rows get `{ total: 0, items: [] }`; a page past a parent's last
 * row gets no items and still the parent's total (its last row comes along to carry the count).
 */
export async function listPerParent<T extends Table>(
  db: Db,
  list: PerParentList<T>,
): Promise<Map<string, ListPage<T['$inferSelect']>>> {
  const { table, keys, offset, limit } = list;
  const result = new Map<string, ListPage<T['$inferSelect']>>(
    keys.map((key) => [key, { total: 0, items: [] }]),
  );
  if (!keys.length) return result;
  const parentKey = sql`parent.key`;
  const rows = await queryRows<{ parent: string; total: number; position: number; row: unknown }>(
    db,
    sql`SELECT ranked.parent, ranked.total, ranked.position, ranked.row FROM (
      SELECT parent.key AS parent, row_to_json(${table}) AS row,
        (row_number() OVER (PARTITION BY parent.key ORDER BY ${sql.join(list.orderBy, sql`, `)}))::int AS position,
        (count(*) OVER (PARTITION BY parent.key))::int AS total
      FROM unnest(ARRAY[${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )}]::text[]) AS parent(key)
      JOIN ${table} ON ${and(list.belongsTo(parentKey), list.where) ?? sql`true`}
    ) ranked
    WHERE (ranked.position > ${offset} AND ranked.position <= ${offset + limit})
      OR (ranked.position = ranked.total AND ranked.total <= ${offset})
    ORDER BY ranked.parent, ranked.position`,
  );
  for (const { parent, total, position, row } of rows) {
    const page = result.get(parent)!;
    page.total = Number(total);
    if (Number(position) <= offset) continue; // only the count of a page past the end
    page.items.push(rowFromJson(table, typeof row === 'string' ? JSON.parse(row) : row));
  }
  return result;
}
