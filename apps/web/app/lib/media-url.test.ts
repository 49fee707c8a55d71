import { describe, expect, it } from 'vitest';
import { siteMediaSrcSet, toSiteMediaUrl } from './media-url.js';

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

describe('siteMediaSrcSet', () => {
  it("offers the media endpoint's widths up to the image's own, the original at its width", () => {
    expect(siteMediaSrcSet('/media/articles/solden.jpg?w=1024', 1280)).toBe(
      '/media/articles/solden.jpg?w=320 320w, /media/articles/solden.jpg?w=480 480w, ' +
        '/media/articles/solden.jpg?w=640 640w, /media/articles/solden.jpg?w=800 800w, ' +
        '/media/articles/solden.jpg?w=1024 1024w, /media/articles/solden.jpg 1280w',
    );
  });

  it('keeps other query parameters and never offers more than the original', () => {
    expect(siteMediaSrcSet('/media/a.png?v=2&w=480', 500)).toBe(
      '/media/a.png?v=2&w=320 320w, /media/a.png?v=2&w=480 480w, /media/a.png?v=2 500w',
    );
  });

  it('has nothing for addresses outside /media', () => {
    expect(siteMediaSrcSet('https://cdn.example.org/media/a.png', 800)).toBeUndefined();
  });
});
