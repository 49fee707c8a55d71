import fs from 'node:fs';
import path from 'node:path';
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

let common: Set<string> | undefined;
/** The list of common passwords shipped in data/common-passwords.txt (one per line, lower case). */
function commonPasswords(): Set<string> {
  if (!common) {
    const file = [path.join(packageRoot, 'data', 'common-passwords.txt')].find((f) =>
      fs.existsSync(f),
    );
    const text = file ? fs.readFileSync(file, 'utf8') : '';
    common = new Set(
      text
        .split('\n')
        .map((l) => l.trim().toLowerCase())
        .filter(Boolean),
    );
  }
  return common;
}

/** Refuses passwords outside 8..64 characters or on the common list; no composition rules (ASVS 5). */
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
