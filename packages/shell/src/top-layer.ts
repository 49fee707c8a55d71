/**
 * Fired on `document` when a dialog of the shell opens or starts closing. A modal `<dialog>`
 * makes everything outside it inert, toasts and their live regions included, so the Toaster
 * listens and moves its toasts into the topmost open dialog, and back to `body` after.
 */
export const TOP_LAYER_EVENT = 'nsv-top-layer';

/** The element the toasts belong in now: the topmost open shell dialog, else `body`. */
export function toastHome(): HTMLElement {
  const open = document.querySelectorAll<HTMLElement>('dialog[data-nsv-modal][data-state="open"]');
  return open[open.length - 1] ?? document.body;
}
