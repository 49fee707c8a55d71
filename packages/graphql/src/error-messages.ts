/** The GraphQL error codes (in `extensions.code`) that spec §8 shows to the visitor as a toast. */
export type ToastErrorCode =
  'bearer-token-missing' | 'session-not-found' | 'forbidden' | 'invalid-signature';

/** How a toast for a code looks: an error, or a warning for the signature mix-up between environments. */
export interface ErrorToast {
  kind: 'error' | 'warning';
  message: string;
}

/** Spec §8: each code's Dutch toast, exactly as written there. */
export const ERROR_CODE_TOASTS: Readonly<Record<ToastErrorCode, ErrorToast>> = {
  'bearer-token-missing': { kind: 'error', message: 'Hiervoor moet je ingelogd zijn' },
  'session-not-found': { kind: 'error', message: 'Je sessie is verlopen' },
  forbidden: { kind: 'error', message: 'Je hebt geen toegang tot deze actie' },
  'invalid-signature': {
    kind: 'warning',
    message: 'Invalid signature, sessie van een andere omgeving?',
  },
};

/** The toast for an error code, or `undefined` when the spec gives that code no toast. */
export function toastForErrorCode(code: unknown): ErrorToast | undefined {
  return typeof code === 'string' && Object.hasOwn(ERROR_CODE_TOASTS, code)
    ? ERROR_CODE_TOASTS[code as ToastErrorCode]
    : undefined;
}
