import { describe, expect, it } from 'vitest';
import { isDismissingDrag } from './drag';

describe('isDismissingDrag', () => {
  it('dismisses only beyond 60% of the toast width', () => {
    expect(isDismissingDrag(180, 300)).toBe(false); // exactly 60%
    expect(isDismissingDrag(181, 300)).toBe(true);
    expect(isDismissingDrag(100, 300)).toBe(false);
  });

  it('counts a drag to the left the same as one to the right', () => {
    expect(isDismissingDrag(-181, 300)).toBe(true);
    expect(isDismissingDrag(-179, 300)).toBe(false);
  });

  it('never dismisses a toast without a measured width', () => {
    expect(isDismissingDrag(500, 0)).toBe(false);
  });
});
