import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Session and reset tokens: 256 random bits from the OS, signed with SESSION_SECRET.
 * Token = base64url(random) + '.' + base64url(HMAC-SHA256(secret, random)). Only SHA-256(random) is
 * stored, so a database leak does not hand out live tokens; the signature lets us tell a token of
 * another environment (another secret) from an unknown one.
 */
export interface IssuedToken {
  token: string;
  hash: string;
}

/** Result of checking a token's signature. */
export type TokenCheck =
  { ok: true; hash: string } | { ok: false; reason: 'malformed' | 'invalid-signature' };

const sign = (secret: string, random: string) =>
  createHmac('sha256', secret).update(random).digest('base64url');

/** SHA-256 of a token's random part, as stored. */
export const hashToken = (random: string) => createHash('sha256').update(random).digest('hex');

/** Creates a new signed token and the hash to store. */
export function issueToken(secret: string): IssuedToken {
  const random = randomBytes(32).toString('base64url');
  return { token: `${random}.${sign(secret, random)}`, hash: hashToken(random) };
}

/** Checks a token's form and signature; gives the hash to look up. */
export function checkToken(secret: string, token: string): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 2 || !/^[\w-]{43}$/.test(parts[0]!) || !/^[\w-]{43}$/.test(parts[1]!)) {
    return { ok: false, reason: 'malformed' };
  }
  const [random, signature] = parts as [string, string];
  const expected = Buffer.from(sign(secret, random));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid-signature' };
  return { ok: true, hash: hashToken(random) };
}
