import { describe, expect, it } from 'vitest';
import { toSiteMediaUrl } from './media-url.js';

const api = 'http://127.0.0.1:4401';

describe('toSiteMediaUrl', () => {
  it("rewrites the API's absolute media address to the site's path, with the width", () => {
    expect(toSiteMediaUrl(`${api}/media/articles/solden.jpg`, api, 480)).toBe(
      '/media/articles/solden.jpg?w=480',
    );
  });

  it('accepts a path relative to the API and keeps other query parameters', () => {
    expect(toSiteMediaUrl('/media/a.png?v=2', api)).toBe('/media/a.png?v=2');
  });

  it('leaves addresses on other hosts or outside /media alone', () => {
    expect(toSiteMediaUrl('https://cdn.example.org/media/a.png', api, 480)).toBe(
      'https://cdn.example.org/media/a.png',
    );
    expect(toSiteMediaUrl(`${api}/graphql`, api)).toBe(`${api}/graphql`);
  });
});
