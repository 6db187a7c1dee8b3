import {
  type AccuracyFigures,
  type AccuracyResponse,
  type AccuracySeason,
  POSITIONS,
  SCORING_FORMAT_LABELS,
  SCORING_FORMATS,
  type ScoringFormat,
} from '@lineup-lab/core';

/** What a table cell shows for a figure there is none of (no NFL.com projections in the data). */
const NO_FIGURE = '—';

/** An MAE in points, to two decimals: '5.27'; `null` (no peer) is '—'. */
export function formatMae(value: number | null): string {
  return value === null ? NO_FIGURE : value.toFixed(2);
}

/** A share (0–1) as a percentage to one decimal: '81.0%'. */
function formatShare(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

/** A whole count with thousands separators: '2,351'. */
function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** One row of a season's table: a position's figures, or every position's ('All positions'). */
interface AccuracyRow {
  key: string;
  label: string;
  n: string;
  ours: string;
  peer: string;
  seasonAverage: string;
  coverage: string;
}

function row(key: string, label: string, n: number, figures: AccuracyFigures): AccuracyRow {
  return {
    key,
    label,
    n: formatCount(n),
    ours: formatMae(figures.mae),
    peer: formatMae(figures.peerMae),
    seasonAverage: formatMae(figures.seasonAvgMae),
    coverage: formatShare(figures.coverage),
  };
}

/** The label of every position's row. */
const OVERALL_LABEL = 'All positions';

/** Fantasy order (QB, RB, WR, TE, D/ST, K), then any other position by name. */
function positionOrder(a: string, b: string): number {
  const rank = (position: string) => {
    const at = (POSITIONS as readonly string[]).indexOf(position);
    return at < 0 ? POSITIONS.length : at;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

/**
 * A season's table: a row per position in fantasy order, then 'All positions' (the overall figures,
 * on every cohort row). A season stored with its overall figures only has that one row.
 */
export function seasonRows(season: AccuracySeason): AccuracyRow[] {
  const positions = Object.keys(season.byPosition).sort(positionOrder);
  return [
    ...positions.flatMap((position) => {
      const figures = season.byPosition[position];
      return figures ? [row(position, position, figures.n, figures)] : [];
    }),
    row('overall', OVERALL_LABEL, season.cohort.n, season.overall),
  ];
}

const isScoringFormat = (value: string): value is ScoringFormat =>
  (SCORING_FORMATS as readonly string[]).includes(value);

/** A scoring's name as the app shows it ('Half-PPR'), or the name as stored. */
function scoringLabel(scoring: string): string {
  return isScoringFormat(scoring) ? SCORING_FORMAT_LABELS[scoring] : scoring;
}

/** What a season's numbers were measured against, in words. */
export function truthText(season: AccuracySeason): string {
  if (!season.scoring) return 'the points NFL.com reported for each player-week';
  const league = scoringLabel(season.scoring.league);
  return season.scoring.model === season.scoring.league
    ? `the ${league} points of each player's actual stat line`
    : `the ${league} points of each player's actual stat line (ours: the ${scoringLabel(season.scoring.model)} model moved to ${league})`;
}

/** How a season's back-test was run, in one sentence of plain words. */
export function seasonFacts(season: AccuracySeason): string {
  const retrain =
    season.retrainEvery === null
      ? ''
      : season.retrainEvery === 1
        ? ', retrained before every week'
        : `, retrained every ${season.retrainEvery} weeks`;
  const peer =
    season.peer === 'nflcom'
      ? ' Compared with NFL.com’s weekly projections.'
      : ' NFL.com’s projections are not part of this data: its column is empty.';
  return (
    `${formatCount(season.cohort.n)} player-weeks from week ${season.fromWeek} on, each projected by a ` +
    `model trained only on the weeks before it${retrain}. Measured against ${truthText(season)}.${peer}`
  );
}

/** The share of outcomes a calibrated band holds: 80% for a 10th–90th percentile band. */
export function bandTarget(method: AccuracyResponse['method']): string {
  return formatShare(method.bandQuantiles.high - method.bandQuantiles.low);
}

/** A percentile as words: 0.1 → '10th', 0.9 → '90th'. */
export function percentile(quantile: number): string {
  return `${Math.round(quantile * 100)}th`;
}

/**
 * A season's figures in one plain sentence: by how many points each projection missed on average,
 * and how often the outcome fell inside our band.
 */
export function seasonSummary(season: AccuracySeason, method: AccuracyResponse['method']): string {
  const { overall } = season;
  const peer = overall.peerMae === null ? '' : `, NFL.com’s by ${formatMae(overall.peerMae)}`;
  return (
    `Our median missed by ${formatMae(overall.mae)} points on average${peer}, and the season-to-date ` +
    `average by ${formatMae(overall.seasonAvgMae)}. ${formatShare(overall.coverage)} of the outcomes ` +
    `fell inside our floor–ceiling band (a calibrated band holds about ${bandTarget(method)}).`
  );
}

/**
 * The model line, its date in the viewer's time zone: 'Model quantile-gbm (version
 * 20250917T190000Z), trained September 17, 2025, projecting Half-PPR points.'
 */
export function modelText(model: NonNullable<AccuracyResponse['model']>): string {
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(model.trainedAt));
  return `Model ${model.name} (version ${model.version}), trained ${date}, projecting ${scoringLabel(model.target)} points.`;
}
