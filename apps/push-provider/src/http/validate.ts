import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError } from './errors.js';

/** One line naming each bad field, e.g. `tags: expected array, received undefined`. */
function describe(error: z.ZodError, where: string): string {
  const problems = error.issues.map((issue) => {
    const path = issue.path.length > 0 ? issue.path.join('.') : where;
    return `${path}: ${issue.message}`;
  });
  return `Invalid ${where}: ${problems.join('; ')}`;
}

/**
 * The path (`userData.club`, `tags.0`) of the first string or object key in `value` that holds
 * U+0000, or null. PostgreSQL's text and jsonb cannot store that character: a value with it would
 * fail its statement (a 500) instead of being refused as bad input.
 */
function pathToNul(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path.join('.') : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathToNul(item, [...path, String(index)]);
      if (found !== null) return found;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\0')) return [...path, key].join('.');
      const found = pathToNul(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Refuses U+0000 anywhere in `value` with a 400 naming where it is. */
function refuseNul(value: unknown, where: string): void {
  const path = pathToNul(value);
  if (path !== null)
    throw new HttpError(
      400,
      'bad-request',
      `Invalid ${where}: ${path || where}: must not contain the character U+0000`,
    );
}

/** Parses the JSON body with the schema; a missing, malformed or invalid body is a 400 with a clear message. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, 'bad-request', 'Request body must be valid JSON');
  }
  refuseNul(body, 'request body');
  const result = schema.safeParse(body);
  if (!result.success)
    throw new HttpError(400, 'bad-request', describe(result.error, 'request body'));
  return result.data;
}

/** Parses the query string with the schema; invalid parameters are a 400 with a clear message. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const query = c.req.query();
  refuseNul(query, 'query');
  const result = schema.safeParse(query);
  if (!result.success) throw new HttpError(400, 'bad-request', describe(result.error, 'query'));
  return result.data;
}
