import { BlockStyle } from '../lib/block-style';
import { baseCss } from '../lib/base-styles';
import { formatFullDateTime, parseDate } from '../lib/dates';
import type { SportMatchData } from '../types';
import { countryName } from './country';
import { sportMatchCss } from './sport-match-styles';
import { type BlockIdOptions, useBlockId } from '../lib/block-id';

/** Props of SportMatch. */
export interface SportMatchProps extends BlockIdOptions {
  data: SportMatchData;
}

/** Dutch labels of a match's status. */
export const STATUS_LABELS: Record<SportMatchData['status'], string> = {
  scheduled: 'Gepland',
  live: 'Live',
  finished: 'Afgelopen',
};

/** A race or match: competition, discipline, place and time, status and the competitors. */
export function SportMatch({ data, idPrefix }: SportMatchProps) {
  const headingId = useBlockId(idPrefix);
  const startsAt = parseDate(data.starts_at);
  // Ranked competitors first, in order; the others after them as given.
  const competitors = [...(data.competitors ?? [])].sort(
    (a, b) => (a.rank ?? Number.POSITIVE_INFINITY) - (b.rank ?? Number.POSITIVE_INFINITY),
  );
  const hasResults = competitors.some((c) => c.rank !== undefined || c.result !== undefined);
  return (
    <section
      className="nsv-block nsv-sport-match"
      data-nsv-block="sport-match"
      data-status={data.status}
      aria-labelledby={headingId}
    >
      <BlockStyle name="base" css={baseCss} />
      <BlockStyle name="sport-match" css={sportMatchCss} />
      <p className="nsv-muted nsv-sport-match__competition">{data.competition}</p>
      <h2 id={headingId}>{data.discipline}</h2>
      <p className="nsv-sport-match__meta">
        <span className="nsv-badge nsv-sport-match__status">
          {STATUS_LABELS[data.status] ?? data.status}
        </span>{' '}
        {data.location}
        {startsAt ? (
          <>
            {', '}
            <time dateTime={data.starts_at}>{formatFullDateTime(startsAt)}</time>
          </>
        ) : null}
      </p>
      {competitors.length === 0 ? (
        <p className="nsv-notice">De deelnemers zijn nog niet bekend.</p>
      ) : (
        // The table keeps its words whole (the block's `overflow-wrap: anywhere` broke "Pos." and
        // "Land" mid-word on a phone) and scrolls sideways in its own box when it is wider than
        // the block. That box is a focusable region named by the caption, so keyboard users can
        // reach and scroll it too (WCAG 2.1.1).
        <div
          className="nsv-sport-match__scroller"
          role="region"
          aria-labelledby={`${headingId}-caption`}
          tabIndex={0}
        >
          <table className="nsv-sport-match__table">
            <caption id={`${headingId}-caption`} className="nsv-visually-hidden">
              {hasResults ? 'Uitslag' : 'Deelnemers'} {data.discipline}
            </caption>
            <thead>
              <tr>
                {hasResults ? <th scope="col">Pos.</th> : null}
                <th scope="col">Naam</th>
                <th scope="col">Land</th>
                {hasResults ? <th scope="col">Resultaat</th> : null}
              </tr>
            </thead>
            <tbody>
              {competitors.map((competitor) => (
                <tr key={`${competitor.name}-${competitor.country}`}>
                  {hasResults ? <td>{competitor.rank ?? '–'}</td> : null}
                  <th scope="row">{competitor.name}</th>
                  <td>
                    <abbr title={countryName(competitor.country)}>
                      {competitor.country.toUpperCase()}
                    </abbr>
                  </td>
                  {hasResults ? <td>{competitor.result ?? '–'}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
