import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { ApiError } from '../errors.js';
import { checkToken, issueToken } from './tokens.js';

/** Sessions live one year after their last use, like the `__session` cookie (spec §9). */
export const SESSION_LIFETIME_MS = 365 * 24 * 3600 * 1000;
/** Last use is written at most once a minute per session, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

type UserRow = typeof users.$inferSelect;
type SessionRow = typeof sessions.$inferSelect;

/** The logged-in user and their current session. */
export interface Authenticated {
  user: UserRow;
  session: SessionRow;
}

/** Reads the bearer token of a request and resolves it lazily, once per request. */
export class Session {
  private resolved: Promise<Authenticated | null> | undefined;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    /** The raw token from `Authorization: Bearer …`, or null. */
    readonly token: string | null,
  ) {}

  /** The user, or null without a token; throws `invalid-signature`/`session-not-found` for a bad token. */
  current(): Promise<Authenticated | null> {
    this.resolved ??= this.resolve();
    return this.resolved;
  }

  /** The user; throws `bearer-token-missing` without a token. */
  async require(): Promise<Authenticated> {
    const auth = await this.current();
    if (!auth) throw new ApiError('bearer-token-missing');
    return auth;
  }

  /** The user if an admin; throws `forbidden` otherwise. */
  async requireAdmin(): Promise<Authenticated> {
    const auth = await this.require();
    if (!auth.user.isAdmin) throw new ApiError('forbidden');
    return auth;
  }

  private async resolve(): Promise<Authenticated | null> {
    if (!this.token) return null;
    const check = checkToken(this.secret, this.token);
    if (!check.ok) {
      throw check.reason === 'invalid-signature'
        ? new ApiError('invalid-signature')
        : new ApiError('session-not-found');
    }
    const now = new Date();
    const [row] = await this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, check.hash), gt(sessions.expiresAt, now)))
      .limit(1);
    if (!row) throw new ApiError('session-not-found');
    if (now.getTime() - row.session.updatedAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.db
        .update(sessions)
        .set({ updatedAt: now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) })
        .where(eq(sessions.id, row.session.id));
    }
    return row;
  }
}

/** Starts a new session for a user (a new token at every login); returns the token. */
export async function startSession(
  db: Db,
  secret: string,
  userId: string,
  client: { userAgent: string | null; address: string },
): Promise<string> {
  const { token, hash } = issueToken(secret);
  await db.insert(sessions).values({
    userId,
    tokenHash: hash,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    identifier: client.address,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
  });
  return token;
}
