import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_NAME, pageTitle, siteNameFrom } from './site.js';

describe('pageTitle', () => {
  it("follows '{title} - {site name}'", () => {
    expect(pageTitle('Home', 'Nederlandse Ski Vereniging')).toBe(
      'Home - Nederlandse Ski Vereniging',
    );
  });
});

describe('siteNameFrom', () => {
  it("reads the configured site name from the root route's data", () => {
    const matches = [
      { id: 'root', data: { siteName: 'NSV Test' } },
      { id: 'home-nl', data: {} },
    ];
    expect(siteNameFrom(matches)).toBe('NSV Test');
  });

  it('falls back to the default when the root data is missing (e.g. the root loader failed)', () => {
    expect(siteNameFrom([{ id: 'root', data: undefined }, undefined])).toBe(DEFAULT_SITE_NAME);
  });
});
