import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { GraphQLContext } from '../../context.js';
import { articles, replies, replyReports, replyVotes } from '../../db/schema.js';
import { ApiError, invalid } from '../../errors.js';
import type { ReplyFilters, Resolvers } from '../../generated/resolvers-types.js';
import { renderReply } from '../../lib/markdown.js';
import { limits, type Limit } from '../../lib/rate-limit.js';
import { normalizeLineBreaks } from '../../lib/text.js';
import type { ArticleModel, ReplyModel } from '../mappers.js';
import type { ListPage } from '../per-parent.js';
import { enforce } from '../accounts/limits.js';
import { imageOf, iso, paging } from '../shared.js';
import { articleReplyFilters, isHidden, replyOrder } from './queries.js';

/** Longest reply in characters of markdown. */
export const REPLY_MAX = 5000;
/** Shortest reply in characters of markdown (trimmed); the web checks the same (REPLY_MIN). */
export const REPLY_MIN = 2;

/**
 * A reply sent again with the same text to the same article within this time is the one already
 * written: a double click on a form without JavaScript, a form sent again after a lost answer or a
 * client's retry must not post it twice.
 */
export const REPLY_REPEAT_WINDOW_MS = 10 * 60_000;

/** Shortest and longest reason of a report, in characters. */
export const REPORT_REASON_MIN = 3;
export const REPORT_REASON_MAX = 500;

/** Limits of the reply mutations, per user (next to `limits.insertReply`). */
export const replyLimits = {
  voteReply: { name: 'reply-vote', max: 30, windowMs: 10 * 60_000 },
  reportReply: { name: 'reply-report', max: 10, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

/** The viewer's user id and whether they are an admin; anonymous without a token. */
async function viewer(ctx: GraphQLContext): Promise<{ id: string; isAdmin: boolean } | null> {
  const auth = await ctx.session.current();
  return auth ? { id: auth.user.id, isAdmin: auth.user.isAdmin } : null;
}

/**
 * The reply a member may act on: it exists, its article is published and shows its replies, and it
 * is not hidden (admins see hidden ones too). Anything else is `not-found`.
 */
async function actionableReply(
  ctx: GraphQLContext,
  replyId: string,
  isAdmin: boolean,
): Promise<ReplyModel> {
  const [row] = await ctx.db
    .select({ reply: replies, article: articles })
    .from(replies)
    .innerJoin(articles, eq(articles.id, replies.articleId))
    .where(eq(replies.id, replyId))
    .limit(1);
  if (
    !row ||
    !row.article.isReplyVisible ||
    row.article.publishedAt > new Date() ||
    (!isAdmin && isHidden(row.reply))
  ) {
    throw new ApiError('not-found', 'Deze reactie bestaat niet (meer).');
  }
  return row.reply;
}

/**
 * One page of an article's replies, as `repliesForArticle(id)` and `Article.replies` answer it:
 * null when the article does not show replies (or does not exist); replies hidden after reports
 * only for admins. Paging is checked before anything is read.
 */
async function articleReplies(
  ctx: GraphQLContext,
  article: ArticleModel | null,
  filters: ReplyFilters | null | undefined,
): Promise<ListPage<ReplyModel> | null> {
  const checked = articleReplyFilters(filters);
  if (!article?.isReplyVisible) return null;
  const me = await viewer(ctx);
  return ctx.loaders.repliesByArticle.load({
    parent: article.id,
    filters: { ...checked, withHidden: me?.isAdmin ?? false },
  });
}

/** Replies ('Reactie') on articles: writing, votes, reports and moderation. */
export const replyResolvers: Resolvers = {
  Query: {
    repliesForArticle: async (_p, { id, filters }, ctx) => {
      const article = await ctx.loaders.article.load(id);
      return (await articleReplies(ctx, article, filters)) ?? { total: 0, items: [] };
    },
    myReplies: async (_p, { filters }, ctx) => {
      const { user } = await ctx.session.require();
      const { offset, limit } = paging(filters);
      const where = eq(replies.userId, user.id);
      const [items, [total]] = await Promise.all([
        ctx.db
          .select()
          .from(replies)
          .where(where)
          .orderBy(...replyOrder(filters?.order === 'ASC' ? 'ASC' : 'DESC'))
          .limit(limit)
          .offset(offset),
        ctx.db.select({ n: count() }).from(replies).where(where),
      ]);
      return { total: total?.n ?? 0, items };
    },
    previewReply: (_p, args) => {
      const markdown = normalizeLineBreaks(args.markdown);
      if (markdown.length > REPLY_MAX)
        throw invalid('content', `Je reactie mag hoogstens ${REPLY_MAX} tekens lang zijn.`);
      return renderReply(markdown.trim());
    },
  },
  Mutation: {
    insertReply: async (_p, { input }, ctx) => {
      const { user } = await ctx.session.require();
      const profile = await ctx.loaders.profileByUser.load(user.id);
      if (!profile)
        throw new ApiError('forbidden', 'Maak eerst een profiel aan om te kunnen reageren.');
      const markdown = normalizeLineBreaks(input.content).trim();
      if (markdown.length === 0) throw invalid('content', 'Je reactie is leeg.');
      if (markdown.length < REPLY_MIN)
        throw invalid('content', `Je reactie moet minstens ${REPLY_MIN} tekens lang zijn.`);
      if (markdown.length > REPLY_MAX)
        throw invalid('content', `Je reactie mag hoogstens ${REPLY_MAX} tekens lang zijn.`);
      const article = await ctx.loaders.article.load(input.articleId);
      if (!article || article.publishedAt > new Date())
        throw invalid('articleId', 'Dit artikel bestaat niet.');
      if (!article.isReplyAllowed)
        throw new ApiError('forbidden', 'Bij dit artikel kun je niet reageren.');
      const written = await ctx.db.transaction(async (tx) => {
        // The article's row lock makes replies to one article take turns, so that of two identical
        // replies sent at once the second sees the first.
        await tx
          .select({ id: articles.id })
          .from(articles)
          .where(eq(articles.id, article.id))
          .for('update');
        const [earlier] = await tx
          .select({ id: replies.id })
          .from(replies)
          .where(
            and(
              eq(replies.articleId, article.id),
              eq(replies.userId, user.id),
              eq(replies.content, markdown),
              gt(replies.createdAt, new Date(Date.now() - REPLY_REPEAT_WINDOW_MS)),
            ),
          )
          .orderBy(desc(replies.createdAt))
          .limit(1);
        if (earlier) return { id: earlier.id, isNew: false };
        await enforce(ctx, limits.insertReply, user.id);
        const [row] = await tx
          .insert(replies)
          .values({
            articleId: article.id,
            userId: user.id,
            content: markdown,
            rendered: renderReply(markdown),
          })
          .returning({ id: replies.id });
        await tx
          .update(articles)
          .set({ replyCount: sql`${articles.replyCount} + 1` })
          .where(eq(articles.id, article.id));
        return { id: row!.id, isNew: true };
      });
      if (written.isNew) await ctx.invalidateContent();
      return written.id;
    },
    voteReply: async (_p, { input }, ctx) => {
      const { user } = await ctx.session.require();
      await enforce(ctx, replyLimits.voteReply, user.id);
      await actionableReply(ctx, input.replyId, user.isAdmin);
      // The vote row and the counter change together; a second vote inserts nothing and counts nothing.
      const { reply, added } = await ctx.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(replyVotes)
          .values({ replyId: input.replyId, userId: user.id })
          .onConflictDoNothing()
          .returning({ replyId: replyVotes.replyId });
        const [row] = inserted.length
          ? await tx
              .update(replies)
              .set({ voteCount: sql`${replies.voteCount} + 1` })
              .where(eq(replies.id, input.replyId))
              .returning()
          : await tx.select().from(replies).where(eq(replies.id, input.replyId));
        return { reply: row!, added: inserted.length > 0 };
      });
      if (added) await ctx.invalidateContent();
      ctx.loaders.replyVoted.prime(`${user.id}:${reply.id}`, true);
      return reply;
    },
    reportReply: async (_p, { input }, ctx) => {
      const { user } = await ctx.session.require();
      const reason = normalizeLineBreaks(input.reason).trim();
      if (reason.length < REPORT_REASON_MIN)
        throw invalid('reason', 'Geef een reden op van minstens 3 tekens.');
      if (reason.length > REPORT_REASON_MAX)
        throw invalid('reason', `De reden mag hoogstens ${REPORT_REASON_MAX} tekens lang zijn.`);
      await enforce(ctx, replyLimits.reportReply, user.id);
      await actionableReply(ctx, input.replyId, user.isAdmin);
      const { reply, added } = await ctx.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(replyReports)
          .values({ replyId: input.replyId, userId: user.id, reason })
          .onConflictDoNothing()
          .returning({ replyId: replyReports.replyId });
        const [row] = inserted.length
          ? await tx
              .update(replies)
              .set({ reportCount: sql`${replies.reportCount} + 1` })
              .where(eq(replies.id, input.replyId))
              .returning()
          : await tx.select().from(replies).where(eq(replies.id, input.replyId));
        return { reply: row!, added: inserted.length > 0 };
      });
      if (added) await ctx.invalidateContent();
      ctx.loaders.replyReported.prime(`${user.id}:${reply.id}`, true);
      return reply;
    },
    checkReply: async (_p, { input }, ctx) => {
      await ctx.session.requireAdmin();
      const found = await ctx.db.transaction(async (tx) => {
        if (input.visible) {
          const kept = await tx
            .update(replies)
            .set({ isChecked: true })
            .where(eq(replies.id, input.replyId))
            .returning({ id: replies.id });
          return kept.length > 0;
        }
        const [removed] = await tx
          .delete(replies)
          .where(eq(replies.id, input.replyId))
          .returning({ articleId: replies.articleId });
        if (!removed) return false;
        await tx
          .update(articles)
          .set({ replyCount: sql`greatest(${articles.replyCount} - 1, 0)` })
          .where(eq(articles.id, removed.articleId));
        return true;
      });
      if (!found) throw new ApiError('not-found', 'Deze reactie bestaat niet (meer).');
      await ctx.invalidateContent();
      return true;
    },
  },
  Article: {
    replies: (article, { filters }, ctx) => articleReplies(ctx, article, filters),
  },
  Reply: {
    created_at: (r) => iso(r.createdAt),
    isHidden: (r) => isHidden(r),
    content: (r) => ({ markdown: r.content, rendered: r.rendered }),
    user: async (r, _a, ctx) => {
      const profile = await ctx.loaders.profileByUser.load(r.userId);
      // Replies need a profile and profiles are never deleted without their user; guard anyway.
      if (!profile) throw new Error(`reply ${r.id} has no profile`);
      return profile;
    },
    article: async (r, _a, ctx) => {
      const article = await ctx.loaders.article.load(r.articleId);
      if (!article) throw new Error(`reply ${r.id} has no article`);
      return { id: article.id, title: article.heading, path: article.path };
    },
    viewerHasVoted: async (r, _a, ctx) => {
      const me = await viewer(ctx);
      return me ? ctx.loaders.replyVoted.load(`${me.id}:${r.id}`) : false;
    },
    viewerHasReported: async (r, _a, ctx) => {
      const me = await viewer(ctx);
      return me ? ctx.loaders.replyReported.load(`${me.id}:${r.id}`) : false;
    },
  },
  ReplyUser: {
    id: (p) => p.userId,
    avatar: (p, _a, ctx) => imageOf(ctx, p.avatarKey),
  },
};
