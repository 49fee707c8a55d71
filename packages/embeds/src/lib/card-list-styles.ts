// Shared by the page list and the weblog list: a list of linked cards with an optional thumbnail.
export const cardListCss = /* css */ `
.nsv-cards { display: grid; gap: var(--nsv-space-3); margin: 0; padding: 0; list-style: none; }
.nsv-card {
  position: relative;
  display: grid;
  grid-template-columns: 1fr;
  gap: var(--nsv-space-3);
  padding: var(--nsv-space-3);
  border: 1px solid var(--nsv-color-border);
  border-radius: var(--nsv-radius-m);
  background: var(--nsv-color-surface-raised);
}
.nsv-card:has(.nsv-card__thumb) { grid-template-columns: minmax(0, 7rem) 1fr; }
.nsv-card:hover { box-shadow: var(--nsv-shadow-s); }
.nsv-card__thumb { width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; border-radius: var(--nsv-radius-s); }
.nsv-card h3 { margin: 0 0 var(--nsv-space-1); font-size: var(--nsv-font-size-l); }
/* The whole card is clickable through the heading's link; the link stays the one tab stop. */
.nsv-card h3 a::after { content: ''; position: absolute; inset: 0; }
.nsv-card p { margin: 0; }
/* A label in front of the heading (a paid post's 'Advertorial'): wraps with it as one word. */
.nsv-card__label { margin-inline-end: var(--nsv-space-2); vertical-align: 0.1em; }
.nsv-card__label-pause { font-size: 0; white-space: pre; }
.nsv-card__meta { margin-bottom: var(--nsv-space-1); }
@media (max-width: 24rem) {
  .nsv-card:has(.nsv-card__thumb) { grid-template-columns: 1fr; }
}
`;
