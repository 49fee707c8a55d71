import type { ReactNode } from 'react';
import { formatDateTime, parseDate } from '../lib/dates';
import type { Measured } from '../types';
import { isOutdated } from './outdated';

/** Props of MeasuredValue. */
interface MeasuredValueProps {
  label: ReactNode;
  measured: Measured<unknown> | undefined;
  children: ReactNode;
  now: Date;
}

/** One value of the snow report with when it was measured, marked 'verouderd' after 24 hours. */
export function MeasuredValue({ label, measured, children, now }: MeasuredValueProps) {
  const at = parseDate(measured?.measured_at);
  const outdated = isOutdated(measured?.measured_at, now);
  return (
    <div className="nsv-weather__value" data-outdated={outdated}>
      <dt>{label}</dt>
      <dd>
        <span className="nsv-weather__number">{children}</span>
        <span className="nsv-muted nsv-weather__time">
          {at ? (
            <>
              gemeten <time dateTime={measured?.measured_at}>{formatDateTime(at)}</time>
            </>
          ) : (
            'meettijd onbekend'
          )}
        </span>
        {outdated ? <span className="nsv-badge nsv-weather__outdated">verouderd</span> : null}
      </dd>
    </div>
  );
}
