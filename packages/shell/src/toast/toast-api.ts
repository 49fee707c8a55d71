import { addToast, clearToasts, dismissToast, updateToast } from './toast-store';
import type { ToastOptions, ToastType } from './toast-types';

type Raise = (message: string, options?: ToastOptions) => string;

const typed =
  (type: ToastType): Raise =>
  (message, options) =>
    addToast(message, { ...options, type });

/**
 * Raises toasts from anywhere (no hook needed): `toast('Tekst')`, `toast.success('Opgeslagen')`.
 * Each call returns the toast's id for `toast.update` and `toast.dismiss`.
 */
export const toast: Raise & {
  /** Raises a success toast. */
  success: Raise;
  /** Raises an error toast, announced assertively. */
  error: Raise;
  /** Raises a warning toast. */
  warning: Raise;
  /** Raises an informational toast. */
  info: Raise;
  /** Changes an open toast (announced again, timer restarted); ignored when it has gone. */
  update(id: string, options: ToastOptions & { message?: string }): void;
  /** Closes one toast, or all of them without an id. */
  dismiss(id?: string): void;
  /** Removes every toast at once. */
  clear(): void;
} = Object.assign((message: string, options?: ToastOptions) => addToast(message, options), {
  success: typed('success'),
  error: typed('error'),
  warning: typed('warning'),
  info: typed('info'),
  update: updateToast,
  dismiss: dismissToast,
  clear: clearToasts,
});
