import { GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { introduction, plainText } from '../../lib/markdown.js';
import { imageOf, mediaUrl, weatherReport } from '../shared.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseUuid(value: unknown): string {
  if (typeof value !== 'string' || !UUID_RE.test(value)) throw new TypeError('Geen geldige UUID');
  return value.toLowerCase();
}

function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
    throw new TypeError('Geen geldige datum en tijd');
  return new Date(value).toISOString();
}

/** Scalars and the types shared by articles and pages. */
export const baseResolvers: Resolvers = {
  UUID: new GraphQLScalarType({
    name: 'UUID',
    serialize: (v) => String(v),
    parseValue: parseUuid,
    parseLiteral: (ast) => parseUuid(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    serialize: (v) => (v instanceof Date ? v.toISOString() : String(v)),
    parseValue: parseDateTime,
    parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
  JSON: new GraphQLScalarType({
    name: 'JSON',
    serialize: (v) => v,
    parseValue: (v) => v,
  }),
  Image: {
    url: (img) => mediaUrl(img.key),
  },
  Meta: {
    title: (m) => m.title ?? null,
    description: (m) => m.description ?? null,
    headerImage: (m, _a, ctx) => imageOf(ctx, m.headerImage),
    thumbnailImage: (m, _a, ctx) => imageOf(ctx, m.thumbnailImage),
    ogImage: (m, _a, ctx) => imageOf(ctx, m.ogImage ?? m.headerImage),
  },
  Content: {
    introduction: (c, { length }) => {
      const text = plainText(c.rendered.replace(/<div data-embed-slug="[^"]*"><\/div>/g, ''));
      return introduction(text, Math.min(Math.max(length ?? 180, 10), 2000));
    },
  },
  Embed: {
    // weather-report embeds only name their place; the figures are filled at query time.
    data: async (embed, _a, ctx) => {
      if (embed.type !== 'weather-report') return embed.data;
      const slug = typeof embed.data.place === 'string' ? embed.data.place : '';
      const place = await ctx.loaders.weatherPlaceBySlug.load(slug);
      return place ? weatherReport(ctx, place) : { ...embed.data, unavailable: true };
    },
  },
};
