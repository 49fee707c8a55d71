import { describe, expect, it } from 'vitest';
import { decodeEntities, parseSearchQuery, searchHref, snippetParts } from './search.js';

describe('snippetParts', () => {
  it('splits the snippet into plain and marked text', () => {
    expect(snippetParts('Het dorp <mark>Sölden</mark> in het Ötztal')).toEqual([
      { text: 'Het dorp ', marked: false },
      { text: 'Sölden', marked: true },
      { text: ' in het Ötztal', marked: false },
    ]);
  });

  it('decodes the escaped text, so it renders as text and never as HTML', () => {
    const parts = snippetParts(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; <mark>ski&#235;n</mark>',
    );
    expect(parts).toEqual([
      { text: '<script>alert(1)</script> & ', marked: false },
      { text: 'skiën', marked: true },
    ]);
  });

  it('keeps any other tag as literal text', () => {
    expect(snippetParts('<b>vet</b>')).toEqual([{ text: '<b>vet</b>', marked: false }]);
  });
});

describe('decodeEntities', () => {
  it('decodes named, decimal and hex entities and leaves unknown ones', () => {
    expect(decodeEntities('&quot;a&quot; &#39;b&#x27; &nbsp2 &bogus;')).toBe(
      '"a" \'b\' &nbsp2 &bogus;',
    );
  });
});

describe('parseSearchQuery and searchHref', () => {
  it('reads query, kind and page from the URL', () => {
    expect(parseSearchQuery(new URLSearchParams('q=+skien+&soort=article&pagina=2'))).toEqual({
      q: 'skien',
      kind: 'ARTICLE',
      page: 2,
    });
    expect(parseSearchQuery(new URLSearchParams('soort=VIDEO'))).toEqual({
      q: '',
      kind: null,
      page: 1,
    });
  });

  it('builds the link to another page of the same search', () => {
    expect(searchHref({ q: 'sölden', kind: 'TOPIC', page: 1 }, 3)).toBe(
      '?q=s%C3%B6lden&soort=TOPIC&pagina=3',
    );
    expect(searchHref({ q: 'a', kind: null, page: 2 }, 1)).toBe('?q=a');
  });
});
