import { InlineStyle } from '../layout/inline-style.js';
import css from './discovery-base.css?inline';

/** The discovery pages' shared styles (regions, activities, weather, search): paging, forms. One component per stylesheet, so its id and text are paired once. */
export function DiscoveryBaseStyles() {
  return <InlineStyle id="discovery-base" css={css} />;
}
