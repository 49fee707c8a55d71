import { describe, expect, it } from 'vitest';
import { checkToken, hashToken, issueToken } from './tokens.js';

describe('session tokens', () => {
  const secret = 'test-geheim-van-minstens-tweeendertig-tekens';

  it('issues 256-bit random tokens whose stored hash is not the token', () => {
    const a = issueToken(secret);
    const b = issueToken(secret);
    expect(a.token).not.toBe(b.token);
    expect(Buffer.from(a.token.split('.')[0]!, 'base64url')).toHaveLength(32);
    expect(a.hash).toBe(hashToken(a.token.split('.')[0]!));
    expect(a.token).not.toContain(a.hash);
  });

  it('accepts its own signature, tells another secret apart, and refuses malformed tokens', () => {
    const { token, hash } = issueToken(secret);
    expect(checkToken(secret, token)).toEqual({ ok: true, hash });
    expect(checkToken('een-ander-geheim-van-een-andere-omgeving', token)).toEqual({
      ok: false,
      reason: 'invalid-signature',
    });
    expect(checkToken(secret, 'abc.def')).toEqual({ ok: false, reason: 'malformed' });
    expect(checkToken(secret, `${token}x`)).toEqual({ ok: false, reason: 'malformed' });
  });
});
