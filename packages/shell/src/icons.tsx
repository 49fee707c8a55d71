import type { JSX } from 'react';
import type { ToastType } from './toast/toast-types';

// Hand-drawn 16 px icons: an icon library would cost more bytes than the whole shell.
const PATHS: Record<ToastType | 'close', string> = {
  success: 'M3 8.5l3 3 7-7',
  error: 'M8 4v5M8 11.5v.5M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13z',
  warning: 'M8 5.5v4M8 11.5v.5M8 1.5l7 12.5H1z',
  info: 'M8 7v5M8 4.5V5M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13z',
  default: 'M2 4h12M2 8h12M2 12h8',
  close: 'M4 4l8 8M12 4l-8 8',
};

/** A decorative icon; the accessible name always comes from text next to it. */
export function Icon({ name }: { name: ToastType | 'close' }): JSX.Element {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
