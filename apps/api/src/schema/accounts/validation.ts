import { invalid } from '../../errors.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const USERNAME = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;

/** A trimmed, lower-cased email address; refuses what cannot be one. */
export function checkEmail(value: string, field = 'email'): string {
  const email = value.trim().toLowerCase();
  if (!email) throw invalid(field, 'Vul je e-mailadres in.');
  if (email.length > 254 || !EMAIL.test(email))
    throw invalid(field, 'Dit is geen geldig e-mailadres.');
  return email;
}

/** A username of 2..30 letters, digits, spaces, dots, dashes or underscores. */
export function checkUsername(value: string, field = 'username'): string {
  const name = value.trim().replace(/\s+/g, ' ');
  const length = [...name].length;
  if (length < 2) throw invalid(field, 'Je gebruikersnaam moet minstens 2 tekens lang zijn.');
  if (length > 30) throw invalid(field, 'Je gebruikersnaam mag hoogstens 30 tekens lang zijn.');
  if (!USERNAME.test(name)) {
    throw invalid(
      field,
      'Je gebruikersnaam mag alleen letters, cijfers, spaties, punten, streepjes en liggende streepjes bevatten.',
    );
  }
  return name;
}

/** An optional signature of at most 200 characters (empty becomes null). */
export function checkSignature(
  value: string | null | undefined,
  field = 'signature',
): string | null {
  const text = value?.trim() ?? '';
  if ([...text].length > 200)
    throw invalid(field, 'Je onderschrift mag hoogstens 200 tekens lang zijn.');
  return text || null;
}

/** An interest name of 2..50 characters. */
export function checkInterest(value: string, field = 'name'): string {
  const name = value.trim().replace(/\s+/g, ' ');
  if ([...name].length < 2) throw invalid(field, 'Een interesse moet minstens 2 tekens lang zijn.');
  if ([...name].length > 50)
    throw invalid(field, 'Een interesse mag hoogstens 50 tekens lang zijn.');
  return name;
}
