import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap-build.js';

describe('sitemapXml', () => {
  it('lists absolute, escaped, unique URLs with their last change', () => {
    const xml = sitemapXml(
      [
        { path: '/' },
        { path: '/nieuws/2026/11/20/sneeuw', lastmod: '2026-11-20T08:00:00.000Z' },
        { path: '/zoeken?q=a&b' },
        { path: '/' },
      ],
      'https://www.example.nl',
    );
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<url><loc>https://www.example.nl/nieuws/2026/11/20/sneeuw</loc><lastmod>2026-11-20T08:00:00.000Z</lastmod></url>',
    );
    expect(xml).toContain('<loc>https://www.example.nl/zoeken?q=a&amp;b</loc>');
    expect(xml.match(/<loc>https:\/\/www\.example\.nl\/<\/loc>/g)).toHaveLength(1);
  });
});

describe('robotsTxt', () => {
  it('allows crawling, keeps personal pages out and names the sitemap', () => {
    const text = robotsTxt('https://www.example.nl');
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /settings');
    expect(text).toContain('Sitemap: https://www.example.nl/sitemap.xml');
  });
});
