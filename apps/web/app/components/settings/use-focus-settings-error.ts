import { type RefObject, useMemo } from 'react';
import type { FormResult } from '../account/form-result.js';
import { useFocusFirstError } from '../account/use-focus-first-error.js';
import type { FormOutcome } from '../../lib/settings.js';

/**
 * After a settings form was refused, moves focus to its first invalid field (or to the form's
 * error message), as the account forms do (`useFocusFirstError`): keyboard and screen-reader users
 * land on what needs fixing instead of on the page's body. A confirmation leaves focus where it is
 * (its status is announced). Without JavaScript the first invalid field has `autoFocus`.
 */
export function useFocusSettingsError(
  formRef: RefObject<HTMLFormElement | null>,
  outcome: FormOutcome | undefined,
): void {
  const refused = useMemo<FormResult | undefined>(
    () =>
      outcome && !outcome.ok
        ? {
            fieldErrors: outcome.fieldErrors,
            formError: outcome.formError,
            values: outcome.values ?? {},
          }
        : undefined,
    [outcome],
  );
  useFocusFirstError(formRef, refused);
}
