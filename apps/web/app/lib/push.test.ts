import { describe, expect, it } from 'vitest';
import { INBOX_PAGE_SIZE, inboxPageCount, inboxPageQuery } from './push.js';

describe('the inbox pages (spec §9: 100 per page)', () => {
  it('asks the provider for 100 items, skipping the pages before', () => {
    expect(INBOX_PAGE_SIZE).toBe(100);
    expect(inboxPageQuery(0)).toEqual({ skip: 0, limit: 100 });
    expect(inboxPageQuery(1)).toEqual({ skip: 100, limit: 100 });
    expect(inboxPageQuery(4)).toEqual({ skip: 400, limit: 100 });
  });

  it('refuses a page that is not a whole number of 0 or more', () => {
    expect(() => inboxPageQuery(-1)).toThrow(RangeError);
    expect(() => inboxPageQuery(1.5)).toThrow(RangeError);
  });

  it('counts at least one page, a new one from the 101st item on', () => {
    expect(inboxPageCount(0)).toBe(1);
    expect(inboxPageCount(100)).toBe(1);
    expect(inboxPageCount(101)).toBe(2);
    expect(inboxPageCount(250)).toBe(3);
  });
});
