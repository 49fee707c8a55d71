import { describe, expect, it } from 'vitest';
import { ERROR_CODE_TOASTS, toastForErrorCode } from './error-messages.js';

describe('error code toasts (spec §8)', () => {
  it('maps each code to its Dutch message', () => {
    expect(toastForErrorCode('bearer-token-missing')).toEqual({
      kind: 'error',
      message: 'Hiervoor moet je ingelogd zijn',
    });
    expect(toastForErrorCode('session-not-found')).toEqual({
      kind: 'error',
      message: 'Je sessie is verlopen',
    });
    expect(toastForErrorCode('forbidden')).toEqual({
      kind: 'error',
      message: 'Je hebt geen toegang tot deze actie',
    });
    expect(toastForErrorCode('invalid-signature')).toEqual({
      kind: 'warning',
      message: 'Invalid signature, sessie van een andere omgeving?',
    });
    expect(Object.keys(ERROR_CODE_TOASTS)).toHaveLength(4);
  });

  it('has no toast for other codes or inherited keys', () => {
    expect(toastForErrorCode('rate-limited')).toBeUndefined();
    expect(toastForErrorCode('toString')).toBeUndefined();
    expect(toastForErrorCode(undefined)).toBeUndefined();
  });
});
