import type { YogaInitialContext } from 'graphql-yoga';
import type { Session } from './auth/session.js';
import type { Db } from './db/client.js';
import type { Env } from './env.js';
import type { ImpressionCounter } from './lib/impressions.js';
import type { Logger } from './lib/logger.js';
import type { Mailer } from './lib/mail.js';
import type { RateLimitStore } from './lib/rate-limit.js';
import type { Loaders } from './loaders.js';

/** Long-lived services shared by every request. */
export interface Services {
  db: Db;
  env: Env;
  logger: Logger;
  mailer: Mailer;
  rateLimits: RateLimitStore;
  /** Article impressions, written in batches. */
  impressions: ImpressionCounter;
  /** Drops cached anonymous responses after content changed. */
  invalidateContent(): Promise<void>;
}

/** What every resolver receives. */
export interface GraphQLContext extends YogaInitialContext, Services {
  loaders: Loaders;
  /** The session behind the bearer token (lazy; throws the spec's codes when required). */
  session: Session;
  /** The client's address, for per-address limits and the session list. */
  clientAddress: string;
  userAgent: string | null;
  isBot: boolean;
}

/** The part of the context the API adds to yoga's own (request, params). */
export type RequestContext = Omit<GraphQLContext, keyof YogaInitialContext>;
