import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Logger } from './logger.js';

/**
 * Counts article impressions in memory and writes them in one statement every `intervalMs`
 * (write-behind). A read of an article then costs no write: on a busy article page a write per
 * view would serialise every reader on one row lock. Counts of a failed write are kept for the
 * next one; `close()` writes what is left. Several API processes each write their own share.
 */
export interface ImpressionCounter {
  /** Counts one impression of the article (written at the next flush). */
  count(articleId: string): void;
  /** Writes the counted impressions now. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

/** How often counted impressions are written, by default (ms). */
export const IMPRESSION_FLUSH_MS = 5_000;

export function createImpressionCounter(
  db: Db,
  logger: Logger,
  intervalMs = IMPRESSION_FLUSH_MS,
): ImpressionCounter {
  let pending = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();

  const write = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const rows = sql.join(
      [...batch].map(([id, n]) => sql`(${id}::uuid, ${n}::integer)`),
      sql`, `,
    );
    try {
      await db.execute(
        sql`update articles set impressions = articles.impressions + v.n from (values ${rows}) as v(id, n) where articles.id = v.id`,
      );
    } catch (error) {
      // Keep the counts: the next flush tries again (a dropped connection is not a lost view).
      for (const [id, n] of batch) pending.set(id, (pending.get(id) ?? 0) + n);
      logger.warn('impressions-not-written', {
        error: error instanceof Error ? error.message : String(error),
        articles: batch.size,
      });
    }
  };
  // One write at a time, in order.
  const flush = () => (writing = writing.then(write));

  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  return {
    count(articleId) {
      pending.set(articleId, (pending.get(articleId) ?? 0) + 1);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

const IMPRESSION_ARGUMENT = /\bimpression\s*:\s*(true\b|\$(\w+))/g;

/**
 * Whether a GraphQL request asks to count an impression (`impression: true`, literally or through
 * a variable that is true). Such a request must reach its resolver; every other read of an
 * article, `impression: false` included, may come from the response cache.
 */
export function asksForImpression(
  query: string | undefined,
  variables: Record<string, unknown> | undefined,
): boolean {
  for (const [, literal, variable] of (query ?? '').matchAll(IMPRESSION_ARGUMENT)) {
    if (literal === 'true' || (variable && variables?.[variable] === true)) return true;
  }
  return false;
}
