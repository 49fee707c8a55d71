import type { Resolvers } from '../../generated/resolvers-types.js';
import type { PlaceModel } from '../mappers.js';
import { imageOf, iso, isoOrNull } from '../shared.js';
import { findArticleByPath, listArticles } from './queries.js';

/** Articles: lists with filters, one by path (with impressions), and the Article type. */
export const articleResolvers: Resolvers = {
  Query: {
    articles: (_p, { filters }, ctx) => listArticles(ctx.db, filters),
    articlesByType: (_p, { type, filters }, ctx) =>
      listArticles(ctx.db, { ...filters, types: [type] }),
    articleByPath: async (_p, { path, impression }, ctx) => {
      const article = await findArticleByPath(ctx.db, path, ctx);
      // Written in batches (lib/impressions.ts): reading an article costs no write.
      if (article && impression && !ctx.isBot) ctx.impressions.count(article.id);
      return article;
    },
  },
  Article: {
    published_at: (a) => iso(a.publishedAt),
    edited_at: (a) => isoOrNull(a.editedAt),
    places: async (a, _args, ctx) => {
      const found = await ctx.loaders.regionBySlug.loadMany(a.places);
      return found.filter((r): r is PlaceModel => r !== null && !(r instanceof Error));
    },
    author: (a, _args, ctx) => (a.authorId ? ctx.loaders.author.load(a.authorId) : null),
    content: (a) => ({ rendered: a.rendered, body: a.body, embeds: a.embeds }),
  },
  Author: {
    authorBiography: (a) => a.biography,
    avatar: (a, _args, ctx) => imageOf(ctx, a.avatarKey),
  },
};
