import { authors } from '../authors.js';
import { safetyPages } from '../pages/service.js';
import { pageList } from '../pages/page-helpers.js';
import type { SeedArticle, SeedEmbed } from '../types.js';
import { buildArticle, weblogListItem } from './build.js';
import type { ArticleEntry } from './entry.js';
import { newsSeason } from './news-season.js';
import { newsWinter } from './news-winter.js';
import { weblogSummer } from './weblog-summer.js';
import { weblogWinter } from './weblog-winter.js';

/** Every hand-written article with its type. */
export const articleEntries: Array<{ type: SeedArticle['type']; entry: ArticleEntry }> = [
  ...[...newsWinter, ...newsSeason].map((entry) => ({ type: 'NEWS' as const, entry })),
  ...[...weblogWinter, ...weblogSummer].map((entry) => ({ type: 'WEBLOG' as const, entry })),
];

function authorName(slug: string | undefined): string {
  return authors.find((author) => author.slug === slug)?.username ?? 'Redactie';
}

/** A `weblog-list` embed of the named articles, newest first. */
export function weblogList(slug: string, title: string, articleSlugs: string[]): SeedEmbed {
  const items = articleSlugs
    .map((articleSlug) => {
      const found = articleEntries.find(({ entry }) => entry.slug === articleSlug);
      if (!found) throw new Error(`weblog-list ${slug}: unknown article ${articleSlug}`);
      return found;
    })
    .sort((a, b) => a.entry.daysAgo - b.entry.daysAgo)
    .map(({ type, entry }) => weblogListItem(type, entry, authorName(entry.author)));
  return { type: 'weblog-list', slug, data: { title, items } };
}

/** The slugs of the articles carrying a tag, newest first, at most `limit`. */
export function articlesTagged(tag: string, limit: number): string[] {
  return articleEntries
    .filter(({ entry }) => entry.tags.includes(tag))
    .sort((a, b) => a.entry.daysAgo - b.entry.daysAgo)
    .slice(0, limit)
    .map(({ entry }) => entry.slug);
}

/** Lists added to a few articles once all entries are known (they point at other articles and pages). */
const extraEmbeds: Record<string, () => SeedEmbed[]> = {
  'een-week-solden-met-pubers': () => [
    weblogList('meer-gezinsverhalen', 'Meer verhalen over wintersport met kinderen', [
      'skien-met-een-peuter',
      'serfaus-met-kleine-kinderen',
      'ski-vakantie-met-oma',
    ]),
  ],
  'lawinecursus-inschrijving-open': () => [
    pageList('lees-over-veiligheid', 'Lees ook', [safetyPages.lawines, safetyPages.verzekering]),
  ],
  'eerste-keer-toerskien': () => [
    pageList('toerski-veiligheid', 'Voor je de berg op gaat', [
      safetyPages.lawines,
      safetyPages.fisRegels,
    ]),
    weblogList('meer-freeride', 'Meer over freeride en toerski', [
      'poederdag-in-lech',
      'poeder-in-tignes',
      'lawinebulletin-begrijpen',
    ]),
  ],
};

/** The seed articles, NEWS and WEBLOG. */
export const articles: SeedArticle[] = articleEntries.map(({ type, entry }) =>
  buildArticle(type, entry, extraEmbeds[entry.slug]?.() ?? []),
);
