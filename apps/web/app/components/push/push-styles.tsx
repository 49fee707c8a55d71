import { InlineStyle } from '../layout/inline-style.js';
import css from './push.css?inline';

/** The push toggle's and the inbox's styles. One component per stylesheet, so its id and text are paired once. */
export function PushStyles() {
  return <InlineStyle id="push" css={css} />;
}
