import { describe, expect, it } from 'vitest';
import { parseAudience } from './send-notification.js';

describe('parseAudience', () => {
  it('reads all, tag:<tag> and user:<userId>', () => {
    expect(parseAudience('all')).toEqual({ kind: 'all' });
    expect(parseAudience('tag:alpen')).toEqual({ kind: 'tag', tag: 'alpen' });
    expect(parseAudience('user:a:b')).toEqual({ kind: 'user', userId: 'a:b' });
  });

  it('refuses anything else', () => {
    for (const to of ['', 'iedereen', 'tag:', 'user:', 'group:x'])
      expect(parseAudience(to)).toBeNull();
  });
});
