import { parsePage } from './regions.js';

/** The kinds a search can be narrowed to (spec §3), with their Dutch labels. */
export const SEARCH_KINDS = [
  { kind: 'ARTICLE', label: 'Artikelen' },
  { kind: 'TOPIC', label: 'Onderwerpen' },
] as const;

/** A search entity kind. */
export type SearchKind = (typeof SEARCH_KINDS)[number]['kind'];

/** Results per page of the search page. */
export const SEARCH_PAGE_SIZE = 10;
/** The longest query the page sends on; longer input is refused with a Dutch message. */
export const MAX_QUERY_LENGTH = 200;

/** The search page's state as read from the URL (`q`, `soort`, `pagina`). */
export interface SearchPageQuery {
  q: string;
  kind: SearchKind | null;
  page: number;
}

/** Reads the search page's query string; an unknown kind means all kinds. */
export function parseSearchQuery(params: URLSearchParams): SearchPageQuery {
  const q = (params.get('q') ?? '').trim();
  const soort = params.get('soort')?.toUpperCase();
  const kind = SEARCH_KINDS.find((entry) => entry.kind === soort)?.kind ?? null;
  return { q, kind, page: parsePage(params.get('pagina')) };
}

/** The query string of the same search on another page. */
export function searchHref(query: SearchPageQuery, page: number): string {
  const params = new URLSearchParams({ q: query.q });
  if (query.kind) params.set('soort', query.kind);
  if (page > 1) params.set('pagina', String(page));
  return `?${params.toString()}`;
}

/** One piece of a snippet: plain text, marked (a match) or not. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Turns the HTML entities of escaped text back into characters (named, decimal and hex). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Splits the API's snippet (escaped text with the matches in `<mark>`) into text parts. The page
 * renders the parts as React text with `<mark>` around the matches, so no HTML from the API is
 * ever injected; any other tag would show as text.
 */
export function snippetParts(body: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (const match of body.matchAll(pattern)) {
    if (match.index > last)
      parts.push({ text: decodeEntities(body.slice(last, match.index)), marked: false });
    parts.push({ text: decodeEntities(match[1] ?? ''), marked: true });
    last = match.index + match[0].length;
  }
  if (last < body.length) parts.push({ text: decodeEntities(body.slice(last)), marked: false });
  return parts.filter((part) => part.text !== '');
}
