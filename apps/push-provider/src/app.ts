import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { adminAuth, apiAuth } from './http/auth.js';
import type { AppEnv, Deps } from './http/context.js';
import { HttpError, errorBody } from './http/errors.js';
import { adminRoutes } from './routes/admin.js';
import { applicationRoutes } from './routes/application.js';
import { devicesRoutes, supportRoutes } from './routes/devices.js';
import { eventRoutes } from './routes/events.js';
import { notificationRoutes } from './routes/inbox.js';
import { linkRoutes } from './routes/links.js';
import { passRoutes } from './routes/passes.js';
import { MAX_UPLOAD_BYTES, replyRoutes, uploadRoutes } from './routes/replies.js';

/** Builds the provider's HTTP app: `/api` (SDK calls), `/admin` (owner calls), `/upload`, `/health`. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/health', async (c) => {
    await deps.db.execute(sql`select 1`);
    return c.json({ status: 'ok' });
  });

  const api = new Hono<AppEnv>();
  api.use('*', apiAuth(deps));
  // Bodies are read whole: cap them (the largest legitimate one is a reply upload plus its form framing).
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
      onError: (c) => c.json(errorBody('payload-too-large', 'The request body is too large'), 413),
    }),
  );
  api.route('/application', applicationRoutes());
  api.route('/push', devicesRoutes(deps));
  api.route('/support', supportRoutes(deps));
  api.route('/notification', notificationRoutes(deps));
  api.route('/link', linkRoutes(deps));
  api.route('/event', eventRoutes(deps));
  api.route('/pass', passRoutes(deps));
  api.route('/', replyRoutes(deps));
  app.route('/api', api);

  const admin = new Hono<AppEnv>();
  admin.use('*', adminAuth(deps));
  admin.route('/', adminRoutes(deps));
  app.route('/admin', admin);

  app.route('/upload', uploadRoutes(deps));

  app.notFound((c) =>
    c.json(errorBody('not-found', `No route for ${c.req.method} ${c.req.path}`), 404),
  );
  app.onError((error, c) => {
    if (error instanceof HttpError)
      return c.json(errorBody(error.code, error.message), error.status);
    deps.log.error('unexpected error', {
      method: c.req.method,
      path: c.req.path,
      error: String(error),
    });
    // Unexpected errors are masked: the details stay in the log.
    return c.json(errorBody('internal', 'Internal server error'), 500);
  });
  return app;
}
