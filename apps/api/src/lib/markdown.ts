import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const EMBED_LINE = /^\{\{embed:([a-z0-9][a-z0-9-]*)\}\}$/;

const allowedTags = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'div',
  'figure',
  'figcaption',
];

/** A markdown renderer whose headings go through `level` (the page owns h1, replies sit under h2). */
function renderer(level: (depth: number) => number) {
  const marked = new Marked({ gfm: true, breaks: false, async: false });
  marked.use({
    walkTokens(token) {
      if (token.type === 'heading') token.depth = Math.min(6, level(token.depth));
    },
  });
  return marked;
}

// Content: the page's heading is its only h1, so '#' becomes h2 and the rest stays.
const contentRenderer = renderer((depth) => Math.max(2, depth));
// Replies start at level 3 (spec §9 'Reply rendering level 3'): '#' is h3, '##' is h4, …
const replyRenderer = renderer((depth) => depth + 2);

function sanitize(html: string, embeds: boolean): string {
  return sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      div: embeds ? ['data-embed-slug'] : [],
      th: ['align'],
      td: ['align'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    transformTags: {
      // External links leave the site without passing our page as referrer or opener.
      a: (tagName, attribs) => ({
        tagName,
        attribs: /^https?:/.test(attribs.href ?? '')
          ? { ...attribs, rel: 'nofollow noopener noreferrer' }
          : attribs,
      }),
      // Every image has a text alternative (empty: decorative when the writer gave none). In
      // replies only absolute https images: a relative `src` would fetch from our own site.
      img: (tagName, attribs) => {
        const { src, ...rest } = attribs;
        const keep = src !== undefined && (embeds || /^https:\/\//i.test(src));
        return { tagName, attribs: { ...rest, ...(keep ? { src } : {}), alt: attribs.alt ?? '' } };
      },
    },
    // An image left without a source shows nothing: drop it.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}

/**
 * Renders content markdown to sanitised HTML; each `{{embed:SLUG}}` line becomes
 * `<div data-embed-slug="SLUG"></div>` as a block of its own (docs/embed-blocks.md).
 */
export function renderContent(markdown: string): string {
  const parts: string[] = [];
  let buffer: string[] = [];
  const flush = () => {
    if (buffer.length) parts.push((contentRenderer.parse(buffer.join('\n')) as string).trim());
    buffer = [];
  };
  for (const line of markdown.split('\n')) {
    const match = EMBED_LINE.exec(line.trim());
    if (match) {
      flush();
      parts.push(`<div data-embed-slug="${match[1]}"></div>`);
    } else buffer.push(line);
  }
  flush();
  return sanitize(parts.join('\n'), true).trim();
}

/** Renders a reply's markdown: sanitised, headings from level 3, no embeds, no images from elsewhere. */
export function renderReply(markdown: string): string {
  return sanitize(replyRenderer.parse(markdown) as string, false).trim();
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * Plain text of HTML that we rendered and sanitised ourselves (for introductions and the search
 * index). A regular expression is enough for that input and is ~50× cheaper than re-parsing it,
 * which matters because introductions are computed for every item of every list.
 */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X'
            ? parseInt(name.slice(2), 16)
            : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1')
    .trim();
}

/** The opening of a text cut on a word boundary at most `length` characters long, with '…' when cut. */
export function introduction(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, Math.max(1, length - 1));
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
