import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, checkAvatarFile, describeUserAgent } from './settings.js';

describe('checkAvatarFile', () => {
  it('lets JPEG, PNG and WebP up to 5 MB through', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(checkAvatarFile({ type, size: AVATAR_MAX_BYTES })).toBeNull();
  });

  it('refuses other types and larger files in Dutch', () => {
    expect(checkAvatarFile({ type: 'image/gif', size: 10 })).toBe(
      'Kies een afbeelding in JPG-, PNG- of WebP-formaat.',
    );
    expect(checkAvatarFile({ type: 'text/plain', size: 10 })).toMatch(/JPG-, PNG- of WebP/);
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'De afbeelding is te groot: maximaal 5 MB.',
    );
  });
});

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      'Chrome op Linux',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      'Safari op macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox op Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      'Edge op Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari op iOS',
    ],
    [null, 'Onbekende browser'],
    ['vitest', 'vitest'],
  ])('names %s as %s', (agent, name) => {
    expect(describeUserAgent(agent)).toBe(name);
  });
});
