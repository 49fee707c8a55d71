import { describe, expect, it } from 'vitest';
import { introduction, plainText, renderContent, renderReply } from './markdown.js';

describe('markdown rendering', () => {
  it('turns embed lines into their own marker blocks', () => {
    const html = renderContent('Intro tekst.\n{{embed:weer-solden}}\nVerder.');
    expect(html).toBe(
      '<p>Intro tekst.</p>\n<div data-embed-slug="weer-solden"></div>\n<p>Verder.</p>',
    );
  });

  it('keeps h1 out of content and starts replies at h3', () => {
    expect(renderContent('# Titel\n\n## Sub')).toBe('<h2>Titel</h2>\n<h2>Sub</h2>');
    expect(renderReply('# Kop\n\n## Sub')).toBe('<h3>Kop</h3>\n<h4>Sub</h4>');
  });

  it('sanitises scripts, event handlers and javascript links', () => {
    const html = renderReply(
      '<img src=x onerror=alert(1)> <script>x</script> [a](javascript:alert(1))',
    );
    expect(html).not.toMatch(/onerror|<script|javascript:/);
  });

  it.each([
    ['<script>alert(1)</script>', /<script/i],
    ['<img src=x onerror=alert(1)>', /onerror/i],
    ['<img src="javascript:alert(1)">', /javascript:/i],
    ['<svg><g onload="alert(1)"></g></svg>', /<svg|onload/i],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', /ascript:/i],
    ['<a href=" JAVASCRIPT:alert(1)">x</a>', /javascript:/i],
    ['[x](javascript:alert(1))', /javascript:/i],
    ['[x](data:text/html;base64,PHNjcmlwdD4=)', /data:/i],
    ['![x](data:image/svg+xml;base64,PHN2Zz4=)', /data:/i],
    ['![x](http://example.nl/a.png)', /src=/i],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', /<iframe|srcdoc/i],
    ['<div style="background:url(javascript:alert(1))">x</div>', /style=|javascript:/i],
    ['<form action="https://example.nl"><button>x</button></form>', /<form|<button/i],
  ])('renders the reply payload %s harmless', (payload, forbidden) => {
    expect(renderReply(payload)).not.toMatch(forbidden);
  });

  it('keeps https images in replies with a text alternative, drops relative and other ones', () => {
    const kept = renderReply('![Uitzicht](https://example.nl/a.jpg)');
    expect(kept).toContain('src="https://example.nl/a.jpg"');
    expect(kept).toContain('alt="Uitzicht"');
    expect(renderReply('<img src="https://example.nl/a.jpg">')).toContain('alt=""');
    expect(renderReply('Hoi <img src=x onerror=alert(1)>')).toBe('<p>Hoi </p>');
    expect(renderReply('![x](/api/uitloggen)')).toBe('<p></p>');
  });

  it('makes plain-text introductions cut on a word boundary', () => {
    const text = plainText('<p>Skiën in <strong>Sölden</strong> is &amp; blijft fijn.</p>');
    expect(text).toBe('Skiën in Sölden is & blijft fijn.');
    expect(introduction(text, 20)).toBe('Skiën in Sölden is…');
    expect(introduction('kort', 20)).toBe('kort');
  });
});

describe('plainText', () => {
  it('drops tags, decodes entities and keeps punctuation attached', () => {
    expect(
      plainText(
        '<h2>Kop</h2>\n<p>Een <a href="x">link</a>.</p><p>5 &lt; 6 &#38; &#x27;ja&#x27;</p>',
      ),
    ).toBe("Kop Een link. 5 < 6 & 'ja'");
  });
});
