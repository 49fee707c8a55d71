import type { Database } from '../db/client.js';
import type { applications } from '../db/schema.js';
import type { Logger } from '../log.js';
import type { OutboundPolicy } from '../net/outbound.js';
import type { PushSender } from '../push/deliver.js';

/** An application row. */
export type Application = typeof applications.$inferSelect;

/** What every route needs, built once per server. */
export interface Deps {
  db: Database;
  log: Logger;
  /** Base URL of this server as clients reach it (for upload links). */
  publicUrl: string;
  push: PushSender;
  /** VAPID subject (mailto: or https:) sent with every push. */
  vapidSubject: string;
  /** Which caller-chosen URLs (webhook targets, push subscription endpoints) may be called. */
  outbound: OutboundPolicy;
}

/** Hono environment: the authenticated application is set by the auth middleware. */
export interface AppEnv {
  Variables: { application: Application };
}
