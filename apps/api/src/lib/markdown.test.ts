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
