import type { AccuracyResponse, AccuracySeason } from '@lineup-lab/core';
import { seasonFacts, seasonRows, seasonSummary } from './accuracy-view.js';

export interface SeasonAccuracyProps {
  season: AccuracySeason;
  method: AccuracyResponse['method'];
}

/**
 * One back-tested season: how it was run, its figures in a sentence, and the table of them per
 * position (our median's MAE, NFL.com's, the season-to-date average's, and our band's coverage),
 * with every position together last. A season kept with its overall figures only says so.
 */
export function SeasonAccuracy({ season, method }: SeasonAccuracyProps) {
  const headingId = `accuracy-season-${season.season}`;
  const rows = seasonRows(season);
  return (
    <section className="card accuracy-season" aria-labelledby={headingId}>
      <h2 id={headingId}>{season.season} season</h2>
      <p>{seasonSummary(season, method)}</p>
      <p className="muted">{seasonFacts(season)}</p>
      {season.overallOnly && (
        <p className="notice">
          Only the overall figures were kept for this season: the model was trained before per-position
          figures were stored.
        </p>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard (WCAG 2.1.1). */}
      <section className="table-wrap" aria-label={`${season.season} figures by position`} tabIndex={0}>
        <table className="accuracy-table">
          <caption className="visually-hidden">
            {season.season}: mean absolute error in points (lower is better) and band coverage, by position
          </caption>
          <thead>
            <tr>
              <th scope="col">Position</th>
              <th scope="col">Player-weeks</th>
              <th scope="col">Our MAE</th>
              <th scope="col">NFL.com MAE</th>
              <th scope="col">Season avg MAE</th>
              <th scope="col">Band coverage</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.key}
                data-position={row.key}
                className={row.key === 'overall' ? 'accuracy-overall' : ''}
              >
                <th scope="row">{row.label}</th>
                <td>{row.n}</td>
                <td>{row.ours}</td>
                <td>{row.peer}</td>
                <td>{row.seasonAverage}</td>
                <td>{row.coverage}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
