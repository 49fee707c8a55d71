export const newsletterSignupCss = /* css */ `
.nsv-newsletter { background: var(--nsv-color-surface-raised); }
.nsv-newsletter__form { display: grid; gap: var(--nsv-space-2); }
.nsv-newsletter__form label { font-weight: 600; }
.nsv-newsletter__row { display: flex; flex-wrap: wrap; gap: var(--nsv-space-2); }
.nsv-newsletter__input {
  flex: 1 1 14rem;
  min-width: 0;
  min-height: 2.75rem;
  padding: var(--nsv-space-2) var(--nsv-space-3);
  border: 1px solid var(--nsv-color-border-strong);
  border-radius: var(--nsv-radius-m);
  background: var(--nsv-color-surface);
  color: var(--nsv-color-text);
  font: inherit;
}
.nsv-newsletter__input[aria-invalid='true'] { border: 2px solid var(--nsv-color-error-text); }
.nsv-block .nsv-newsletter__field-error { margin: 0; color: var(--nsv-color-error-text); font-weight: 600; }
.nsv-block .nsv-newsletter__status { margin: var(--nsv-space-2) 0 0; }
.nsv-newsletter__status[data-status='success'] { color: var(--nsv-color-success-text); font-weight: 600; }
.nsv-newsletter__status[data-status='error'] { color: var(--nsv-color-error-text); font-weight: 600; }
.nsv-newsletter__status:focus-visible { outline: 3px solid var(--nsv-color-focus); }
`;
