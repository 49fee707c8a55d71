import { createServer } from 'node:http';
import { loadEnv } from './env.js';
import { createLogger } from './lib/logger.js';
import { createRuntime } from './runtime.js';
import { renewDemoWeatherWhileRunning, seedDemo } from './seed/demo.js';

/** Starts the API: migrate, seed the demo content once, listen; stops cleanly on SIGTERM/SIGINT. */
async function main() {
  const env = loadEnv();
  const logger = createLogger();
  const runtime = await createRuntime({
    env,
    logger,
    seed: env.seedDemo ? (database) => seedDemo(database.db, env.mediaDir, logger) : undefined,
  });
  const stopRenewing = env.seedDemo
    ? renewDemoWeatherWhileRunning(runtime.database.db, runtime.cache, logger)
    : async () => {};
  const server = createServer(runtime.app);
  server.keepAliveTimeout = 65_000;
  let stopping = false;
  // While stopping, no connection is kept alive after its response: a keep-alive client (the web
  // server) would otherwise hold the process until the force timeout below.
  server.on('request', (_req, res) => {
    if (stopping && !res.headersSent) res.setHeader('connection', 'close');
    res.once('finish', () => {
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });
  await new Promise<void>((resolve) => server.listen(env.port, env.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  logger.info('listening', {
    url: `http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${port}/graphql`,
    database: runtime.database.kind,
  });

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { signal });
    // Stop accepting, let open requests finish, then close idle keep-alive sockets.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    await closed;
    clearTimeout(force);
    await stopRenewing();
    await runtime.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
