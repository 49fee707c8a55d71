export const imageGalleryCss = /* css */ `
.nsv-gallery__grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 8rem), 1fr));
  gap: var(--nsv-space-3) var(--nsv-space-2);
  align-items: start;
  margin: 0;
  padding: 0;
  list-style: none;
}
.nsv-gallery__item { display: grid; gap: var(--nsv-space-1); margin: 0; }
.nsv-gallery__thumb {
  display: block;
  width: 100%;
  border-radius: var(--nsv-radius-s);
  background: var(--nsv-color-surface-sunken);
  cursor: zoom-in;
  overflow: hidden;
}
.nsv-gallery__thumb img {
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  transition: transform var(--nsv-duration-normal) ease;
}
.nsv-gallery__thumb:hover img { transform: scale(1.04); }
.nsv-gallery__thumb:focus-visible { outline: 3px solid var(--nsv-color-focus); outline-offset: 2px; }
/* Under its photo, in the narrow columns of a phone too: small, quiet, wrapping. */
.nsv-gallery__caption {
  color: var(--nsv-color-text-muted);
  font-size: var(--nsv-font-size-s);
  line-height: 1.35;
}
`;
