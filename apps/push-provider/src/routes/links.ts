import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { dynamicLinks } from '../db/schema.js';
import type { AppEnv, Deps } from '../http/context.js';
import { notFound } from '../http/errors.js';
import { readQuery } from '../http/validate.js';

/** `GET /api/link/dynamic/{url}`: resolves a short link to its target. */
export function linkRoutes(deps: Deps) {
  const routes = new Hono<AppEnv>();
  // `{.+}` also accepts a link whose slashes the client did not percent-encode.
  routes.get('/dynamic/:url{.+}', async (c) => {
    readQuery(
      c,
      z.object({
        platform: z.literal('Web', 'must be Web'),
        deviceID: z.string().min(1).optional(),
      }),
    );
    const url = c.req.param('url');
    const [link] = await deps.db
      .select()
      .from(dynamicLinks)
      .where(
        and(eq(dynamicLinks.applicationId, c.get('application').id), eq(dynamicLinks.url, url)),
      )
      .limit(1);
    if (!link) throw notFound(`Dynamic link ${url}`);
    return c.json({ link: { url: link.url, target: link.target } });
  });
  return routes;
}
