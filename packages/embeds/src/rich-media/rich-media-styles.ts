export const richMediaCss = /* css */ `
.nsv-rich-media {
  display: grid;
  gap: var(--nsv-space-4);
  padding: 0;
  overflow: hidden;
  background: var(--nsv-color-surface-raised);
  box-shadow: var(--nsv-shadow-m);
}
.nsv-rich-media__media { width: 100%; height: auto; object-fit: cover; background: var(--nsv-color-surface-sunken); }
.nsv-rich-media__body { padding: 0 var(--nsv-space-4) var(--nsv-space-4); }
.nsv-rich-media__body:only-child { padding-top: var(--nsv-space-4); }
.nsv-block a.nsv-rich-media__link {
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: var(--nsv-space-2) var(--nsv-space-4);
  border-radius: var(--nsv-radius-m);
  background: var(--nsv-color-accent);
  color: var(--nsv-color-on-accent);
  font-weight: 600;
  text-decoration: none;
}
.nsv-block a.nsv-rich-media__link:hover { text-decoration: underline; }
@media (min-width: 48rem) {
  .nsv-rich-media:has(.nsv-rich-media__media) { grid-template-columns: 1fr 1fr; align-items: center; }
  .nsv-rich-media__body { padding: var(--nsv-space-4); }
  .nsv-rich-media__media { height: 100%; }
}
`;
