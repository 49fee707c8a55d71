import { articleLink, articlePublishedAt } from '../clock.js';
import { catalog, motifPictures, sizes } from '../media.js';
import { hashString } from '../random.js';
import type { SeedArticle, SeedEmbed } from '../types.js';
import type { ArticleEntry } from './entry.js';

/** The markdown body: the lead, then each section with the embeds of its index after it. */
function articleBody(entry: ArticleEntry, embeds: SeedEmbed[]): string {
  const lines = [entry.lead, ''];
  entry.sections.forEach(([heading, text], index) => {
    lines.push(`## ${heading}`, '', text, '');
    const embed = embeds[index];
    if (embed) lines.push(`{{embed:${embed.slug}}}`, '');
  });
  // Embeds beyond the number of sections go at the end, each on a line of its own.
  for (const embed of embeds.slice(entry.sections.length))
    lines.push(`{{embed:${embed.slug}}}`, '');
  return lines.join('\n').trim();
}

/** The first sentence of the lead, at most 160 characters, for the meta description. */
export function describe(lead: string): string {
  const sentence = lead.match(/^.+?[.!?](\s|$)/)?.[0].trim() ?? lead;
  return sentence.length <= 160 ? sentence : `${sentence.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

/** Registers the picture of an article (header, and scaled down in lists) and returns its key. */
function articlePicture(entry: ArticleEntry): string {
  return catalog.add({
    key: `articles/${entry.slug}.jpg`,
    ...sizes.header,
    alt: motifPictures[entry.motif],
    motif: entry.motif,
    seed: hashString(entry.slug),
  });
}

/** Turns a hand-written entry into a seed article, registering its pictures. */
export function buildArticle(
  type: SeedArticle['type'],
  entry: ArticleEntry,
  extraEmbeds: SeedEmbed[] = [],
): SeedArticle {
  const seed = hashString(entry.slug);
  const header = articlePicture(entry);
  const og = entry.ogImage
    ? catalog.add({
        key: `og/${entry.slug}.jpg`,
        ...sizes.og,
        alt: motifPictures[entry.motif],
        motif: entry.motif,
        seed,
      })
    : header;
  const embeds = [...(entry.embeds ?? []), ...extraEmbeds];
  return {
    slug: entry.slug,
    type,
    heading: entry.heading,
    publishedDaysAgo: entry.daysAgo,
    ...(entry.editedDaysAfter !== undefined ? { editedDaysAfter: entry.editedDaysAfter } : {}),
    ...(entry.author ? { authorSlug: entry.author } : {}),
    tags: entry.tags,
    places: entry.places,
    isPublishDateVisible: !entry.hideDate,
    isReplyVisible: entry.replies !== 'hidden',
    isReplyAllowed: entry.replies === undefined,
    isAdvertorial: entry.advertorial ?? false,
    ...(entry.note ? { editorialNote: entry.note } : {}),
    meta: {
      title: entry.heading,
      description: describe(entry.lead),
      headerImage: header,
      thumbnailImage: header,
      ogImage: og,
      hasIndex: !entry.noIndex,
    },
    body: articleBody(entry, embeds),
    embeds,
  };
}

/**
 * An item of a `weblog-list` embed for an article entry (introduction cut at 180 characters), with
 * the article's flags, so the list labels a paid post and hides a date as the post's page does.
 */
export function weblogListItem(type: SeedArticle['type'], entry: ArticleEntry, authorName: string) {
  const introduction =
    entry.lead.length <= 180 ? entry.lead : `${entry.lead.slice(0, 177).replace(/\s+\S*$/, '')}…`;
  return {
    path: articleLink(type, entry.slug),
    heading: entry.heading,
    introduction,
    published_at: articlePublishedAt(entry.slug, entry.daysAgo).toISOString(),
    author: authorName,
    thumbnail: catalog.embed(articlePicture(entry)),
    isAdvertorial: entry.advertorial ?? false,
    isPublishDateVisible: !entry.hideDate,
  };
}
