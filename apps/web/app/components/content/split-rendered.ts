/** One embed as the API serves it (`Embed { type, slug, data }`, data per docs/embed-blocks.md). */
export interface ContentEmbed {
  type: string;
  slug: string;
  data: unknown;
}

/** A piece of rendered content: sanitised HTML, or the embed that stands at that place. */
export type ContentSegment =
  { kind: 'html'; html: string } | { kind: 'embed'; embed: ContentEmbed };

// The API marks each embed's place with exactly this empty element (SDL: Content.rendered).
const MARKER = /<div data-embed-slug="([^"]*)"><\/div>/g;

/**
 * Splits the API's sanitised HTML on its embed markers, in document order. A marker whose slug has
 * no embed is dropped (nothing to render there); an embed without a marker is not shown, because
 * the editors decide where blocks go. Whitespace-only HTML between markers is left out.
 */
export function splitRendered(rendered: string, embeds: readonly ContentEmbed[]): ContentSegment[] {
  const bySlug = new Map(embeds.map((embed) => [embed.slug, embed]));
  const segments: ContentSegment[] = [];
  let last = 0;
  const pushHtml = (html: string) => {
    if (html.trim() !== '') segments.push({ kind: 'html', html });
  };
  for (const match of rendered.matchAll(MARKER)) {
    pushHtml(rendered.slice(last, match.index));
    last = match.index + match[0].length;
    const embed = bySlug.get(decodeAttribute(match[1] ?? ''));
    if (embed) segments.push({ kind: 'embed', embed });
  }
  pushHtml(rendered.slice(last));
  return segments;
}

/** Undoes the HTML attribute escaping a sanitiser may apply to a slug (`&amp;`, `&quot;`, ...). */
function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
