import { InlineStyle } from '../layout/inline-style.js';
import css from './content.css?inline';

/** The content routes' styles (home, article lists, articles, content pages). One component per stylesheet, so its id and text are paired once. */
export function ContentStyles() {
  return <InlineStyle id="content" css={css} />;
}
