import { data } from 'react-router';
import {
  type ApiErrorSource,
  errorCodeOf,
  fieldErrorsOf,
  formErrorOf,
  GENERIC_ERROR_MESSAGE,
} from '../../lib/api-errors.js';
import { PRIVATE_CACHE_CONTROL } from '../../lib/http.js';

/** What an account form's action answers when it does not redirect. */
export interface FormResult {
  /** Dutch messages per field name, shown beside the fields. */
  fieldErrors: Record<string, string>;
  /** A message about the whole form (wrong login, rate limit, API unreachable). */
  formError?: string;
  /** A confirmation ('we sent you a link'). */
  success?: string;
  /** The values to put back in the form (never passwords). */
  values: Record<string, string>;
}

/**
 * A form value as a string ('' when missing or a file), as the visitor typed it: every line break
 * one `\n`. A plain form post sends a textarea's line breaks as CRLF, while the textarea (its
 * `maxLength` too) and the visitor count each as one character; the API does the same.
 */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : '';
}

/** An answer of 400 (or `status`) that shows the errors beside the fields; never cached. */
export function invalidForm(
  result: Omit<FormResult, 'fieldErrors'> & Partial<FormResult>,
  status = 400,
) {
  return data<FormResult>(
    { fieldErrors: {}, ...result },
    { status, headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } },
  );
}

/**
 * Turns an API error into the form's answer: validation messages beside their fields (only the
 * fields this form has; others become the form's message), everything else as the form's message.
 */
export function apiFormError(
  error: ApiErrorSource,
  fields: readonly string[],
  values: Record<string, string>,
) {
  const fieldErrors: Record<string, string> = {};
  let formError = formErrorOf(error);
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    if (fields.includes(field)) fieldErrors[field] = message;
    else formError ??= message;
  }
  // Never an answer without a word: an error nobody described still says something went wrong.
  if (!formError && Object.keys(fieldErrors).length === 0) formError = GENERIC_ERROR_MESSAGE;
  const code = errorCodeOf(error);
  return invalidForm({ fieldErrors, formError, values }, code === 'rate-limited' ? 429 : 400);
}

/** The field names of a result that have an error, in the order the form shows them. */
export function firstInvalidField(result: FormResult | undefined, order: readonly string[]) {
  return order.find((name) => result?.fieldErrors[name]);
}
