import { type RefObject, useEffect, useRef } from 'react';
import type { FormResult } from './form-result.js';

/**
 * After an answer with errors, moves focus to the first invalid field (or to the form's message),
 * so keyboard and screen-reader users land on what needs fixing, and empties the password fields,
 * as the page without scripts does. Without scripts the server-side `autoFocus` on that field
 * does the same on page load.
 *
 * Not for the answer the page arrived with (a plain post, sent before the scripts had loaded):
 * the server's `autoFocus` and empty password fields did that already, and the visitor may be
 * typing the password again by the time the page has hydrated.
 */
export function useFocusFirstError(
  formRef: RefObject<HTMLFormElement | null>,
  result: FormResult | undefined,
): void {
  const arrivedWith = useRef(result);
  useEffect(() => {
    const form = formRef.current;
    if (!form || !result || result === arrivedWith.current) return;
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="password"]')) {
      input.value = '';
    }
    const target =
      form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.parentElement?.querySelector<HTMLElement>('[data-form-message]');
    target?.focus();
  }, [formRef, result]);
}
