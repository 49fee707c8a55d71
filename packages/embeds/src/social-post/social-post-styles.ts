export const socialPostCss = /* css */ `
.nsv-social { max-width: 36rem; border-left: 4px solid var(--nsv-color-primary); }
.nsv-social__copy { display: grid; gap: var(--nsv-space-2); }
.nsv-social__meta { margin: 0; }
.nsv-social__author { font-weight: 700; }
.nsv-social__text { margin: 0; white-space: pre-line; }
.nsv-social__image { width: 100%; height: auto; border-radius: var(--nsv-radius-m); }
.nsv-social__link { margin: var(--nsv-space-3) 0 0; font-size: var(--nsv-font-size-s); }
`;
