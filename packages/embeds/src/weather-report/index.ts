export { WeatherReport, type WeatherReportProps } from './weather-report';
export { isOutdated, MAX_AGE_MS } from './outdated';
export type { WeatherReportData, Measured, ForecastDay, WeatherCondition } from '../types';
