export const videoCss = /* css */ `
.nsv-video { display: grid; gap: var(--nsv-space-3); margin-inline: 0; }
.nsv-video__player, .nsv-video__poster {
  width: 100%;
  height: auto;
  border-radius: var(--nsv-radius-m);
  background: var(--nsv-color-surface-sunken);
}
.nsv-video__player--wide { aspect-ratio: 16 / 9; }
.nsv-video__title { font-weight: 600; }
/* On a line of its own, tall enough to tap. */
.nsv-video__file {
  display: block;
  width: fit-content;
  padding-block: var(--nsv-space-1);
  font-size: var(--nsv-font-size-s);
}
`;
