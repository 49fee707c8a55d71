import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { passes } from '../db/schema.js';
import type { AppEnv, Deps } from '../http/context.js';
import { notFound } from '../http/errors.js';

/** `/api/pass`: a pass's data and its wallet save links, by serial. */
export function passRoutes(deps: Deps) {
  const routes = new Hono<AppEnv>();
  const requirePass = async (applicationId: string, serial: string) => {
    const [pass] = await deps.db
      .select()
      .from(passes)
      .where(and(eq(passes.applicationId, applicationId), eq(passes.serial, serial)))
      .limit(1);
    if (!pass) throw notFound(`Pass ${serial}`);
    return pass;
  };

  routes.get('/forserial/:serial', async (c) => {
    const pass = await requirePass(c.get('application').id, c.req.param('serial'));
    return c.json({
      pass: {
        serial: pass.serial,
        description: pass.description,
        data: pass.data,
        date: pass.createdAt.toISOString(),
      },
    });
  });

  routes.get('/savelinks/:serial', async (c) => {
    const pass = await requirePass(c.get('application').id, c.req.param('serial'));
    return c.json({
      saveLinks: { googlePay: pass.googlePaySaveLink, appleWallet: pass.appleWalletSaveLink },
    });
  });
  return routes;
}
