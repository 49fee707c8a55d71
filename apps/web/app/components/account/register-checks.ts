/**
 * The registration form's checks, run by the web before asking the API, so that every field that
 * is wrong says so at once (the API's `createAccount` stops at the first). The same rules and Dutch
 * messages as the API's (apps/api: accounts/validation.ts, auth/passwords.ts); whether a password
 * is too well known, or an email or username already taken, only the API can say.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const USERNAME = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;
export const USERNAME_MIN = 2;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export interface RegistrationInput {
  email: string;
  username: string;
  password: string;
  acceptTerms: boolean;
}

/** The Dutch message per field that cannot be registered like this (empty when all can). */
export function checkRegistration(input: RegistrationInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = input.email.trim().toLowerCase();
  if (!email) errors.email = 'Vul je e-mailadres in.';
  else if (email.length > 254 || !EMAIL.test(email))
    errors.email = 'Dit is geen geldig e-mailadres.';

  const username = input.username.trim().replace(/\s+/g, ' ');
  const nameLength = [...username].length;
  if (!username) errors.username = 'Kies een gebruikersnaam.';
  else if (nameLength < USERNAME_MIN)
    errors.username = `Je gebruikersnaam moet minstens ${USERNAME_MIN} tekens lang zijn.`;
  else if (nameLength > USERNAME_MAX)
    errors.username = `Je gebruikersnaam mag hoogstens ${USERNAME_MAX} tekens lang zijn.`;
  else if (!USERNAME.test(username))
    errors.username =
      'Je gebruikersnaam mag alleen letters, cijfers, spaties, punten, streepjes en liggende streepjes bevatten.';

  const passwordLength = [...input.password].length;
  if (!input.password) errors.password = 'Kies een wachtwoord.';
  else if (passwordLength < PASSWORD_MIN)
    errors.password = `Je wachtwoord moet minstens ${PASSWORD_MIN} tekens lang zijn.`;
  else if (passwordLength > PASSWORD_MAX)
    errors.password = `Je wachtwoord mag hoogstens ${PASSWORD_MAX} tekens lang zijn.`;

  if (!input.acceptTerms)
    errors.acceptTerms = 'Je moet akkoord gaan met de voorwaarden om een account te maken.';
  return errors;
}
