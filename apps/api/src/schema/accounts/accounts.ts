import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { assertPasswordAllowed, hashPassword } from '../../auth/passwords.js';
import { startSession } from '../../auth/session.js';
import { checkToken, issueToken } from '../../auth/tokens.js';
import type { GraphQLContext } from '../../context.js';
import {
  newsletterSubscriptions,
  passwordResets,
  profiles,
  sessions,
  users,
} from '../../db/schema.js';
import { violatedUniqueConstraint } from '../../db/unique-violation.js';
import { invalid } from '../../errors.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { limits } from '../../lib/rate-limit.js';
import { escapeHtml, slugify } from '../../lib/text.js';
import { enforce } from './limits.js';
import { checkEmail, checkUsername } from './validation.js';

/** Reset links are valid for one hour (ASVS 5). */
export const RESET_LIFETIME_MS = 3600_000;

/** A free profile slug for a username (suffixing -2, -3 … when taken). */
async function freeSlug(
  ctx: Pick<GraphQLContext, 'db'>,
  username: string,
  ownUserId?: string,
): Promise<string> {
  const base = slugify(username) || 'lid';
  for (let n = 1; n < 1000; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await ctx.db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.slug, slug))
      .limit(1);
    if (!taken || taken.userId === ownUserId) return slug;
  }
  throw new Error('geen vrije slug');
}

/** The refusals of an email address, username or profile someone already has. */
export const taken = {
  email: () => invalid('email', 'Er bestaat al een account met dit e-mailadres.'),
  username: () => invalid('username', 'Deze gebruikersnaam is al in gebruik.'),
  profile: () => invalid('username', 'Je hebt al een profiel.'),
};

/** Unique constraints of accounts and profiles whose violation is the visitor's to mend. */
const refusalForConstraint: Record<string, () => Error> = {
  users_email_unique: taken.email,
  profiles_username_lower: taken.username,
  profiles_user_id_unique: taken.profile,
};

/** Attempts at a free slug when other requests keep taking the one found. */
const SLUG_ATTEMPTS = 3;

/**
 * Runs `write` with a free profile slug for `username`. The checks that the email address,
 * username and slug are free ran before it, so a request that wrote in between (a form sent
 * twice, two people choosing the same name at once) makes the write fail on a unique constraint:
 * a slug taken meanwhile is tried again with the next free one; a taken email address, username
 * or profile is refused as the checks refuse it, instead of as an unexpected error.
 */
export async function writeWithFreeSlug<T>(
  ctx: Pick<GraphQLContext, 'db'>,
  username: string,
  ownUserId: string | undefined,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const slug = await freeSlug(ctx, username, ownUserId);
    try {
      return await write(slug);
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (constraint === 'profiles_slug_unique' && attempt < SLUG_ATTEMPTS) continue;
      const refusal = constraint === null ? undefined : refusalForConstraint[constraint];
      throw refusal ? refusal() : error;
    }
  }
}

/** Refuses a username someone else already has (case-insensitive). */
export async function assertUsernameFree(
  ctx: Pick<GraphQLContext, 'db'>,
  username: string,
  ownUserId?: string,
) {
  const [other] = await ctx.db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`)
    .limit(1);
  if (other && other.userId !== ownUserId) throw taken.username();
}

/** Writes a newsletter subscription waiting for confirmation and mails the confirmation link. */
export async function startNewsletterOptIn(
  ctx: GraphQLContext,
  email: string,
  userId: string | null,
) {
  const [existing] = await ctx.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .limit(1);
  if (existing?.confirmedAt) return;
  const { token, hash } = issueToken(ctx.env.sessionSecret);
  await ctx.db
    .insert(newsletterSubscriptions)
    .values({ email, userId, tokenHash: hash })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { tokenHash: hash, userId: userId ?? existing?.userId ?? null },
    });
  const link = `${ctx.env.publicSiteUrl}/account-actions?action=nieuwsbrief-bevestigen&token=${encodeURIComponent(token)}`;
  await ctx.mailer.queue({
    to: email,
    subject: 'Bevestig je aanmelding voor de nieuwsbrief',
    text: `Hallo,\n\nBevestig je aanmelding voor de nieuwsbrief van de Nederlandse Ski Vereniging via deze link:\n${link}\n\nHeb je je niet aangemeld? Dan kun je deze e-mail negeren.`,
    html: `<p>Hallo,</p><p>Bevestig je aanmelding voor de nieuwsbrief van de Nederlandse Ski Vereniging:</p><p><a href="${escapeHtml(link)}">Aanmelding bevestigen</a></p><p>Heb je je niet aangemeld? Dan kun je deze e-mail negeren.</p>`,
  });
}

async function sendResetMail(ctx: GraphQLContext, email: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  const { token, hash } = issueToken(ctx.env.sessionSecret);
  await ctx.db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
  });
  const link = `${ctx.env.publicSiteUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.queue({
    to: email,
    subject: 'Stel een nieuw wachtwoord in',
    text: `Hallo,\n\nVia deze link stel je een nieuw wachtwoord in. De link werkt één keer en is een uur geldig:\n${link}\n\nHeb je dit niet aangevraagd? Dan kun je deze e-mail negeren.`,
    html: `<p>Hallo,</p><p>Via deze link stel je een nieuw wachtwoord in. De link werkt één keer en is een uur geldig.</p><p><a href="${escapeHtml(link)}">Nieuw wachtwoord instellen</a></p><p>Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren.</p>`,
  });
}

/** Registration, password reset and the newsletter double opt-in. */
export const accountResolvers: Resolvers = {
  Query: {
    myNewsletterSubscription: async (_p, _a, ctx) => {
      const { user } = await ctx.session.require();
      const [row] = await ctx.db
        .select({ confirmedAt: newsletterSubscriptions.confirmedAt })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, user.email))
        .limit(1);
      if (!row) return 'NONE';
      return row.confirmedAt ? 'CONFIRMED' : 'PENDING';
    },
  },
  Mutation: {
    createAccount: async (_p, { input }, ctx) => {
      const email = checkEmail(input.email);
      const username = checkUsername(input.username);
      assertPasswordAllowed(input.password);
      if (!input.acceptTerms)
        throw invalid(
          'acceptTerms',
          'Je moet akkoord gaan met de voorwaarden om een account te maken.',
        );
      await enforce(ctx, limits.createAccount, ctx.clientAddress);
      const [existing] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      if (existing) throw taken.email();
      await assertUsernameFree(ctx, username);
      const passwordHash = await hashPassword(input.password);
      const id = await writeWithFreeSlug(ctx, username, undefined, (slug) =>
        ctx.db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({ email, passwordHash })
            .returning({ id: users.id });
          await tx.insert(profiles).values({ userId: user!.id, username, slug });
          return user!.id;
        }),
      );
      if (input.newsletter) await startNewsletterOptIn(ctx, email, id);
      return id;
    },
    requestPasswordReset: async (_p, { input }, ctx) => {
      const email = checkEmail(input.email);
      await enforce(ctx, limits.requestPasswordReset, ctx.clientAddress);
      await enforce(ctx, limits.requestPasswordReset, `email:${email}`);
      // The answer never waits for the lookup, so known and unknown emails take the same time.
      void sendResetMail(ctx, email).catch((error: unknown) =>
        ctx.logger.error('password-reset-failed', { error: String(error) }),
      );
      return true;
    },
    resetPassword: async (_p, { input }, ctx) => {
      const expired = () =>
        invalid('token', 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.');
      const check = checkToken(ctx.env.sessionSecret, input.token.trim());
      if (!check.ok) throw expired();
      assertPasswordAllowed(input.password);
      const passwordHash = await hashPassword(input.password);
      const userId = await ctx.db.transaction(async (tx) => {
        // Single use: the token is spent in the same statement that checks it.
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResets.tokenHash, check.hash),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, new Date()),
            ),
          )
          .returning({ userId: passwordResets.userId });
        if (!reset) return null;
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, reset.userId));
        await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
        return reset.userId;
      });
      if (!userId) throw expired();
      return startSession(ctx.db, ctx.env.sessionSecret, userId, {
        userAgent: ctx.userAgent,
        address: ctx.clientAddress,
      });
    },
    addNewsletterSubscription: async (_p, { input }, ctx) => {
      const email = checkEmail(input.email);
      await enforce(ctx, limits.addNewsletterSubscription, ctx.clientAddress);
      const auth = await ctx.session.current().catch(() => null);
      await startNewsletterOptIn(ctx, email, auth?.user.id ?? null);
      return true;
    },
    confirmNewsletterSubscription: async (_p, { input }, ctx) => {
      const check = checkToken(ctx.env.sessionSecret, input.token.trim());
      const refused = () => invalid('token', 'Deze bevestigingslink is ongeldig of al gebruikt.');
      if (!check.ok) throw refused();
      const confirmed = await ctx.db
        .update(newsletterSubscriptions)
        .set({ confirmedAt: new Date(), tokenHash: null })
        .where(eq(newsletterSubscriptions.tokenHash, check.hash))
        .returning({ id: newsletterSubscriptions.id });
      if (!confirmed.length) throw refused();
      return true;
    },
    deleteMyNewsletterSubscription: async (_p, _a, ctx) => {
      const { user } = await ctx.session.require();
      await ctx.db
        .delete(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, user.email));
      return true;
    },
  },
};
