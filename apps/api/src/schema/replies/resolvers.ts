import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { articles, replies } from '../../db/schema.js';
import { ApiError, invalid } from '../../errors.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { renderReply } from '../../lib/markdown.js';
import { limits } from '../../lib/rate-limit.js';
import { enforce } from '../accounts/limits.js';
import { imageOf, iso, paging } from '../shared.js';

/** Longest reply in characters of markdown. */
export const REPLY_MAX = 5000;

/** Replies ('Reactie') on articles. */
export const replyResolvers: Resolvers = {
  Query: {
    repliesForArticle: async (_p, { id, filters }, ctx) => {
      const { offset, limit } = paging(filters);
      const article = await ctx.loaders.article.load(id);
      if (!article?.isReplyVisible) return { total: 0, items: [] };
      const direction = filters?.order === 'DESC' ? desc : asc;
      const [items, [total]] = await Promise.all([
        ctx.db
          .select()
          .from(replies)
          .where(eq(replies.articleId, id))
          .orderBy(direction(replies.createdAt), asc(replies.id))
          .limit(limit)
          .offset(offset),
        ctx.db.select({ n: count() }).from(replies).where(eq(replies.articleId, id)),
      ]);
      return { total: total?.n ?? 0, items };
    },
  },
  Mutation: {
    insertReply: async (_p, { input }, ctx) => {
      const { user } = await ctx.session.require();
      const profile = await ctx.loaders.profileByUser.load(user.id);
      if (!profile)
        throw new ApiError('forbidden', 'Maak eerst een profiel aan om te kunnen reageren.');
      const markdown = input.content.trim();
      if (markdown.length < 2) throw invalid('content', 'Je reactie is leeg.');
      if (markdown.length > REPLY_MAX)
        throw invalid('content', `Je reactie mag hoogstens ${REPLY_MAX} tekens lang zijn.`);
      const article = await ctx.loaders.article.load(input.articleId);
      if (!article || article.publishedAt > new Date())
        throw invalid('articleId', 'Dit artikel bestaat niet.');
      if (!article.isReplyAllowed)
        throw new ApiError('forbidden', 'Bij dit artikel kun je niet reageren.');
      await enforce(ctx, limits.insertReply, user.id);
      const id = await ctx.db.transaction(async (tx) => {
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
        return row!.id;
      });
      await ctx.invalidateContent();
      return id;
    },
  },
  Reply: {
    created_at: (r) => iso(r.createdAt),
    content: (r) => ({ markdown: r.content, rendered: r.rendered }),
    user: async (r, _a, ctx) => {
      const profile = await ctx.loaders.profileByUser.load(r.userId);
      // Replies need a profile and profiles are never deleted without their user; guard anyway.
      if (!profile) throw new Error(`reply ${r.id} has no profile`);
      return profile;
    },
  },
  ReplyUser: {
    id: (p) => p.userId,
    avatar: (p, _a, ctx) => imageOf(ctx, p.avatarKey),
  },
};
