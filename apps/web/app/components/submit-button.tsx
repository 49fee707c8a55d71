import type { ButtonHTMLAttributes, MouseEvent } from 'react';

/** Props of {@link SubmitButton}: a button's own attributes and whether its form is being sent. */
export interface SubmitButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'disabled'
> {
  /** The form is being sent: the button says it is unavailable and a press does nothing. */
  busy: boolean;
}

/**
 * A form's submit button that keeps focus while the form is sent. `disabled` would refuse a second
 * submit too, but Chromium moves focus from a disabled button to <body>, and it does not come back
 * with the answer: keyboard and screen-reader users lose their place. So a busy button is
 * `aria-disabled` and ignores presses instead (a click, Enter or Space on it, and Enter in a field,
 * which the browser sends as a click on the form's first submit button), as the embeds' Button
 * does while loading. Without JavaScript it is never busy: a plain post, as before.
 */
export function SubmitButton({ busy, onClick, ...button }: SubmitButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return <button {...button} type="submit" aria-disabled={busy || undefined} onClick={press} />;
}
