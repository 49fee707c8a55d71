import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { ensureDemoApplication } from './applications.js';
import { openDatabase } from './db/client.js';
import { loadEnv } from './env.js';
import { createLogger, silentLogger } from './log.js';
import { createWebPushSender } from './push/deliver.js';

const env = loadEnv();
const log = env.LOG_LEVEL === 'silent' ? silentLogger : createLogger();
const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  (error) => log.error('database connection lost, reconnecting', { error: error.message }),
);
const demo = await ensureDemoApplication(
  database.db,
  env.DEMO_MASTER_SECRET,
  env.DEMO_ALLOWED_ORIGINS,
);

const outbound = { allowPrivateTargets: env.ALLOW_PRIVATE_TARGETS };
const app = createApp({
  db: database.db,
  log,
  publicUrl: env.PUBLIC_URL,
  push: createWebPushSender({ outbound }),
  vapidSubject: env.VAPID_SUBJECT,
  outbound,
});

const server = serve(
  { fetch: app.fetch, port: env.PORT, ...(env.HOST ? { hostname: env.HOST } : {}) },
  (info) => {
    log.info('push provider listening', {
      port: info.port,
      storage: env.DATABASE_URL ? 'postgresql' : `pglite:${env.DATA_DIR}`,
      demoApplication: demo.key,
      vapidPublicKey: demo.vapidPublicKey,
      // Said at every start, so a production log shows when webhooks and pushes may reach the local network.
      privateTargets: env.ALLOW_PRIVATE_TARGETS ? 'allowed' : 'refused',
    });
  },
);

server.on('error', (error: NodeJS.ErrnoException) => {
  // EADDRINUSE and friends: say which port, then stop instead of hanging without a listener.
  log.error('the server could not listen', {
    port: env.PORT,
    code: error.code,
    error: error.message,
  });
  void database.close().finally(() => process.exit(1));
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info('shutting down', { signal });
  // Stop accepting connections, let running requests finish, then close the database.
  server.close(() => {
    database.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('closing the database failed', { error: String(error) });
        process.exit(1);
      },
    );
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
