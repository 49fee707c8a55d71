import { TOAST_DRAG_DISMISS_RATIO } from './toast-constants';

/** True when a horizontal drag of `distance` px dismisses a toast `width` px wide (more than 60%). */
export function isDismissingDrag(distance: number, width: number): boolean {
  if (!(width > 0)) return false;
  return Math.abs(distance) > width * TOAST_DRAG_DISMISS_RATIO;
}
