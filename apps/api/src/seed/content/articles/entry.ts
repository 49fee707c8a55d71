import type { SeedEmbed, SeedImage } from '../types.js';

/** An article as written by hand; `build.ts` turns it into a seed article with images. */
export interface ArticleEntry {
  slug: string;
  heading: string;
  daysAgo: number;
  /** Author slug; absent means 'Redactie'. */
  author?: string;
  tags: string[];
  /** Region slugs. */
  places: string[];
  /** The opening paragraph; also the introduction in lists. */
  lead: string;
  /** Sections as [heading, paragraph]; embeds go after the section with the same index. */
  sections: Array<[string, string]>;
  embeds?: SeedEmbed[];
  motif: SeedImage['motif'];
  /** Shown as editorialNote on the article. */
  note?: string;
  hideDate?: boolean;
  /** Replies closed, or not shown at all. */
  replies?: 'closed' | 'hidden';
  advertorial?: boolean;
  noIndex?: boolean;
  editedDaysAfter?: number;
  /** Draw a separate Open Graph picture (otherwise the header is used). */
  ogImage?: boolean;
}
