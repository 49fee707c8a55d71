import { describe, expect, it } from 'vitest';
import { formatDutchDate } from './format-date.js';

describe('formatDutchDate', () => {
  it('writes the date in Dutch', () => {
    expect(formatDutchDate('2026-11-20T08:00:00.000Z')).toBe('20 november 2026');
  });

  it('uses Amsterdam time: 23:30 UTC on 31 December is already New Year there', () => {
    expect(formatDutchDate('2026-12-31T23:30:00.000Z')).toBe('1 januari 2027');
  });

  it('gives null for a missing or invalid date', () => {
    expect(formatDutchDate(null)).toBeNull();
    expect(formatDutchDate('gisteren')).toBeNull();
  });
});
