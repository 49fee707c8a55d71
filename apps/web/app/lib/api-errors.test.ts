import { beforeEach, describe, expect, it, vi } from 'vitest';

// Records the toasts instead of rendering them (the shell's own tests cover the rendering).
const raised = vi.hoisted(() => [] as Array<{ kind: string; message: string; id?: string }>);
vi.mock('@nsv/shell/toast', () => ({
  toast: {
    error: (message: string, options?: { id?: string }) =>
      raised.push({ kind: 'error', message, id: options?.id }),
    warning: (message: string, options?: { id?: string }) =>
      raised.push({ kind: 'warning', message, id: options?.id }),
  },
}));

const {
  endsSession,
  errorCodeOf,
  fieldErrorsOf,
  formErrorOf,
  handleApiError,
  onSessionEnded,
  refuses,
  showToastForCode,
  toastForApiError,
} = await import('./api-errors.js');

const entry = (code: string, message = code, field?: string) => ({
  message,
  extensions: field ? { code, field } : { code },
});
/** The shape of urql's CombinedError. */
const combined = (...entries: ReturnType<typeof entry>[]) => ({ graphQLErrors: entries });

beforeEach(() => {
  raised.length = 0;
});

describe('the toasts of spec §8', () => {
  it.each([
    ['bearer-token-missing', 'error', 'Hiervoor moet je ingelogd zijn'],
    ['session-not-found', 'error', 'Je sessie is verlopen'],
    ['forbidden', 'error', 'Je hebt geen toegang tot deze actie'],
    ['invalid-signature', 'warning', 'Invalid signature, sessie van een andere omgeving?'],
  ])('shows %s as a %s toast %j', (code, kind, message) => {
    expect(handleApiError(combined(entry(code)))).toBe(true);
    expect(raised).toEqual([{ kind, message, id: `api-${code}` }]);
  });

  it('reads every error shape: CombinedError, a response body, a single entry', () => {
    expect(toastForApiError(combined(entry('forbidden')))?.message).toBe(
      'Je hebt geen toegang tot deze actie',
    );
    expect(toastForApiError({ errors: [entry('forbidden')] })?.kind).toBe('error');
    expect(toastForApiError(entry('invalid-signature'))?.kind).toBe('warning');
    expect(errorCodeOf({ errors: [entry('rate-limited')] })).toBe('rate-limited');
  });

  it('uses the first code that has a toast', () => {
    handleApiError(combined(entry('validation-failed', 'x', 'email'), entry('forbidden')));
    expect(raised.map((t) => t.message)).toEqual(['Je hebt geen toegang tot deze actie']);
  });

  it('shows nothing for codes without a toast or for no error', () => {
    expect(handleApiError(combined(entry('validation-failed', 'Vul je e-mailadres in.')))).toBe(
      false,
    );
    expect(handleApiError(undefined)).toBe(false);
    expect(showToastForCode('rate-limited')).toBe(false);
    expect(raised).toEqual([]);
  });
});

describe('a session that ended', () => {
  it('tells the listeners for session-not-found and invalid-signature only', () => {
    const calls: string[] = [];
    const stop = onSessionEnded(() => calls.push('ended'));
    handleApiError(combined(entry('session-not-found')));
    handleApiError(combined(entry('invalid-signature')));
    handleApiError(combined(entry('forbidden')));
    handleApiError(combined(entry('bearer-token-missing')));
    stop();
    handleApiError(combined(entry('session-not-found')));
    expect(calls).toEqual(['ended', 'ended']);
    expect(endsSession({ errors: [entry('session-not-found')] })).toBe(true);
    expect(endsSession({ errors: [entry('forbidden')] })).toBe(false);
  });
});

describe('form errors', () => {
  it('puts validation messages next to their fields, the first one per field', () => {
    const error = combined(
      entry('validation-failed', 'Dit is geen geldig e-mailadres.', 'email'),
      entry('validation-failed', 'Tweede melding', 'email'),
      entry('validation-failed', 'Kies een sterker wachtwoord.', 'password'),
    );
    expect(fieldErrorsOf(error)).toEqual({
      email: 'Dit is geen geldig e-mailadres.',
      password: 'Kies een sterker wachtwoord.',
    });
    expect(formErrorOf(error)).toBeUndefined();
  });

  it('tells when the API refused one of the given input fields (nothing can be found by it)', () => {
    const path = combined(entry('validation-failed', 'Het pad is te lang.', 'path'));
    expect(refuses(path, 'path')).toBe(true);
    expect(refuses(path, 'slug', 'path')).toBe(true);
    expect(refuses(path, 'slug')).toBe(false);
    expect(refuses(combined(entry('internal-error')), 'path')).toBe(false);
    expect(refuses(undefined, 'path')).toBe(false);
  });

  it('gives the whole form the rate-limit message, the spec toast text, or a generic one', () => {
    expect(
      formErrorOf(
        combined(entry('rate-limited', 'Te veel pogingen. Probeer het over 5 minuten opnieuw.')),
      ),
    ).toBe('Te veel pogingen. Probeer het over 5 minuten opnieuw.');
    expect(formErrorOf(combined(entry('forbidden', 'whatever')))).toBe(
      'Je hebt geen toegang tot deze actie',
    );
    expect(formErrorOf(combined(entry('internal-error', 'stack trace?')))).toBe(
      'Er ging iets mis. Probeer het later opnieuw.',
    );
    expect(formErrorOf({ graphQLErrors: [], networkError: new Error('ECONNREFUSED') })).toBe(
      'Er ging iets mis. Probeer het later opnieuw.',
    );
  });
});
