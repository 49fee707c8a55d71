import { useEffect, useLayoutEffect, useRef, type JSX, type PointerEvent } from 'react';
import { Icon } from '../icons';
import { useExit } from '../use-exit';
import { isDismissingDrag } from './drag';
import { dismissToast } from './toast-store';
import type { ToastEntry } from './toast-types';

/** A pointer that moves less than this many px is a click, not a drag. */
const DRAG_START_PX = 4;

/** Props of one toast: what the `Toaster` around it decides for all toasts. */
export interface ToastItemProps {
  toast: ToastEntry;
  /** Hovered, focused or window blurred: the timer stands still. */
  paused: boolean;
  /** The screen edge it is dragged towards; `both` for a centred toaster. */
  direction: 'left' | 'right' | 'both';
  /** Says the toast through the live region of its urgency. */
  announce(text: string, assertive: boolean): void;
}

/** One toast: its timer (pausable), announcement, drag to dismiss, click, Escape and close button. */
export function ToastItem({
  toast,
  paused,
  direction,
  announce,
}: ToastItemProps): JSX.Element | null {
  const ref = useRef<HTMLLIElement>(null);
  const left = useRef(toast.duration);
  const drag = useRef<{ x: number; dx: number; moved: boolean } | null>(null);
  const dragged = useRef(false);
  const { id, version, open } = toast;

  // Each version is shown afresh: announced again and given its full duration.
  useEffect(() => {
    left.current = toast.duration;
    const text = ['Melding', toast.title, toast.message, toast.description].filter(Boolean);
    // A tick later, so the text lands in a live region that already existed.
    const timer = setTimeout(() => announce(text.join(' '), toast.type === 'error'), 1);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per version, by design
  }, [version]);

  // The timer counts only while nothing pauses it and resumes with the time that was left.
  useEffect(() => {
    if (!open || paused || left.current === Infinity) return;
    const start = Date.now();
    const timer = setTimeout(() => dismissToast(id), left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - start;
    };
  }, [id, version, open, paused]);

  // A toast that goes while it has focus hands focus to the toast region, not to <body>.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!open && el?.contains(document.activeElement)) {
      el.closest<HTMLElement>('[role="region"]')?.focus();
    }
  }, [open]);

  const present = useExit(ref, open);
  if (!present) return null;

  const setDrag = (state: string, x?: number) => {
    const el = ref.current!;
    el.setAttribute('data-swipe', state);
    if (x === undefined) el.style.removeProperty('--nsv-toast-swipe-x');
    else el.style.setProperty('--nsv-toast-swipe-x', `${x}px`);
  };
  const endDrag = (event: PointerEvent<HTMLLIElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current?.moved) return;
    // Swallow the click that ends this drag: the drag decides on its own.
    dragged.current = true;
    if (
      event.type === 'pointerup' &&
      isDismissingDrag(current.dx, event.currentTarget.offsetWidth)
    ) {
      // A centred toast leaves towards whichever side it was dragged.
      event.currentTarget.setAttribute('data-swipe-direction', current.dx < 0 ? 'left' : 'right');
      setDrag('end', current.dx);
      dismissToast(id);
    } else {
      setDrag('cancel');
    }
  };

  return (
    <li
      ref={ref}
      // A plain list item (a role here would break the list): focusable so F8, Tab and Escape
      // reach it; the live regions, not the item, do the talking.
      tabIndex={0}
      data-nsv-toast=""
      data-type={toast.type}
      data-state={open ? 'open' : 'closed'}
      data-paused={paused ? '' : undefined}
      data-swipe-direction={direction}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          dismissToast(id);
        }
      }}
      onClick={() => {
        if (!dragged.current) dismissToast(id);
        dragged.current = false;
      }}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        dragged.current = false;
        drag.current = { x: event.clientX, dx: 0, moved: false };
      }}
      onPointerMove={(event) => {
        const current = drag.current;
        if (!current) return;
        let dx = event.clientX - current.x;
        // Only towards the screen edge: the other way it stays put.
        if ((direction === 'right' && dx < 0) || (direction === 'left' && dx > 0)) dx = 0;
        if (!current.moved && Math.abs(dx) < DRAG_START_PX) return;
        if (!current.moved) {
          current.moved = true;
          // Keep the pointer while dragging, also when it leaves the toast.
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        current.dx = dx;
        setDrag('move', dx);
      }}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      <span data-nsv-toast-icon="">
        <Icon name={toast.type} />
      </span>
      <div data-nsv-toast-body="">
        {toast.title ? <div data-nsv-toast-title="">{toast.title}</div> : null}
        <div data-nsv-toast-message="">{toast.message}</div>
        {toast.description ? <div data-nsv-toast-description="">{toast.description}</div> : null}
      </div>
      <button
        type="button"
        aria-label="Melding sluiten"
        title="Melding sluiten"
        data-nsv-toast-close=""
        onClick={() => dismissToast(id)}
      >
        <Icon name="close" />
      </button>
    </li>
  );
}
