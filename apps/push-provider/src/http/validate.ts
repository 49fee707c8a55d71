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

/** Parses the JSON body with the schema; a missing, malformed or invalid body is a 400 with a clear message. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, 'bad-request', 'Request body must be valid JSON');
  }
  const result = schema.safeParse(body);
  if (!result.success)
    throw new HttpError(400, 'bad-request', describe(result.error, 'request body'));
  return result.data;
}

/** Parses the query string with the schema; invalid parameters are a 400 with a clear message. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw new HttpError(400, 'bad-request', describe(result.error, 'query'));
  return result.data;
}
