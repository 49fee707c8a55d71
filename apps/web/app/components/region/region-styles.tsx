import { InlineStyle } from '../layout/inline-style.js';
import css from './region.css?inline';

/** The region and region-tag pages' styles. One component per stylesheet, so its id and text are paired once. */
export function RegionStyles() {
  return <InlineStyle id="region" css={css} />;
}
