import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type JSX } from 'react';
import { createPortal } from 'react-dom';
import { TOP_LAYER_EVENT, toastHome } from '../top-layer';
import { LiveRegion, type Announcement } from './live-region';
import { TOAST_POSITIONS } from './toast-constants';
import { ToastItem } from './toast-item';
import { toastStore } from './toast-store';
import type { ToastEntry, ToastPosition } from './toast-types';

/** Props of `Toaster`. */
export interface ToasterProps {
  /** Corner or edge where toasts stack; `top-right` by default (the site uses `bottom-right`). */
  position?: ToastPosition;
}

const NO_TOASTS: readonly ToastEntry[] = [];
// The server renders no toasts so hydration matches; raised toasts appear once mounted.
const serverSnapshot = () => NO_TOASTS;
/** An announcement leaves its live region after this long; the reader has queued it by then. */
const ANNOUNCE_MS = 1000;
let lastAnnouncement = 0;
const noSubscription = () => () => {};

/** The container of the toasts, on the client: it moves into an open modal dialog and back. */
function createHost(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const host = document.createElement('div');
  // Out of the flow wherever it sits (in a dialog too), and above the page's own layers.
  host.style.cssText = 'position:fixed;top:0;left:0;z-index:2147483000';
  return host;
}

/** Renders the toasts raised with `toast(...)`; mount it once, near the root of the app. */
export function Toaster({ position = 'top-right' }: ToasterProps): JSX.Element {
  if (!TOAST_POSITIONS.includes(position)) {
    throw new TypeError(
      `Toaster: unknown position '${String(position)}', expected one of ${TOAST_POSITIONS.join(', ')}`,
    );
  }
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, serverSnapshot);
  const region = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [blurred, setBlurred] = useState(false);
  // False while hydrating: the server HTML has the regions in place; after that, in the host.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [host] = useState(createHost);
  const [said, setSaid] = useState<readonly Announcement[]>([]);

  const announce = useCallback((text: string, assertive: boolean) => {
    const item = { key: ++lastAnnouncement, text, assertive };
    setSaid((list) => [...list, item]);
    setTimeout(() => setSaid((list) => list.filter((a) => a !== item)), ANNOUNCE_MS);
  }, []);

  useEffect(() => {
    if (!host) return;
    const place = () => {
      const home = toastHome();
      if (host.parentNode !== home) home.append(host);
    };
    place();
    document.addEventListener(TOP_LAYER_EVENT, place);
    return () => {
      document.removeEventListener(TOP_LAYER_EVENT, place);
      host.remove();
    };
  }, [host]);

  useEffect(() => {
    const blur = () => setBlurred(true);
    const focus = () => setBlurred(false);
    // F8, as Radix had it: jump to the toasts from anywhere, as the region's name says.
    const hotkey = (event: KeyboardEvent) => {
      if (event.key === 'F8' && !event.defaultPrevented) region.current?.focus();
    };
    window.addEventListener('blur', blur);
    window.addEventListener('focus', focus);
    document.addEventListener('keydown', hotkey);
    return () => {
      window.removeEventListener('blur', blur);
      window.removeEventListener('focus', focus);
      document.removeEventListener('keydown', hotkey);
    };
  }, []);

  // The pointer may leave no trace when the last toast vanishes under it (adjusted in render,
  // as React advises for state that follows other state).
  if (toasts.length === 0 && hovered) setHovered(false);

  const paused = hovered || focused || blurred;
  const direction = position.endsWith('left')
    ? 'left'
    : position.endsWith('right')
      ? 'right'
      : 'both';
  const content = (
    <>
      <div
        ref={region}
        role="region"
        aria-label="Meldingen (F8)"
        tabIndex={-1}
        // An empty region must not catch clicks in the corner of the page.
        style={toasts.length ? undefined : { pointerEvents: 'none' }}
        onPointerMove={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        <ol tabIndex={-1} data-nsv-toaster="" data-position={position}>
          {toasts.map((entry) => (
            <ToastItem
              key={entry.id}
              toast={entry}
              paused={paused}
              direction={direction}
              announce={announce}
            />
          ))}
        </ol>
      </div>
      {/* Both live regions exist from the start: a region added together with its text is often not read. */}
      <LiveRegion live="polite" said={said.filter((a) => !a.assertive)} />
      <LiveRegion live="assertive" said={said.filter((a) => a.assertive)} />
    </>
  );
  return hydrated && host ? createPortal(content, host) : content;
}
