export { SportMatch, type SportMatchProps, STATUS_LABELS } from './sport-match';
export { countryName } from './country';
export type { SportMatchData } from '../types';
