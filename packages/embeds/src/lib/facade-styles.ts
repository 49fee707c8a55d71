export const facadeCss = /* css */ `
.nsv-facade { display: grid; gap: var(--nsv-space-3); }
.nsv-facade__notice {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--nsv-space-3);
  padding: var(--nsv-space-3);
  border-radius: var(--nsv-radius-m);
  background: var(--nsv-color-surface-sunken);
  color: var(--nsv-color-text);
}
.nsv-facade__notice p { flex: 1 1 16rem; margin: 0; font-size: var(--nsv-font-size-s); }
.nsv-facade__frame {
  display: block;
  width: 100%;
  border: 0;
  border-radius: var(--nsv-radius-m);
  background: var(--nsv-color-surface-sunken);
}
`;
