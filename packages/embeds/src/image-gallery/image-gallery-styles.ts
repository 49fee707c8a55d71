export const imageGalleryCss = /* css */ `
.nsv-gallery__grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 8rem), 1fr));
  gap: var(--nsv-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
}
.nsv-gallery__thumb {
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
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
`;
