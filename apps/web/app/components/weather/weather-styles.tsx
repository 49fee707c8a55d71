import { InlineStyle } from '../layout/inline-style.js';
import css from './weather.css?inline';

/** The weather overview's and forecast's styles. One component per stylesheet, so its id and text are paired once. */
export function WeatherStyles() {
  return <InlineStyle id="weather" css={css} />;
}
