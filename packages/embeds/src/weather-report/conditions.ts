import type { WeatherCondition } from '../types';

/** Dutch label and a decorative symbol per forecast condition. */
export const CONDITIONS: Record<WeatherCondition, { label: string; symbol: string }> = {
  zonnig: { label: 'Zonnig', symbol: '☀' },
  'half-bewolkt': { label: 'Half bewolkt', symbol: '◐' },
  bewolkt: { label: 'Bewolkt', symbol: '☁' },
  regen: { label: 'Regen', symbol: '☂' },
  sneeuw: { label: 'Sneeuw', symbol: '❄' },
  onweer: { label: 'Onweer', symbol: '⚡' },
  mist: { label: 'Mist', symbol: '≋' },
};
