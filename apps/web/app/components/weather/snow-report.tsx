import { formatMeasuredAt, isStale, type WeatherReport } from '../../lib/weather.js';

/** One measured value: its text, when it was measured, and 'verouderd' past 24 hours. */
function MeasuredRow({
  label,
  value,
  measuredAt,
  now,
}: {
  label: string;
  value: string;
  measuredAt: string;
  now: Date;
}) {
  const stale = isStale(measuredAt, now);
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{value}</td>
      <td>
        <time dateTime={measuredAt}>{formatMeasuredAt(measuredAt)}</time>
        {stale ? <strong className="weather-stale"> verouderd</strong> : null}
      </td>
    </tr>
  );
}

/** The latest snow report of a place: each value with the time it was measured. */
export function SnowReport({
  report,
  now,
  caption,
}: {
  report: WeatherReport;
  now: Date;
  caption: string;
}) {
  return (
    <table className="snow-report">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Meting</th>
          <th scope="col">Waarde</th>
          <th scope="col">Gemeten</th>
        </tr>
      </thead>
      <tbody>
        <MeasuredRow
          label="Sneeuw in het dal"
          value={`${report.snowDepthValley.value} cm`}
          measuredAt={report.snowDepthValley.measured_at}
          now={now}
        />
        <MeasuredRow
          label="Sneeuw op de berg"
          value={`${report.snowDepthMountain.value} cm`}
          measuredAt={report.snowDepthMountain.measured_at}
          now={now}
        />
        <MeasuredRow
          label="Verse sneeuw (24 uur)"
          value={`${report.freshSnow.value} cm`}
          measuredAt={report.freshSnow.measured_at}
          now={now}
        />
        <MeasuredRow
          label="Liften open"
          value={`${report.liftsOpen.value.open} van ${report.liftsOpen.value.total}`}
          measuredAt={report.liftsOpen.measured_at}
          now={now}
        />
        <MeasuredRow
          label="Pistes open"
          value={`${report.slopesOpen.value.open} van ${report.slopesOpen.value.total} km`}
          measuredAt={report.slopesOpen.measured_at}
          now={now}
        />
      </tbody>
    </table>
  );
}
