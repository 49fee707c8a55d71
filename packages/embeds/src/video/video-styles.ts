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
`;
