/**
 * Blocks that do something in the browser: the gallery's lightbox, the newsletter form, the
 * click-to-load video and social post. In an island document (decision 0518) only these are
 * hydrated; every other block is HTML that needs no script.
 */
export const INTERACTIVE_EMBED_TYPES: ReadonlySet<string> = new Set([
  'image-gallery',
  'newsletter-signup',
  'social-post',
  'video',
]);

/** Blocks that open dialogs in the shell's modal host (an island document mounts it for them). */
export const DIALOG_EMBED_TYPES: ReadonlySet<string> = new Set(['image-gallery']);
