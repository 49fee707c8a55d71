import { BlockStyle } from '../lib/block-style';
import { baseCss } from '../lib/base-styles';
import type { WeatherReportData } from '../types';
import { Forecast } from './forecast';
import { MeasuredValue } from './measured-value';
import { weatherReportCss } from './weather-report-styles';
import { type BlockIdOptions, useBlockId } from '../lib/block-id';

/** Props of WeatherReport. */
export interface WeatherReportProps extends BlockIdOptions {
  data: WeatherReportData;
  /** The current time, for the 24-hour outdated check; default the moment of rendering. */
  now?: Date | string | number;
}

/** Whether the API filled the report (seeded content only names the place until it does). */
function isFilled(data: WeatherReportData): boolean {
  return (
    typeof data.place === 'object' &&
    data.place !== null &&
    [
      data.snowDepthValley,
      data.snowDepthMountain,
      data.freshSnow,
      data.liftsOpen,
      data.slopesOpen,
    ].every((value) => typeof value === 'object' && value !== null) &&
    Array.isArray(data.forecast)
  );
}

/** The weather and snow report of one place; every value shows when it was measured. */
export function WeatherReport({ data, now, idPrefix }: WeatherReportProps) {
  const headingId = useBlockId(idPrefix);
  const current = now === undefined ? new Date() : new Date(now);
  const place = data.place as WeatherReportData['place'] | string | undefined;
  const placeName = typeof place === 'object' && place ? place.name : (place ?? '');

  return (
    <section
      className="nsv-block nsv-weather"
      data-nsv-block="weather-report"
      aria-labelledby={headingId}
    >
      <BlockStyle name="base" css={baseCss} />
      <BlockStyle name="weather-report" css={weatherReportCss} />
      <h2 id={headingId}>Sneeuwbericht {placeName}</h2>
      {isFilled(data) ? (
        <>
          <dl className="nsv-weather__values">
            <MeasuredValue
              label={`Sneeuwhoogte dal (${data.place.elevationValley} m)`}
              measured={data.snowDepthValley}
              now={current}
            >
              {data.snowDepthValley.value} cm
            </MeasuredValue>
            <MeasuredValue
              label={`Sneeuwhoogte berg (${data.place.elevationMountain} m)`}
              measured={data.snowDepthMountain}
              now={current}
            >
              {data.snowDepthMountain.value} cm
            </MeasuredValue>
            <MeasuredValue label="Verse sneeuw (24 uur)" measured={data.freshSnow} now={current}>
              {data.freshSnow.value} cm
            </MeasuredValue>
            <MeasuredValue label="Liften open" measured={data.liftsOpen} now={current}>
              {data.liftsOpen.value.open} van {data.liftsOpen.value.total}
            </MeasuredValue>
            <MeasuredValue label="Pistes open" measured={data.slopesOpen} now={current}>
              {data.slopesOpen.value.open} van {data.slopesOpen.value.total} km
            </MeasuredValue>
          </dl>
          <h3>Weersverwachting</h3>
          <Forecast days={data.forecast} now={current} />
        </>
      ) : (
        <p className="nsv-notice">Het sneeuwbericht is op dit moment niet beschikbaar.</p>
      )}
    </section>
  );
}
