import { describe, expect, it } from 'vitest';
import { jsonLd, pageMeta } from './seo.js';

const matches = [{ id: 'root', data: { siteName: 'NSV', origin: 'https://www.example.nl' } }];

describe('pageMeta', () => {
  it('builds the title pattern, canonical URL, Open Graph and Twitter tags from the root data', () => {
    const tags = pageMeta(
      {
        title: 'Skiën in Sölden',
        description: 'Alles over Sölden',
        path: '/regios/solden',
        image: { url: '/media/solden.jpg', width: 1200, height: 630, alt: 'Piste' },
        type: 'article',
      },
      matches,
    );
    expect(tags).toContainEqual({ title: 'Skiën in Sölden - NSV' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.example.nl/regios/solden',
    });
    expect(tags).toContainEqual({ name: 'description', content: 'Alles over Sölden' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' });
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://www.example.nl/media/solden.jpg',
    });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags).not.toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('adds noindex when hasIndex is false and leaves out an empty description', () => {
    const tags = pageMeta(
      { title: 'Verborgen', description: null, path: '/x', hasIndex: false },
      matches,
    );
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags.some((tag) => 'name' in tag && tag.name === 'description')).toBe(false);
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' });
  });

  it('falls back to the default site name without root data', () => {
    expect(pageMeta({ title: 'Weer', path: '/weer' })).toContainEqual({
      title: 'Weer - Nederlandse Ski Vereniging',
    });
  });
});

describe('jsonLd', () => {
  it('wraps a value as a JSON-LD script descriptor', () => {
    const value = { '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'Kop' };
    expect(jsonLd(value)).toEqual({ 'script:ld+json': value });
  });
});
