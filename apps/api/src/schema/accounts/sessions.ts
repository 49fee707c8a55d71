import { and, desc, eq, ne } from 'drizzle-orm';
import {
  hashPassword,
  verifyDummy,
  verifyPassword,
  assertPasswordAllowed,
} from '../../auth/passwords.js';
import { startSession } from '../../auth/session.js';
import { sessions, users } from '../../db/schema.js';
import { ApiError, invalid } from '../../errors.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { limits } from '../../lib/rate-limit.js';
import { iso } from '../shared.js';
import { enforce } from './limits.js';
import { checkEmail } from './validation.js';

/** Login, logout, the session list and password change. */
export const sessionResolvers: Resolvers = {
  Query: {
    me: async (_p, _a, ctx) => (await ctx.session.current())?.user ?? null,
    mySessions: async (_p, _a, ctx) => {
      const { user } = await ctx.session.require();
      return ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user.id))
        .orderBy(desc(sessions.updatedAt));
    },
  },
  Mutation: {
    createSession: async (_p, { input }, ctx) => {
      const email = checkEmail(input.email);
      await enforce(ctx, limits.createSessionPerAddress, ctx.clientAddress);
      await enforce(ctx, limits.createSessionPerAccount, email);
      const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
      // Unknown email: spend the same hashing time so timing does not tell which emails exist.
      const ok = user
        ? await verifyPassword(user.passwordHash, input.password)
        : (await verifyDummy(input.password), false);
      if (!user || !ok) throw invalid('password', 'Het e-mailadres of wachtwoord klopt niet.');
      return startSession(ctx.db, ctx.env.sessionSecret, user.id, {
        userAgent: ctx.userAgent,
        address: ctx.clientAddress,
      });
    },
    deleteCurrentSession: async (_p, _a, ctx) => {
      const { session } = await ctx.session.require();
      await ctx.db.delete(sessions).where(eq(sessions.id, session.id));
      return true;
    },
    deleteSession: async (_p, { input }, ctx) => {
      const { user } = await ctx.session.require();
      const deleted = await ctx.db
        .delete(sessions)
        .where(and(eq(sessions.id, input.id), eq(sessions.userId, user.id)))
        .returning({ id: sessions.id });
      if (!deleted.length) throw new ApiError('not-found', 'Deze sessie bestaat niet (meer).');
      return true;
    },
    changePassword: async (_p, { input }, ctx) => {
      const { user, session } = await ctx.session.require();
      await enforce(ctx, limits.changePassword, `user:${user.id}`);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw invalid('currentPassword', 'Je huidige wachtwoord klopt niet.');
      }
      // The same password again would change nothing, yet answer 'gewijzigd' and log out every
      // other session: someone who thinks the password is now a new one is told otherwise. (Only
      // after the current password checked out: it says nothing the visitor did not just prove.)
      if (input.newPassword === input.currentPassword) {
        throw invalid('newPassword', 'Kies een ander wachtwoord dan je huidige.');
      }
      assertPasswordAllowed(input.newPassword, 'newPassword');
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
          .where(eq(users.id, user.id));
        // Whoever knew the old password is logged out everywhere else.
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, user.id), ne(sessions.id, session.id)));
      });
      return true;
    },
  },
  Session: {
    isCurrent: async (s, _a, ctx) => (await ctx.session.current())?.session.id === s.id,
    created_at: (s) => iso(s.createdAt),
    updated_at: (s) => iso(s.updatedAt),
  },
};
