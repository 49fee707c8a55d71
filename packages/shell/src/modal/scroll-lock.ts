let locks = 0;
let saved = '';

/**
 * Stops the page behind the dialogs from scrolling (a modal `<dialog>` does not): `overflow:
 * hidden` on the root, the scrollbar's width kept as padding so nothing shifts sideways, and
 * `data-scroll-locked` on `body` as a hook for styles and tests. Counted, so stacked dialogs
 * unlock only when the last one closes. Returns the unlock function.
 */
export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks++ === 0) {
    saved = root.style.cssText;
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
    document.body.setAttribute('data-scroll-locked', '');
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--locks === 0) {
      root.style.cssText = saved;
      document.body.removeAttribute('data-scroll-locked');
    }
  };
}
