export const sportMatchCss = /* css */ `
.nsv-block .nsv-sport-match__competition { margin: 0 0 var(--nsv-space-1); text-transform: uppercase; letter-spacing: 0.04em; }
.nsv-sport-match__meta { display: flex; flex-wrap: wrap; align-items: center; gap: var(--nsv-space-2); }
.nsv-sport-match[data-status='live'] .nsv-sport-match__status { color: var(--nsv-color-error-text); }
.nsv-sport-match[data-status='finished'] .nsv-sport-match__status { color: var(--nsv-color-text-muted); }
.nsv-sport-match[data-status='scheduled'] .nsv-sport-match__status { color: var(--nsv-color-info-text); }
.nsv-sport-match__scroller { max-width: 100%; overflow-x: auto; }
.nsv-sport-match__table {
  width: 100%;
  border-collapse: collapse;
  font-size: var(--nsv-font-size-s);
  overflow-wrap: normal;
}
.nsv-sport-match__table thead th { white-space: nowrap; }
.nsv-sport-match__table th, .nsv-sport-match__table td {
  padding: var(--nsv-space-2);
  border-bottom: 1px solid var(--nsv-color-border);
  text-align: left;
  vertical-align: top;
}
.nsv-sport-match__table thead th { color: var(--nsv-color-text-muted); font-weight: 600; }
.nsv-sport-match__table tbody th { font-weight: 600; }
.nsv-sport-match__table abbr { text-decoration: none; }
`;
