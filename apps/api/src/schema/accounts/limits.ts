import type { GraphQLContext } from '../../context.js';
import { rateLimited } from '../../errors.js';
import { overLimit, type Limit } from '../../lib/rate-limit.js';

/** Counts one attempt under `limit` for `subject`; throws `rate-limited` with the retry time when over. */
export async function enforce(ctx: GraphQLContext, limit: Limit, subject: string): Promise<void> {
  const wait = await overLimit(ctx.rateLimits, limit, subject);
  if (wait !== null) throw rateLimited(wait);
}
