import {
  WeatherPlaceDocument,
  WeatherPlacesDocument,
  type Client,
  type WeatherPlaceQuery,
  type WeatherPlaceQueryVariables,
  type WeatherPlacesQuery,
  type WeatherPlacesQueryVariables,
} from '@nsv/graphql';
import { refuses } from './api-errors.js';
import { apiFailed } from './regions.server.js';
import type { WeatherReport } from './weather.js';
import { parseWeatherReport } from './weather-report.server.js';

/** A place as the weather pages show it; `report` is null when the API's report is unusable. */
export interface WeatherPlaceSummary {
  slug: string;
  name: string;
  elevationValley: number;
  elevationMountain: number;
  report: WeatherReport | null;
}

/** Every place with its checked report, by name. */
export async function loadWeatherPlaces(client: Client): Promise<WeatherPlaceSummary[]> {
  const result = await client
    .query<WeatherPlacesQuery, WeatherPlacesQueryVariables>(
      WeatherPlacesDocument,
      {},
      { requestPolicy: 'network-only' },
    )
    .toPromise();
  if (result.error || !result.data)
    apiFailed('weather: loading the places', result.error ?? 'no data');
  return result.data.weatherPlaces.map((place) => ({
    slug: place.slug,
    name: place.name,
    elevationValley: place.elevationValley,
    elevationMountain: place.elevationMountain,
    report: parseWeatherReport(place.report),
  }));
}

/** One place with its checked report and region; null for an unknown slug. */
export async function loadWeatherPlace(client: Client, slug: string) {
  const result = await client
    .query<WeatherPlaceQuery, WeatherPlaceQueryVariables>(
      WeatherPlaceDocument,
      { slug },
      { requestPolicy: 'network-only' },
    )
    .toPromise();
  // A slug the API refuses (a character none has) names no place.
  if (refuses(result.error, 'slug')) return null;
  if (result.error || !result.data)
    apiFailed('weather: loading a place', result.error ?? 'no data');
  const place = result.data.weatherPlace;
  if (!place) return null;
  return {
    slug: place.slug,
    name: place.name,
    elevationValley: place.elevationValley,
    elevationMountain: place.elevationMountain,
    region: place.region,
    report: parseWeatherReport(place.report),
  };
}

/**
 * The spec's literal form `/weer/:{slug}` (a segment starting with a colon, perhaps encoded as
 * `%3A`): the slug it stands for, or null when the segment is an ordinary slug.
 */
export function literalWeatherSlug(segment: string): string | null {
  const decoded =
    segment.startsWith('%3A') || segment.startsWith('%3a') ? `:${segment.slice(3)}` : segment;
  return decoded.startsWith(':') && decoded.length > 1 ? decoded.slice(1) : null;
}
