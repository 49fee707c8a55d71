import { Link, redirect } from 'react-router';
import { SnowReport } from '../components/weather/snow-report.js';
import { ForecastTable } from '../components/weather/forecast-table.js';
import { createApiClient } from '../lib/api.server.js';
import { pageUrl } from '../lib/content-url.js';
import { notFound, publicCacheHeaders } from '../lib/http.js';
import { pageMeta } from '../lib/seo.js';
import { upcomingForecast } from '../lib/weather.js';
import { literalWeatherSlug, loadWeatherPlace } from '../lib/weather.server.js';
import type { Route } from './+types/weather-place';
import { WeatherStyles } from '../components/weather/weather-styles.js';

export const headers = publicCacheHeaders;

/**
 * The forecast for one place. The spec writes the route as `/weer/:slug` with a literal colon;
 * that form answers with a permanent redirect to `/weer/{slug}`. Unknown places are a 404.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const literal = literalWeatherSlug(params.slug);
  if (literal !== null) throw redirect(`/weer/${encodeURIComponent(literal)}${url.search}`, 301);
  const place = await loadWeatherPlace(createApiClient(), params.slug);
  if (!place) notFound(url.pathname);
  return { place, now: new Date().toISOString() };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { place } = data;
  return pageMeta(
    {
      title: `Weer in ${place.name}`,
      description: `Sneeuwrapport en weersverwachting voor de komende zeven dagen in ${place.name} (${place.elevationValley} tot ${place.elevationMountain} meter).`,
      path: `/weer/${place.slug}`,
    },
    matches,
  );
}

export default function WeatherPlace({ loaderData }: Route.ComponentProps) {
  const { place } = loaderData;
  const now = new Date(loaderData.now);
  return (
    <article className="weather-place-page">
      <WeatherStyles />
      <h1>Weer in {place.name}</h1>
      <p>
        Van {place.elevationValley} tot {place.elevationMountain} meter.{' '}
        {place.region ? (
          <Link to={`/regios/${place.region.slug}`}>Over het skigebied {place.region.name}</Link>
        ) : null}
      </p>
      {place.report ? (
        <>
          <section aria-labelledby="forecast-heading">
            <h2 id="forecast-heading">Weersverwachting</h2>
            {/* Five columns scroll sideways on a phone: the scroller takes focus, so the keyboard
                can scroll it too (WCAG 2.1.1), and is a region named by the table's caption (the
                section already has the heading's name). */}
            <div
              className="weather-table-scroll"
              role="region"
              tabIndex={0}
              aria-labelledby="forecast-caption"
            >
              <ForecastTable
                days={upcomingForecast(place.report.forecast, now)}
                caption="De komende zeven dagen"
                captionId="forecast-caption"
              />
            </div>
          </section>
          <section aria-labelledby="snow-report-heading">
            <h2 id="snow-report-heading">Sneeuwrapport</h2>
            <div className="weather-table-scroll">
              <SnowReport
                report={place.report}
                now={now}
                caption={`Laatste metingen in ${place.name}`}
              />
            </div>
          </section>
        </>
      ) : (
        <p>Er zijn op dit moment geen weergegevens voor {place.name}.</p>
      )}
      <p>
        <Link to="/weer">Alle plaatsen</Link>
      </p>
    </article>
  );
}
