import { GraphQLError } from 'graphql';

/** Every `extensions.code` the API sends. The first four are the spec's; the web app maps them to toasts. */
export type ErrorCode =
  | 'bearer-token-missing'
  | 'session-not-found'
  | 'forbidden'
  | 'invalid-signature'
  | 'validation-failed'
  | 'rate-limited'
  | 'not-found'
  | 'internal-error';

const defaultMessages: Record<ErrorCode, string> = {
  'bearer-token-missing': 'Hiervoor moet je ingelogd zijn',
  'session-not-found': 'Je sessie is verlopen',
  forbidden: 'Je hebt geen toegang tot deze actie',
  'invalid-signature': 'Invalid signature, sessie van een andere omgeving?',
  'validation-failed': 'De invoer is ongeldig',
  'rate-limited': 'Te veel pogingen. Probeer het later opnieuw.',
  'not-found': 'Niet gevonden',
  'internal-error': 'Er ging iets mis. Probeer het later opnieuw.',
};

/** The `extensions` of an API error: always a code, sometimes the field or the retry time. */
export interface ApiErrorExtensions {
  code: ErrorCode;
  /** For validation-failed: the input field, e.g. `password`. */
  field?: string;
  /** For rate-limited: seconds until a new attempt is allowed. */
  retryAfter?: number;
}

/** A GraphQL error with a typed code; passes error masking unchanged. */
export class ApiError extends GraphQLError {
  constructor(code: ErrorCode, message?: string, extra: Omit<ApiErrorExtensions, 'code'> = {}) {
    super(message ?? defaultMessages[code], {
      extensions: { code, ...extra } satisfies ApiErrorExtensions,
    });
    this.name = 'ApiError';
  }
}

/** A refused input value, with a Dutch message naming what is wrong. */
export function invalid(field: string, message: string): ApiError {
  return new ApiError('validation-failed', message, { field });
}

/** Too many attempts; tells when to retry. */
export function rateLimited(retryAfterSeconds: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const when = seconds < 120 ? `${seconds} seconden` : `${Math.ceil(seconds / 60)} minuten`;
  return new ApiError('rate-limited', `Te veel pogingen. Probeer het over ${when} opnieuw.`, {
    retryAfter: seconds,
  });
}

export const internalErrorMessage = defaultMessages['internal-error'];

/** Whether a value is one of our codes (such errors pass masking unchanged). */
export const isApiErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && code in defaultMessages && code !== 'internal-error';
