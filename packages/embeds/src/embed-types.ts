// The one list of block types (docs/embed-blocks.md). tsup.config.ts builds an entry for each, the
// EmbedRenderer needs a block for each (its table is typed by this list), and `entries.test.ts`
// checks that package.json exports each one with its types and the root entry re-exports it.
// Plain data without imports, so the build config can read it.

/** The block types of docs/embed-blocks.md; each is also the name of its entry and folder. */
export const EMBED_TYPES = [
  'weather-report',
  'page-list',
  'editorial-note',
  'social-post',
  'image-gallery',
  'newsletter-signup',
  'rich-media',
  'sport-match',
  'video',
  'weblog-list',
] as const;

/** One of the known block types. */
export type EmbedType = (typeof EMBED_TYPES)[number];
