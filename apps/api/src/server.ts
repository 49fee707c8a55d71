import { createServer } from 'node:http';
import { loadEnv } from './env.js';
import { createLogger } from './lib/logger.js';
import { createRuntime } from './runtime.js';
import { seedDemo } from './seed/demo.js';

/** Starts the API: migrate, seed the demo content once, listen; stops cleanly on SIGTERM/SIGINT. */
async function main() {
  const env = loadEnv();
  const logger = createLogger();
  const runtime = await createRuntime({
    env,
    logger,
    seed: (database) => seedDemo(database.db, env.mediaDir, logger),
  });
  const server = createServer(runtime.app);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(env.port, env.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  logger.info('listening', {
    url: `http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${port}/graphql`,
    database: runtime.database.kind,
  });

  let stopping = false;
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
