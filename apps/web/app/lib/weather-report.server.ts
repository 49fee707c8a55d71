import { z } from 'zod';
import { CONDITION_LABELS, type ForecastCondition, type WeatherReport } from './weather.js';

// The API types a place's `report` as JSON: checked here, on the server only, so zod never
// reaches the browser bundle of the weather pages.

const measured = <T extends z.ZodType>(value: T) => z.object({ value, measured_at: z.string() });
const openOfTotal = z.object({ open: z.number(), total: z.number() });

const forecastDay = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  condition: z.enum(Object.keys(CONDITION_LABELS) as [ForecastCondition, ...ForecastCondition[]]),
  temperatureMin: z.number(),
  temperatureMax: z.number(),
  freshSnow: z.number(),
  freezingLevel: z.number(),
  issued_at: z.string(),
});

const reportSchema: z.ZodType<WeatherReport> = z.object({
  snowDepthValley: measured(z.number()),
  snowDepthMountain: measured(z.number()),
  freshSnow: measured(z.number()),
  liftsOpen: measured(openOfTotal),
  slopesOpen: measured(openOfTotal),
  forecast: z.array(forecastDay),
});

/** Checks a place's `report` JSON; null when it is not a usable report (the page says so). */
export function parseWeatherReport(value: unknown): WeatherReport | null {
  const result = reportSchema.safeParse(value);
  return result.success ? result.data : null;
}
