export const editorialNoteCss = /* css */ `
.nsv-editorial-note {
  border-left: 4px solid var(--nsv-color-info);
  background: var(--nsv-color-surface-sunken);
}
.nsv-editorial-note__title {
  font-family: var(--nsv-font-heading);
  font-weight: 700;
  color: var(--nsv-color-info-text);
}
.nsv-editorial-note p { white-space: pre-line; }
`;
