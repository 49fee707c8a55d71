import { useId, useLayoutEffect, useRef, type JSX, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../icons';
import { TOP_LAYER_EVENT } from '../top-layer';
import { useExit } from '../use-exit';
import { closeModal } from './modal-store';
import type { ModalEntry } from './modal-types';

// What Tab can reach; enough for forms, links and buttons in a dialog body.
const TABBABLE =
  'a[href],area[href],button:not(:disabled),input:not(:disabled):not([type="hidden"]),select:not(:disabled),textarea:not(:disabled),iframe,audio[controls],video[controls],summary,[contenteditable]:not([contenteditable="false"]),[tabindex]:not([tabindex="-1"])';

/** True when a pointer event on the dialog element itself fell on its `::backdrop`. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  const el = event.currentTarget;
  if (event.target !== el) return false;
  const r = el.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < r.left || x > r.right || y < r.top || y > r.bottom;
}

/**
 * One dialog on the platform's `<dialog>` with `showModal()`: the browser puts it in the top
 * layer, makes the rest of the page inert (unreachable by mouse, keyboard and screen readers)
 * and draws `::backdrop`. We add what it leaves out: Escape through the store, Tab wrapping
 * inside, focus back to the opener, backdrop click and the scroll lock (ModalHost).
 */
export function ModalDialog({ entry }: { entry: ModalEntry }): JSX.Element | null {
  const { id, open, options } = entry;
  const { title, description, content, size } = options;
  const ref = useRef<HTMLDialogElement>(null);
  const downOnBackdrop = useRef(false);
  const labelId = useId();
  const present = useExit(ref, open);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!present || !dialog) return;
    if (!dialog.open) dialog.showModal?.();
    // showModal() focuses the first focusable element; make sure of it where it does not.
    if (!dialog.contains(document.activeElement)) {
      (dialog.querySelector<HTMLElement>(TABBABLE) ?? dialog).focus();
    }
    return () => {
      if (dialog.open) dialog.close();
      // Opened from code, not from a trigger: focus goes back to what had it at `modal.open`.
      if (entry.returnFocus?.isConnected) entry.returnFocus.focus();
    };
  }, [present, entry.returnFocus]);

  // The toasts follow the topmost open dialog; outside it they would be inert.
  useLayoutEffect(() => {
    const moved = () => void document.dispatchEvent(new Event(TOP_LAYER_EVENT));
    moved();
    return moved;
  }, [present, open]);

  if (!present) return null;
  return createPortal(
    <dialog
      ref={ref}
      data-nsv-modal=""
      data-size={size}
      data-state={open ? 'open' : 'closed'}
      aria-labelledby={`${labelId}t`}
      aria-describedby={description ? `${labelId}d` : undefined}
      tabIndex={-1}
      onCancel={(event) => {
        // Escape (or a back gesture): the store closes it, with its exit animation.
        event.preventDefault();
        closeModal(id);
      }}
      onClose={() => closeModal(id)}
      onKeyDown={(event) => {
        if (event.defaultPrevented) return;
        if (event.key === 'Escape') {
          // Handled here too, so it works where the browser sends no `cancel` (test DOMs).
          event.preventDefault();
          event.stopPropagation();
          closeModal(id);
        } else if (event.key === 'Tab') {
          // The page behind is inert already; wrap so Tab never leaves for the browser's chrome.
          const all = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)];
          const edge = event.shiftKey ? all[0] : all[all.length - 1];
          const other = event.shiftKey ? all[all.length - 1] : all[0];
          if (
            !other ||
            document.activeElement === edge ||
            document.activeElement === event.currentTarget
          ) {
            event.preventDefault();
            other?.focus();
          }
        }
      }}
      onPointerDown={(event) => {
        downOnBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        if (downOnBackdrop.current && onBackdrop(event)) closeModal(id);
        downOnBackdrop.current = false;
      }}
    >
      <div data-nsv-modal-header="">
        <h2 id={`${labelId}t`} data-nsv-modal-title="">
          {title}
        </h2>
        <button
          type="button"
          aria-label="Venster sluiten"
          title="Venster sluiten"
          data-nsv-modal-close=""
          onClick={() => closeModal(id)}
        >
          <Icon name="close" />
        </button>
      </div>
      {description ? (
        <p id={`${labelId}d`} data-nsv-modal-description="">
          {description}
        </p>
      ) : null}
      <div data-nsv-modal-body="">{content}</div>
    </dialog>,
    document.body,
  );
}
