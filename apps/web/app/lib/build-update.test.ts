import { describe, expect, it } from 'vitest';
import { BUILD_RELOAD_GUARD_MS, isNewerBuild, reloadAllowed } from './build-update.js';

describe('isNewerBuild', () => {
  it('is true only for another, non-empty version', () => {
    expect(isNewerBuild({ version: 'b' }, 'a')).toBe(true);
    expect(isNewerBuild({ version: 'a' }, 'a')).toBe(false);
    expect(isNewerBuild({ version: '' }, 'a')).toBe(false);
    expect(isNewerBuild({}, 'a')).toBe(false);
    expect(isNewerBuild(null, 'a')).toBe(false);
    expect(isNewerBuild({ version: 'b' }, undefined)).toBe(false);
  });
});

describe('reloadAllowed (the 10 s guard)', () => {
  const guard = (path: string, at: number) => JSON.stringify({ path, at });

  it('refuses a second reload to the same path within 10 s', () => {
    expect(BUILD_RELOAD_GUARD_MS).toBe(10_000);
    expect(reloadAllowed(guard('/nieuws', 1_000), '/nieuws', 1_000 + 9_999)).toBe(false);
  });

  it('allows it after 10 s, to another path, or without (or with a broken) guard', () => {
    expect(reloadAllowed(guard('/nieuws', 1_000), '/nieuws', 11_000)).toBe(true);
    expect(reloadAllowed(guard('/nieuws', 1_000), '/weer', 2_000)).toBe(true);
    expect(reloadAllowed(null, '/nieuws', 0)).toBe(true);
    expect(reloadAllowed('{kapot', '/nieuws', 0)).toBe(true);
  });
});
