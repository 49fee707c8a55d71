import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Keeps a closing element mounted until its exit animation (from styles.css, keyed on
 * `data-state="closed"`) has ended; returns false once it may unmount. Without an animation
 * (reduced motion, no stylesheet, a test DOM) it unmounts at once, as Radix `Presence` did.
 */
export function useExit(ref: RefObject<HTMLElement | null>, open: boolean): boolean {
  const [present, setPresent] = useState(open);
  useLayoutEffect(() => {
    const el = ref.current;
    if (open || !el) return setPresent(open);
    const name = getComputedStyle(el).animationName;
    if (!name || name === 'none') return setPresent(false);
    const done = (event: Event) => event.target === el && setPresent(false);
    el.addEventListener('animationend', done);
    el.addEventListener('animationcancel', done);
    return () => {
      el.removeEventListener('animationend', done);
      el.removeEventListener('animationcancel', done);
    };
  }, [ref, open]);
  return present;
}
