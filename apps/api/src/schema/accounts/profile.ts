import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { interests, profiles, sessions, userInterests } from '../../db/schema.js';
import { invalid } from '../../errors.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { imageOf } from '../shared.js';
import { assertUsernameFree, taken, writeWithFreeSlug } from './accounts.js';
import { interestIdFor } from './interests.js';
import { checkInterest, checkSignature, checkUsername } from './validation.js';

/** At most this many interests are offered as suggestions. */
const INTEREST_SUGGESTIONS = 200;

/**
 * An interest is offered to every member only once at least this many members hold it. The names
 * are free text nobody moderates: with one holder, whatever one member typed (a typo, markup, a
 * name, an insult) would be shown to everyone on the settings page. Two members choosing the same
 * name (whatever its capitals) is the least sign that it is an interest members share; a name
 * nobody holds any more is offered to no one.
 */
const INTEREST_SUGGESTION_MIN_MEMBERS = 2;

async function interestsOf(ctx: GraphQLContext, userId: string) {
  ctx.loaders.interestsByUser.clear(userId);
  return (await ctx.loaders.interestsByUser.load(userId)).map(({ id, name }) => ({ id, name }));
}

/** The user type, profiles and interests. */
export const profileResolvers: Resolvers = {
  Query: {
    myInterests: async (_p, _a, ctx) => interestsOf(ctx, (await ctx.session.require()).user.id),
    interests: async (_p, _a, ctx) => {
      // For members, like the settings page that offers them: not a list of members' words for all.
      await ctx.session.require();
      const holders = sql<number>`count(*)`;
      return ctx.db
        .select({ id: interests.id, name: interests.name })
        .from(interests)
        .innerJoin(userInterests, eq(userInterests.interestId, interests.id))
        .groupBy(interests.id)
        .having(sql`${holders} >= ${INTEREST_SUGGESTION_MIN_MEMBERS}`)
        .orderBy(desc(holders), asc(sql`lower(${interests.name})`))
        .limit(INTEREST_SUGGESTIONS);
    },
  },
  Mutation: {
    createMyProfile: async (_p, { input }, ctx) => {
      const { user } = await ctx.session.require();
      const username = checkUsername(input.username);
      const signature = checkSignature(input.signature);
      if (await ctx.loaders.profileByUser.load(user.id)) throw taken.profile();
      await assertUsernameFree(ctx, username);
      const [row] = await writeWithFreeSlug(ctx, username, user.id, (slug) =>
        ctx.db
          .insert(profiles)
          .values({ userId: user.id, username, slug, signature })
          .returning({ id: profiles.id }),
      );
      return row!.id;
    },
    saveMyProfile: async (_p, { input }, ctx) => {
      const { user } = await ctx.session.require();
      const username = checkUsername(input.username);
      const signature = checkSignature(input.signature);
      const current = await ctx.loaders.profileByUser.load(user.id);
      if (!current) throw invalid('username', 'Je hebt nog geen profiel. Maak er eerst een aan.');
      await assertUsernameFree(ctx, username, user.id);
      const save = (slug: string) =>
        ctx.db
          .update(profiles)
          .set({ username, slug, signature, updatedAt: new Date() })
          .where(eq(profiles.id, current.id));
      if (username === current.username) await save(current.slug);
      else await writeWithFreeSlug(ctx, username, user.id, save);
      // Replies show the profile: cached pages with this user's replies are stale now.
      await ctx.invalidateContent();
      return current.id;
    },
    addInterest: async (_p, { input }, ctx) => {
      const { user } = await ctx.session.require();
      const interestId = await interestIdFor(ctx.db, checkInterest(input.name));
      await ctx.db
        .insert(userInterests)
        .values({ userId: user.id, interestId })
        .onConflictDoNothing();
      return interestsOf(ctx, user.id);
    },
    removeInterest: async (_p, { input }, ctx) => {
      const { user } = await ctx.session.require();
      const name = checkInterest(input.name);
      // The interest of that name whatever its capitals (index `interests_name_lower`).
      const named = ctx.db
        .select({ id: interests.id })
        .from(interests)
        .where(sql`lower(${interests.name}) = lower(${name})`);
      await ctx.db
        .delete(userInterests)
        .where(and(eq(userInterests.userId, user.id), inArray(userInterests.interestId, named)));
      return interestsOf(ctx, user.id);
    },
  },
  User: {
    profile: (u, _a, ctx) => ctx.loaders.profileByUser.load(u.id),
    interests: (u, _a, ctx) => interestsOf(ctx, u.id),
    sessions: (u, _a, ctx) =>
      ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, u.id))
        .orderBy(desc(sessions.updatedAt)),
  },
  Profile: {
    avatar: (p, _a, ctx) => imageOf(ctx, p.avatarKey),
  },
};
