import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { createApp, type App } from './app.js';
import { commonPasswords } from './auth/passwords.js';
import { migrate, openDatabase, type Database } from './db/client.js';
import type { Env } from './env.js';
import { createImpressionCounter, type ImpressionCounter } from './lib/impressions.js';
import type { Logger } from './lib/logger.js';
import { Mailer } from './lib/mail.js';
import {
  MemoryRateLimitStore,
  RedisRateLimitStore,
  type RateLimitStore,
} from './lib/rate-limit.js';
import { createMemoryCache, createRedisCache, type ContentCache } from './lib/response-cache.js';

/** A running API without its HTTP listener: the app, its database and a way to close both. */
export interface Runtime {
  app: App;
  database: Database;
  mailer: Mailer;
  rateLimits: RateLimitStore;
  cache: ContentCache;
  impressions: ImpressionCounter;
  close(): Promise<void>;
}

/** Options: seed with `seed` after migrating (the server passes the demo content). */
export interface RuntimeOptions {
  env: Env;
  logger: Logger;
  /** Runs after the migrations, before the app answers (e.g. seeding). */
  seed?: (database: Database) => Promise<void>;
  /** Sees every SQL statement sent (see `DatabaseOptions.onQuery`). */
  onQuery?: (query: string, params: unknown[]) => void;
}

/** Opens and migrates the database, seeds, and builds the app with its shared services. */
export async function createRuntime({
  env,
  logger,
  seed,
  onQuery,
}: RuntimeOptions): Promise<Runtime> {
  // Fail at start-up, not at the first registration, when the password lists cannot be read.
  commonPasswords();
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.databaseUrl ? undefined : env.dataDir,
    onIdleError: (error) => logger.warn('database-connection-lost', { error: error.message }),
    onQuery,
  });
  try {
    await migrate(database);
    if (seed) await seed(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  // One Redis connection for limits, one for the cache (ioredis pipelines per connection).
  const redis = env.redisUrl
    ? new Redis(env.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    : undefined;
  const rateLimits: RateLimitStore = redis
    ? new RedisRateLimitStore(redis)
    : new MemoryRateLimitStore();
  const cacheRedis = redis?.duplicate();
  // ioredis reconnects by itself; a listener keeps a lost connection a log line, not a crash report.
  for (const client of [redis, cacheRedis])
    client?.on('error', (error: Error) => logger.warn('redis-error', { error: error.message }));
  const cache = cacheRedis ? createRedisCache(cacheRedis) : createMemoryCache();
  const mailer = new Mailer(database.db, logger, env.smtpUrl, undefined, env.mailDir);
  void mailer.flush();
  const impressions = createImpressionCounter(database.db, logger);

  const app = createApp({
    db: database.db,
    env,
    logger,
    mailer,
    rateLimits,
    cache,
    impressions,
    health: async () => {
      await database.db.execute(sql`select 1`);
      return true;
    },
  });

  return {
    app,
    database,
    mailer,
    rateLimits,
    cache,
    impressions,
    async close() {
      await impressions.close();
      await rateLimits.close();
      await cacheRedis?.quit();
      await app.dispose();
      await database.close();
    },
  };
}
