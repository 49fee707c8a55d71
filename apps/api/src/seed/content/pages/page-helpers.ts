import { describe } from '../articles/build.js';
import { catalog, motifPictures, sizes } from '../media.js';
import { hashString } from '../random.js';
import type { ActivityCategory, SeedEmbed, SeedImage, SeedPage } from '../types.js';

/** What a hand-written page needs; the rest (slug, parent, images, markers) is derived. */
export interface PageInput {
  path: string;
  title: string;
  /** Short label for menus and breadcrumbs; defaults to the title. */
  name?: string;
  heading?: string;
  /** Markdown; embeds without a marker in it are placed at the end. */
  body: string;
  tags?: string[];
  activity?: ActivityCategory;
  motif: SeedImage['motif'];
  embeds?: SeedEmbed[];
  /** The parent when it is not the path minus its last segment (or for a root page: none). */
  parentPath?: string | null;
  hasIndex?: boolean;
}

function parentOf(path: string): string | undefined {
  const cut = path.lastIndexOf('/');
  return cut > 0 ? path.slice(0, cut) : undefined;
}

/** Builds a seed page from its hand-written input, registering a header and a thumbnail. */
export function page(input: PageInput): SeedPage {
  const slug = input.path.split('/').pop() ?? '';
  const seed = hashString(input.path);
  const header = catalog.add({
    key: `pages${input.path}.jpg`,
    ...sizes.header,
    alt: motifPictures[input.motif],
    motif: input.motif,
    seed,
  });
  const embeds = input.embeds ?? [];
  const missing = embeds.filter((embed) => !input.body.includes(`{{embed:${embed.slug}}}`));
  const body = [input.body.trim(), ...missing.map((embed) => `{{embed:${embed.slug}}}`)].join(
    '\n\n',
  );
  const parentPath =
    input.parentPath === null ? undefined : (input.parentPath ?? parentOf(input.path));
  const firstParagraph = input.body.trim().split('\n')[0] ?? input.title;
  return {
    path: input.path,
    slug,
    title: input.title,
    name: input.name ?? input.title,
    heading: input.heading ?? input.title,
    ...(parentPath ? { parentPath } : {}),
    tags: input.tags ?? [],
    ...(input.activity ? { activity: input.activity } : {}),
    meta: {
      title: input.title,
      description: describe(firstParagraph),
      headerImage: header,
      thumbnailImage: header,
      ogImage: header,
      hasIndex: input.hasIndex ?? true,
    },
    body,
    embeds,
  };
}

/** A `page-list` embed of the given pages (introductions cut at 100 characters, spec §9). */
export function pageList(slug: string, title: string, pages: SeedPage[]): SeedEmbed {
  return {
    type: 'page-list',
    slug,
    data: {
      title,
      pages: pages.map((p) => {
        const intro = p.meta.description;
        return {
          path: p.path,
          title: p.title,
          introduction:
            intro.length <= 100 ? intro : `${intro.slice(0, 97).replace(/\s+\S*$/, '')}…`,
          ...(p.meta.thumbnailImage ? { thumbnail: catalog.embed(p.meta.thumbnailImage) } : {}),
        };
      }),
    },
  };
}
