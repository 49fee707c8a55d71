export const weatherReportCss = /* css */ `
.nsv-weather__values {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: var(--nsv-space-3);
  margin: 0 0 var(--nsv-space-5);
}
.nsv-weather__value {
  padding: var(--nsv-space-3);
  border-radius: var(--nsv-radius-m);
  background: var(--nsv-color-surface-sunken);
}
.nsv-weather__value[data-outdated='true'] { border: 1px dashed var(--nsv-color-warning-text); }
.nsv-weather__value dt { font-size: var(--nsv-font-size-s); color: var(--nsv-color-text-muted); }
.nsv-weather__value dd { display: flex; flex-wrap: wrap; align-items: baseline; gap: var(--nsv-space-1) var(--nsv-space-2); margin: 0; }
.nsv-weather__number { font-size: var(--nsv-font-size-xl); font-weight: 700; }
.nsv-weather__time { flex-basis: 100%; }
.nsv-weather__outdated { color: var(--nsv-color-warning-text); }
.nsv-weather__forecast {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: var(--nsv-space-2);
  margin: 0 0 var(--nsv-space-3);
  padding: 0;
  list-style: none;
}
.nsv-weather__day {
  display: grid;
  gap: var(--nsv-space-1);
  padding: var(--nsv-space-3);
  border: 1px solid var(--nsv-color-border);
  border-radius: var(--nsv-radius-m);
}
.nsv-weather__date { font-weight: 700; }
.nsv-weather__issued .nsv-badge { margin-left: var(--nsv-space-2); }
`;
