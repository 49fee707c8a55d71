import { type RefObject, useLayoutEffect } from 'react';

/** Whether focus has fallen to the page: the focused element was removed (or nothing had focus). */
export function focusLost(): boolean {
  return !document.activeElement || document.activeElement === document.body;
}

/**
 * For a form that replaced the one just sent (the page keys it by what was saved: a profile just
 * created, an avatar just uploaded): the button pressed went with the old form and focus fell to
 * <body>, so it goes to this form's submit button, where the member was. Before paint, so focus is
 * never seen on the body. Focus that the member moved elsewhere stays there.
 */
export function useFocusReplacedButton(
  formRef: RefObject<HTMLFormElement | null>,
  replaced: boolean,
): void {
  useLayoutEffect(() => {
    if (replaced && focusLost()) {
      formRef.current?.querySelector<HTMLElement>('[type="submit"]')?.focus();
    }
  }, [formRef, replaced]);
}
