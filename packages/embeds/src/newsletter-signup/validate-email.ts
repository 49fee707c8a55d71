/** Dutch messages of the newsletter signup. */
export const NEWSLETTER_MESSAGES = {
  empty: 'Vul je e-mailadres in.',
  invalid: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
  pending: 'Even geduld, je aanmelding wordt verwerkt…',
  success: 'Bedankt voor je aanmelding! Je ontvangt een e-mail om je inschrijving te bevestigen.',
  error: 'Aanmelden is niet gelukt. Probeer het later opnieuw.',
} as const;

// Deliberately simple: one @, no spaces, a dot in the domain. The server is the real check.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The Dutch validation message for an e-mail address, or undefined when it is acceptable. */
export function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return NEWSLETTER_MESSAGES.empty;
  if (email.length > 254 || !EMAIL.test(email)) return NEWSLETTER_MESSAGES.invalid;
  return undefined;
}
