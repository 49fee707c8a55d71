/** Lower-case ASCII slug: accents dropped, other characters become single dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** Escapes text for HTML. */
export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * Text with every line break as one `\n`: a browser's plain form post sends a textarea's line
 * breaks as CRLF, which the member (and the textarea's `maxLength`) counted as one character each.
 * Lengths are checked, and texts stored and compared, after this.
 */
export const normalizeLineBreaks = (text: string) => text.replace(/\r\n?/g, '\n');
