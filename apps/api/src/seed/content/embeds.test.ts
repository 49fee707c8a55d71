import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { articleLink } from './clock.js';
import { demoContent as content } from './index.js';

/** The shapes of docs/embed-blocks.md, strict: a field the UI kit does not know is an error too. */
const isoDate = z
  .string()
  .refine(
    (value) => /T.*(Z|[+-]\d\d:\d\d)$/.test(value) && !Number.isNaN(Date.parse(value)),
    'ISO 8601 with time zone',
  );
const image = z
  .object({
    url: z.string().startsWith('/media/'),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.string().min(3),
  })
  .strict();

const shapes = {
  'weather-report': z.object({ place: z.string().min(1) }).strict(),
  'page-list': z
    .object({
      title: z.string().optional(),
      pages: z
        .array(
          z
            .object({
              path: z.string().startsWith('/'),
              title: z.string(),
              introduction: z.string().max(101),
              thumbnail: image.optional(),
            })
            .strict(),
        )
        .min(1),
    })
    .strict(),
  'editorial-note': z.object({ title: z.string().optional(), text: z.string().min(10) }).strict(),
  'social-post': z
    .object({
      network: z.enum(['facebook', 'instagram', 'twitter']),
      url: z.string().startsWith('https://'),
      author: z.string().min(2),
      text: z.string().min(10),
      posted_at: isoDate,
      image: image.optional(),
    })
    .strict(),
  'image-gallery': z
    .object({
      title: z.string().optional(),
      images: z.array(image.extend({ caption: z.string().optional() }).strict()).min(2),
    })
    .strict(),
  'newsletter-signup': z
    .object({ title: z.string().min(3), text: z.string().min(10), buttonLabel: z.string().min(3) })
    .strict(),
  'rich-media': z
    .object({
      title: z.string(),
      text: z.string(),
      url: z.string(),
      linkLabel: z.string(),
      image: image.optional(),
      videoUrl: z.string().optional(),
    })
    .strict(),
  'sport-match': z
    .object({
      competition: z.string(),
      discipline: z.string(),
      location: z.string(),
      starts_at: isoDate,
      status: z.enum(['scheduled', 'live', 'finished']),
      competitors: z
        .array(
          z
            .object({
              name: z.string(),
              country: z.string().regex(/^[A-Z]{2}$/),
              rank: z.number().int().positive().optional(),
              result: z.string().optional(),
            })
            .strict(),
        )
        .min(2),
    })
    .strict(),
  video: z
    .object({
      provider: z.enum(['generic', 'vimeo', 'youtube']),
      title: z.string(),
      videoId: z.string().optional(),
      url: z.string().optional(),
      poster: image.optional(),
      duration: z.number().int().positive().optional(),
    })
    .strict()
    .refine(
      (video) => (video.provider === 'generic' ? Boolean(video.url) : Boolean(video.videoId)),
      'youtube/vimeo need a videoId, generic a url',
    ),
  'weblog-list': z
    .object({
      title: z.string().optional(),
      items: z
        .array(
          z
            .object({
              path: z.string(),
              heading: z.string(),
              introduction: z.string().max(181),
              published_at: isoDate,
              author: z.string(),
              thumbnail: image.optional(),
              isAdvertorial: z.boolean().optional(),
              isPublishDateVisible: z.boolean().optional(),
            })
            .strict(),
        )
        .min(1),
    })
    .strict(),
} as const;

const embeds = [...content.articles, ...content.pages].flatMap((item) => item.embeds);
const imagesByKey = new Map(content.images.map((picture) => [picture.key, picture]));

describe('embed data', () => {
  it('follows the shape of its block type exactly', () => {
    for (const embed of embeds) {
      const result = shapes[embed.type].safeParse(embed.data);
      expect(result.success ? '' : `${embed.slug}: ${result.error.message}`).toBe('');
    }
  });

  it('shows only images the seed draws, with their real sizes', () => {
    const urls = JSON.stringify(embeds).match(/"url":"\/media\/[^"]+"[^}]*/g) ?? [];
    expect(urls.length).toBeGreaterThan(10);
    for (const embed of embeds) {
      const walk = (value: unknown): void => {
        if (Array.isArray(value)) return value.forEach(walk);
        if (value && typeof value === 'object') {
          const record = value as Record<string, unknown>;
          if (typeof record.url === 'string' && record.url.startsWith('/media/')) {
            const picture = imagesByKey.get(record.url.slice('/media/'.length));
            expect(picture, `${embed.slug}: ${record.url}`).toBeDefined();
            expect([record.width, record.height]).toEqual([picture?.width, picture?.height]);
          }
          Object.values(record).forEach(walk);
        }
      };
      walk(embed.data);
    }
  });

  it('names only existing weather places, pages and articles', () => {
    const places = new Set(content.weatherPlaces.map((place) => place.slug));
    const pagePaths = new Set([
      ...content.pages.map((page) => page.path),
      ...content.regions.map((region) => `/regios/${region.slug}`),
    ]);
    const articlePaths = new Set(
      content.articles.map((article) => articleLink(article.type, article.slug)),
    );
    for (const embed of embeds) {
      if (embed.type === 'weather-report')
        expect(places.has(embed.data.place as string), embed.slug).toBe(true);
      if (embed.type === 'page-list') {
        for (const page of embed.data.pages as Array<{ path: string }>)
          expect(pagePaths.has(page.path), page.path).toBe(true);
      }
      if (embed.type === 'weblog-list') {
        for (const item of embed.data.items as Array<{ path: string }>)
          expect(articlePaths.has(item.path), item.path).toBe(true);
      }
    }
  });

  it('has scheduled and finished matches, every video provider and every social network', () => {
    const statuses = new Set(
      embeds.filter((embed) => embed.type === 'sport-match').map((embed) => embed.data.status),
    );
    expect(statuses).toEqual(new Set(['scheduled', 'finished']));
    // Spec §2: video (generic, vimeo, youtube); social post (facebook, instagram, twitter).
    const providers = new Set(
      embeds.filter((embed) => embed.type === 'video').map((embed) => embed.data.provider),
    );
    expect(providers).toEqual(new Set(['generic', 'vimeo', 'youtube']));
    const networks = new Set(
      embeds.filter((embed) => embed.type === 'social-post').map((embed) => embed.data.network),
    );
    expect(networks).toEqual(new Set(['facebook', 'instagram', 'twitter']));
  });

  it('gives a generic video a file on our https host and a poster the seed draws', () => {
    const generic = embeds.filter(
      (embed) => embed.type === 'video' && embed.data.provider === 'generic',
    );
    expect(generic.length).toBeGreaterThan(0);
    for (const { slug, data } of generic) {
      const url = new URL(data.url as string);
      expect(url.protocol, slug).toBe('https:');
      expect(url.hostname, slug).toMatch(/(^|\.)skivereniging\.nl$/);
      expect(url.pathname, slug).toMatch(/\.(mp4|webm)$/);
      // The facade: without a poster the page would show an empty player until it is played.
      const poster = data.poster as { url: string } | undefined;
      expect(poster && imagesByKey.has(poster.url.slice('/media/'.length)), slug).toBe(true);
    }
  });
});
