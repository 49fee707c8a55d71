import { Link } from 'react-router';
import { SnowReport } from '../components/weather/snow-report.js';
import { createApiClient } from '../lib/api.server.js';
import { publicCacheHeaders } from '../lib/http.js';
import { pageMeta } from '../lib/seo.js';
import { CONDITION_LABELS, todaysForecast } from '../lib/weather.js';
import { loadWeatherPlaces } from '../lib/weather.server.js';
import type { Route } from './+types/weather';
import { DiscoveryBaseStyles } from '../components/search/discovery-base-styles.js';
import { WeatherStyles } from '../components/weather/weather-styles.js';

export const headers = publicCacheHeaders;

/** Every place with its latest snow report and today's forecast; `now` is the server's, so hydration agrees. */
export async function loader() {
  return { places: await loadWeatherPlaces(createApiClient()), now: new Date().toISOString() };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: 'Weer en sneeuw',
      description:
        'Sneeuwhoogte, open liften en pistes en de weersverwachting van vandaag voor alle skigebieden.',
      path: '/weer',
    },
    matches,
  );
}

export default function Weather({ loaderData }: Route.ComponentProps) {
  const now = new Date(loaderData.now);
  return (
    <div className="weather-page">
      <DiscoveryBaseStyles />
      <WeatherStyles />
      <h1>Weer en sneeuw</h1>
      <p>
        Per waarde staat wanneer die gemeten is; metingen ouder dan 24 uur zijn gemarkeerd als
        verouderd.
      </p>
      {loaderData.places.length === 0 ? (
        <p>Er zijn nog geen weergegevens.</p>
      ) : (
        <ul className="card-list">
          {loaderData.places.map((place) => {
            const today = place.report ? todaysForecast(place.report.forecast, now) : null;
            return (
              <li key={place.slug}>
                <h2>
                  <Link to={`/weer/${place.slug}`}>{place.name}</Link>
                </h2>
                <p className="weather-today">
                  {today
                    ? `Vandaag: ${CONDITION_LABELS[today.condition].toLowerCase()}, ${today.temperatureMin} tot ${today.temperatureMax} °C, ${today.freshSnow} cm verse sneeuw verwacht`
                    : 'Geen verwachting voor vandaag.'}
                </p>
                {place.report ? (
                  <div className="weather-table-scroll">
                    <SnowReport
                      report={place.report}
                      now={now}
                      caption={`Sneeuwrapport ${place.name}`}
                    />
                  </div>
                ) : (
                  <p>Er is geen sneeuwrapport beschikbaar.</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
