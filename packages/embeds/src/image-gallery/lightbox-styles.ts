export const lightboxCss = /* css */ `
.nsv-lightbox {
  display: grid;
  gap: var(--nsv-space-3);
  margin: 0;
  color: var(--nsv-color-text);
  font-family: var(--nsv-font-body);
}
.nsv-lightbox__stage {
  display: flex;
  justify-content: center;
  border-radius: var(--nsv-radius-m);
  background: var(--nsv-color-surface-sunken);
}
.nsv-lightbox__image {
  display: block;
  max-width: 100%;
  max-height: 70vh;
  width: auto;
  height: auto;
  object-fit: contain;
}
.nsv-lightbox__caption { display: flex; flex-wrap: wrap; gap: var(--nsv-space-1) var(--nsv-space-3); }
.nsv-lightbox__counter { font-weight: 700; }
.nsv-lightbox__nav { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--nsv-space-2); }
`;
