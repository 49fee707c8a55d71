import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertPasswordAllowed, commonPasswords, loadCommonPasswords } from './passwords.js';

const TOO_COMMON =
  'Dit wachtwoord is te bekend en daardoor makkelijk te raden. Kies een ander wachtwoord.';

/** The refusal `assertPasswordAllowed` throws, or null when it allows the password. */
function refusal(password: string): { message: string; field?: string } | null {
  try {
    assertPasswordAllowed(password);
    return null;
  } catch (error) {
    const e = error as { message: string; extensions?: { field?: string } };
    return { message: e.message, field: e.extensions?.field };
  }
}

describe('password rules (ASVS 5)', () => {
  it.each([
    // From the breach list of @zxcvbn-ts/language-common (not on our own Dutch list).
    'baseball1',
    'corvette',
    'superman1',
    // On both lists.
    'iloveyou1',
    'qwertyuiop',
    // Our own Dutch list.
    'wachtwoord',
    'skivereniging',
  ])('refuses the common password %s with the Dutch message', (password) => {
    expect(refusal(password)).toEqual({ message: TOO_COMMON, field: 'password' });
  });

  it('compares without regard to case', () => {
    for (const password of ['IloveYou1', 'QWERTYUIOP', 'WachtWoord', 'BaseBall1'])
      expect(refusal(password)?.message, password).toBe(TOO_COMMON);
  });

  it('holds thousands of common passwords that the length rules would let through', () => {
    // ASVS 6.2.4: at least the 3,000 most common passwords that meet the length rules.
    const list = [...commonPasswords()];
    expect(list.length).toBeGreaterThan(3000);
    expect(list.filter((entry) => entry !== entry.toLowerCase() || [...entry].length < 8)).toEqual(
      [],
    );
  });

  it('accepts 64 characters and refuses 65, counting characters rather than bytes', () => {
    expect(refusal('sneeuw-'.repeat(9) + 'x')).toBeNull(); // 64
    expect(refusal('é'.repeat(64))).toBeNull();
    expect(refusal('sneeuw-'.repeat(9) + 'xy')).toEqual({
      message: 'Je wachtwoord mag hoogstens 64 tekens lang zijn.',
      field: 'password',
    });
    expect(refusal('kort-7!')?.message).toBe('Je wachtwoord moet minstens 8 tekens lang zijn.');
    expect(refusal('lange zin zonder regels')).toBeNull();
  });

  it('fails loudly when our list is missing or empty instead of checking nothing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nsv-passwords-'));
    try {
      expect(() => loadCommonPasswords(path.join(dir, 'ontbreekt.txt'))).toThrow(
        /De lijst met veelgebruikte wachtwoorden ontbreekt/,
      );
      const empty = path.join(dir, 'leeg.txt');
      fs.writeFileSync(empty, '\n\n');
      expect(() => loadCommonPasswords(empty)).toThrow(/is leeg/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
