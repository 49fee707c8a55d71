// Entry `@nsv/shell/toast`: the toasts alone.
export { toast } from './toast/toast-api';
export { Toaster, type ToasterProps } from './toast/toaster';
export type { ToastOptions, ToastPosition, ToastType } from './toast/toast-types';
export {
  TOAST_DRAG_DISMISS_RATIO,
  TOAST_LIMIT,
  TOAST_POSITIONS,
  TOAST_TIMEOUT_MS,
} from './toast/toast-constants';
