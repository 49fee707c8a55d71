import { formatCalendarDay, formatDateTime, parseDate } from '../lib/dates';
import type { ForecastDay } from '../types';
import { CONDITIONS } from './conditions';
import { isOutdated } from './outdated';

/** Props of Forecast. */
interface ForecastProps {
  days: ForecastDay[];
  now: Date;
}

/** The forecast days, with when the forecast was made and whether that is outdated. */
export function Forecast({ days, now }: ForecastProps) {
  if (days.length === 0)
    return <p className="nsv-notice">Er is geen weersverwachting beschikbaar.</p>;
  // The newest issue time speaks for the forecast as a whole.
  const issued = days
    .map((day) => day.issued_at)
    .filter((value) => parseDate(value))
    .sort()
    .at(-1);
  const issuedAt = parseDate(issued);
  const outdated = isOutdated(issued, now);
  return (
    <>
      <ol className="nsv-weather__forecast">
        {days.map((day) => {
          const condition = CONDITIONS[day.condition] ?? { label: day.condition, symbol: '' };
          return (
            <li key={day.date} className="nsv-weather__day">
              <span className="nsv-weather__date">{formatCalendarDay(day.date)}</span>
              <span className="nsv-weather__condition">
                <span aria-hidden="true">{condition.symbol} </span>
                {condition.label}
              </span>
              <span>
                {day.temperatureMin}° / {day.temperatureMax}°
                <span className="nsv-visually-hidden"> (minimum en maximum)</span>
              </span>
              <span>{day.freshSnow} cm verse sneeuw</span>
              <span className="nsv-muted">Nulgradengrens {day.freezingLevel} m</span>
            </li>
          );
        })}
      </ol>
      <p className="nsv-muted nsv-weather__issued" data-outdated={outdated}>
        {issuedAt ? (
          <>
            Verwachting opgesteld <time dateTime={issued}>{formatDateTime(issuedAt)}</time>
          </>
        ) : (
          'Tijdstip van de verwachting onbekend'
        )}
        {outdated ? <span className="nsv-badge nsv-weather__outdated">verouderd</span> : null}
      </p>
    </>
  );
}
