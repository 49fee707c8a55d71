import type { MouseEvent } from 'react';

/**
 * Whether a click on a link is one the page may handle in place (main button, no modifier key).
 * Any other is the visitor asking the browser for the link itself: a new tab, a new window.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
