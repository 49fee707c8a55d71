import { BUTTON_COLORS } from './button-color';

const colorRules = BUTTON_COLORS.map(
  (color) => `.nsv-button[data-color='${color}'] {
  --nsv-button-bg: var(--nsv-color-${color});
  --nsv-button-fg: var(--nsv-color-on-${color});
  --nsv-button-text: var(--nsv-color-${color}-text);
}`,
).join('\n');

// Tokens only; the colour comes in through three local custom properties set per data-color.
export const buttonCss = /* css */ `
.nsv-button {
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--nsv-space-2);
  min-height: 2.75rem;
  padding: var(--nsv-space-2) var(--nsv-space-4);
  border: 2px solid var(--nsv-button-bg);
  border-radius: var(--nsv-radius-m);
  background: var(--nsv-button-bg);
  color: var(--nsv-button-fg);
  font: inherit;
  font-family: var(--nsv-font-body);
  font-size: var(--nsv-font-size-m);
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: filter var(--nsv-duration-fast) ease, box-shadow var(--nsv-duration-fast) ease;
}
${colorRules}
/* A link dressed as a button (LinkButton) keeps the button's colour over a block's link colour. */
a.nsv-button[data-variant='filled'] { color: var(--nsv-button-fg); }
.nsv-button:hover:not(:disabled):not([aria-busy='true']) { filter: brightness(1.08); box-shadow: var(--nsv-shadow-s); }
.nsv-button:focus-visible { outline: 3px solid var(--nsv-color-focus); outline-offset: 2px; }
.nsv-button:disabled { cursor: not-allowed; opacity: 0.55; }
.nsv-button[aria-busy='true'] { cursor: progress; }
.nsv-button[data-variant='text'] {
  min-height: auto;
  padding: var(--nsv-space-1) var(--nsv-space-2);
  border-color: transparent;
  background: transparent;
  color: var(--nsv-button-text);
  text-decoration: underline;
  text-underline-offset: 0.2em;
}
.nsv-button[data-variant='text']:hover:not(:disabled) { box-shadow: none; filter: none; text-decoration-thickness: 2px; }
.nsv-button__icon { display: inline-flex; }
.nsv-button__icon svg { width: 1.25em; height: 1.25em; }
/* While loading the content stays in place, invisible, so the button keeps its width; opacity
   (not visibility) keeps the label in the accessible name. */
.nsv-button[aria-busy='true'] .nsv-button__content { opacity: 0; }
.nsv-button__content { display: inline-flex; align-items: center; gap: var(--nsv-space-2); }
.nsv-button__spinner {
  position: absolute;
  inset: 0;
  margin: auto;
  width: 1.25em;
  height: 1.25em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: nsv-button-spin 0.8s linear infinite;
}
@keyframes nsv-button-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) {
  .nsv-button__spinner { animation-duration: 2.4s; }
  .nsv-button { transition: none; }
}
`;
