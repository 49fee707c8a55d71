import { CONDITION_LABELS, formatForecastDate, type ForecastDay } from '../../lib/weather.js';

/**
 * The forecast of a place, one row per day: condition, temperatures, fresh snow, freezing level.
 * `captionId` lets a scrolling container around it take the caption as its name.
 */
export function ForecastTable({
  days,
  caption,
  captionId,
}: {
  days: ForecastDay[];
  caption: string;
  captionId?: string;
}) {
  if (days.length === 0) return <p>Er is geen weersverwachting beschikbaar.</p>;
  return (
    <table className="forecast-table">
      <caption id={captionId}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Dag</th>
          <th scope="col">Weer</th>
          <th scope="col">Temperatuur</th>
          <th scope="col">Verse sneeuw</th>
          <th scope="col">Nulgradengrens</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row">
              <time dateTime={day.date}>{formatForecastDate(day.date)}</time>
            </th>
            <td>{CONDITION_LABELS[day.condition]}</td>
            <td>
              {day.temperatureMin} tot {day.temperatureMax} °C
            </td>
            <td>{day.freshSnow} cm</td>
            <td>{day.freezingLevel} m</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
