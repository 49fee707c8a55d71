// Business constants of spec §9 (toasts), in one place.

/** Milliseconds a toast stays before it closes by itself. */
export const TOAST_TIMEOUT_MS = 5000;
/** At most this many toasts show at once; the oldest go first. */
export const TOAST_LIMIT = 20;
/** A drag further than this share of the toast's width dismisses it. */
export const TOAST_DRAG_DISMISS_RATIO = 0.6;
/**
 * A closed toast stays in the store this long so its exit animation can play; it must exceed
 * the longest exit animation in styles.css (var(--nsv-duration-normal), 200 ms by default).
 */
export const TOAST_REMOVE_DELAY_MS = 500;
/** The positions `Toaster` accepts. */
export const TOAST_POSITIONS = [
  'top-right',
  'top-left',
  'top-center',
  'bottom-right',
  'bottom-left',
  'bottom-center',
] as const;
/** The toast types. */
export const TOAST_TYPES = ['success', 'error', 'warning', 'info', 'default'] as const;
