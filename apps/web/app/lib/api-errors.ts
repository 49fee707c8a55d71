import { type ErrorToast, toastForErrorCode } from '@nsv/graphql/error-messages';
import { toast } from '@nsv/shell/toast';

/** One GraphQL error as the API sends it (`extensions.code`, for validation also `extensions.field`). */
export interface ApiErrorEntry {
  message: string;
  extensions?: Readonly<Record<string, unknown>>;
}

/**
 * Anything that carries GraphQL errors: urql's CombinedError (`graphQLErrors`), the requester's
 * GraphQLRequestError (`errors`), a raw response body (`errors`) or a single error entry.
 */
export type ApiErrorSource =
  | { graphQLErrors: readonly ApiErrorEntry[]; networkError?: unknown }
  | { errors: readonly ApiErrorEntry[] }
  | ApiErrorEntry;

/** The codes of spec §8 that end the session: the cookie is cleared, the visitor is logged out. */
export const SESSION_ENDING_CODES: ReadonlySet<string> = new Set([
  'session-not-found',
  'invalid-signature',
]);

/** The message shown when the API could not be reached or failed unexpectedly. */
export const GENERIC_ERROR_MESSAGE = 'Er ging iets mis. Probeer het later opnieuw.';

/** The error entries of a source, whichever shape it has. */
export function errorEntries(error: ApiErrorSource | null | undefined): readonly ApiErrorEntry[] {
  if (!error) return [];
  if ('graphQLErrors' in error) return error.graphQLErrors;
  if ('errors' in error && Array.isArray(error.errors)) return error.errors;
  if ('message' in error) return [error];
  return [];
}

/** Every `extensions.code` of the source, in order. */
export function errorCodesOf(error: ApiErrorSource | null | undefined): string[] {
  return errorEntries(error).flatMap((entry) => {
    const code = entry.extensions?.code;
    return typeof code === 'string' ? [code] : [];
  });
}

/** The first `extensions.code`, e.g. 'session-not-found'. */
export function errorCodeOf(error: ApiErrorSource | null | undefined): string | undefined {
  return errorCodesOf(error)[0];
}

/** The toast of spec §8 for the first code that has one, or undefined. */
export function toastForApiError(error: ApiErrorSource | null | undefined): ErrorToast | undefined {
  for (const code of errorCodesOf(error)) {
    const found = toastForErrorCode(code);
    if (found) return found;
  }
  return undefined;
}

/** True when the error means the session has ended (expired, unknown or of another environment). */
export function endsSession(error: ApiErrorSource | null | undefined): boolean {
  return errorCodesOf(error).some((code) => SESSION_ENDING_CODES.has(code));
}

/**
 * Dutch messages per input field (`extensions.field` of `validation-failed` errors), the first one
 * per field: the forms show them next to their fields.
 */
export function fieldErrorsOf(error: ApiErrorSource | null | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const entry of errorEntries(error)) {
    const field = entry.extensions?.field;
    if (entry.extensions?.code === 'validation-failed' && typeof field === 'string') {
      fields[field] ??= entry.message;
    }
  }
  return fields;
}

/**
 * True when the API refused one of `fields` as input (`validation-failed`): a path longer than any
 * it stores, a slug with a character no slug has, a category it does not know. Nothing can be found
 * by such a key, so a page looking it up answers 404 instead of failing.
 */
export function refuses(error: ApiErrorSource | null | undefined, ...fields: string[]): boolean {
  const refused = fieldErrorsOf(error);
  return fields.some((field) => refused[field] !== undefined);
}

/**
 * A message for the whole form when the error is not about one field: the API's own Dutch message
 * for the codes it words for visitors (rate limits, the spec's codes), a generic one otherwise.
 */
export function formErrorOf(error: ApiErrorSource | null | undefined): string | undefined {
  const entries = errorEntries(error);
  if (entries.length === 0) {
    return error && 'networkError' in error && error.networkError
      ? GENERIC_ERROR_MESSAGE
      : undefined;
  }
  const other = entries.find(
    (entry) =>
      entry.extensions?.code !== 'validation-failed' || typeof entry.extensions.field !== 'string',
  );
  if (!other) return undefined;
  const code = other.extensions?.code;
  const known = toastForErrorCode(code);
  if (known) return known.message;
  return code === 'rate-limited' || code === 'not-found' ? other.message : GENERIC_ERROR_MESSAGE;
}

const sessionEndedListeners = new Set<() => void>();

/**
 * Calls `listener` whenever a browser-side request finds the session ended (the root uses it to
 * reload the user, so the header shows 'Inloggen'). Returns the unsubscribe function.
 */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => {
    sessionEndedListeners.delete(listener);
  };
}

/**
 * Shows the toast of spec §8 for a GraphQL error in the browser ('Hiervoor moet je ingelogd zijn',
 * 'Je sessie is verlopen', 'Je hebt geen toegang tot deze actie', the warning 'Invalid signature,
 * sessie van een andere omgeving?') and, for a session that ended, tells the listeners. One toast
 * per code at a time (its id is the code). Returns whether a toast was shown.
 */
export function handleApiError(error: ApiErrorSource | null | undefined): boolean {
  const code = errorCodesOf(error).find((c) => toastForErrorCode(c) !== undefined);
  const shown = code !== undefined && showToastForCode(code);
  if (endsSession(error)) for (const listener of sessionEndedListeners) listener();
  return shown;
}

/**
 * Shows the toast of spec §8 for one code (also one the server reported, such as the root loader's
 * dropped session). One toast per code at a time: its id is the code. Returns whether one was shown.
 */
export function showToastForCode(code: string): boolean {
  const shown = toastForErrorCode(code);
  if (!shown) return false;
  const raise = shown.kind === 'warning' ? toast.warning : toast.error;
  raise(shown.message, { id: `api-${code}` });
  return true;
}
