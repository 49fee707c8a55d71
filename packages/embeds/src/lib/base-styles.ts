// Styles every block shares: the card, headings, links, focus ring, badges. Tokens only.
export const baseCss = /* css */ `
.nsv-block {
  box-sizing: border-box;
  max-width: 100%;
  margin-block: var(--nsv-space-5);
  padding: var(--nsv-space-4);
  border: 1px solid var(--nsv-color-border);
  border-radius: var(--nsv-radius-m);
  background: var(--nsv-color-surface);
  color: var(--nsv-color-text);
  font-family: var(--nsv-font-body);
  font-size: var(--nsv-font-size-m);
  line-height: var(--nsv-line-height, 1.5);
  overflow-wrap: anywhere;
}
.nsv-block *, .nsv-block *::before, .nsv-block *::after { box-sizing: border-box; }
.nsv-block h2, .nsv-block h3 {
  margin: 0 0 var(--nsv-space-3);
  font-family: var(--nsv-font-heading);
  line-height: 1.25;
  color: var(--nsv-color-text);
}
.nsv-block h2 { font-size: var(--nsv-font-size-xl); }
.nsv-block h3 { font-size: var(--nsv-font-size-l); }
.nsv-block p { margin: 0 0 var(--nsv-space-3); }
.nsv-block p:last-child { margin-bottom: 0; }
.nsv-block a { color: var(--nsv-color-link); text-underline-offset: 0.15em; }
.nsv-block :focus-visible {
  outline: 3px solid var(--nsv-color-focus);
  outline-offset: 2px;
}
.nsv-block img, .nsv-block video { display: block; max-width: 100%; height: auto; }
.nsv-muted { color: var(--nsv-color-text-muted); font-size: var(--nsv-font-size-s); }
.nsv-badge {
  display: inline-block;
  padding: 0 var(--nsv-space-2);
  border: 1px solid currentColor;
  border-radius: var(--nsv-radius-s);
  font-size: var(--nsv-font-size-s);
  font-weight: 600;
  line-height: 1.6;
}
.nsv-visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px;
  margin: -1px; padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
.nsv-notice { margin: 0; color: var(--nsv-color-text-muted); }
`;
