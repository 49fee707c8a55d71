import fs from 'node:fs';
import path from 'node:path';
import { dictionary } from '@zxcvbn-ts/language-common';
import argon2 from 'argon2';
import { packageRoot } from '../env.js';
import { invalid } from '../errors.js';

/** OWASP ASVS 5 / OWASP cheat sheet minimum for argon2id: m=19 MiB, t=2, p=1. */
const options = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** Hashes a password with argon2id. */
export const hashPassword = (password: string) => argon2.hash(password, options);

/** Checks a password against a stored hash (false for a malformed hash). */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// A hash of a password nobody has, so an unknown email costs as much time as a known one.
let dummyHash: Promise<string> | undefined;
/** Spends the time of one verification without a user, against timing attacks on login. */
export async function verifyDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('nsv-dummy-wachtwoord-dat-niemand-heeft');
  await verifyPassword(await dummyHash, password);
}

/** Our own list of common passwords: Dutch words, clubs, places and the association's name. */
export const DUTCH_LIST_FILE = path.join(packageRoot, 'data', 'common-passwords.txt');

/**
 * Reads the common-password lists: zxcvbn-ts's list of the most used passwords from public breaches
 * (about 49,000, most used first) and our Dutch list, lower-cased. Entries outside the length rules
 * are left out: the length check refuses them first. Throws when our list is missing or empty, so
 * a broken build stops at start-up instead of silently accepting every common password.
 */
export function loadCommonPasswords(dutchListFile = DUTCH_LIST_FILE): Set<string> {
  let dutch: string[];
  try {
    dutch = fs.readFileSync(dutchListFile, 'utf8').split('\n');
  } catch (error) {
    throw new Error(`De lijst met veelgebruikte wachtwoorden ontbreekt (${dutchListFile})`, {
      cause: error,
    });
  }
  if (!dutch.some((entry) => entry.trim()))
    throw new Error(`De lijst met veelgebruikte wachtwoorden is leeg (${dutchListFile})`);
  const breached = dictionary['passwords-common'];
  // ASVS 5 asks for at least the 3,000 most common: a package that lost its list must not pass.
  if (breached.length < 3000)
    throw new Error(`De lijst van @zxcvbn-ts/language-common is te kort (${breached.length})`);
  const list = new Set<string>();
  for (const entry of [...breached, ...dutch]) {
    const normal = entry.trim().toLowerCase();
    const length = [...normal].length;
    if (length >= PASSWORD_MIN && length <= PASSWORD_MAX) list.add(normal);
  }
  return list;
}

let common: Set<string> | undefined;
/** The common passwords, loaded once; `createRuntime` loads them at start-up (see above). */
export function commonPasswords(): Set<string> {
  common ??= loadCommonPasswords();
  return common;
}

/**
 * Refuses passwords outside 8..64 characters or on the common lists (case does not matter); no
 * composition rules (ASVS 5, 6.2.4: at least the 3,000 most common passwords).
 */
export function assertPasswordAllowed(password: string, field = 'password'): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN)
    throw invalid(field, `Je wachtwoord moet minstens ${PASSWORD_MIN} tekens lang zijn.`);
  if (length > PASSWORD_MAX)
    throw invalid(field, `Je wachtwoord mag hoogstens ${PASSWORD_MAX} tekens lang zijn.`);
  if (commonPasswords().has(password.toLowerCase())) {
    throw invalid(
      field,
      'Dit wachtwoord is te bekend en daardoor makkelijk te raden. Kies een ander wachtwoord.',
    );
  }
}
