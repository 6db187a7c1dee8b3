import type {
  BacktestMetrics,
  BacktestReport,
  StartSitReport,
  StartSitScores,
  StartSitTable,
} from '@lineup-lab/engine';
import type { SeasonBacktestRecord } from '../../records/model-record.js';

const num = (value: number | null, digits = 2) => (value === null ? 'n/a' : value.toFixed(digits));

function line(label: string, m: BacktestMetrics): string {
  return [
    label.padEnd(8),
    String(m.n).padStart(6),
    num(m.mae).padStart(7),
    num(m.peerMae).padStart(8),
    num(m.seasonAvgMae).padStart(8),
    `${(m.coverage * 100).toFixed(1)}%`.padStart(9),
    num(m.pinball.p10, 3).padStart(8),
    num(m.pinball.p50, 3).padStart(8),
    num(m.pinball.p90, 3).padStart(8),
  ].join(' ');
}

/** The scorings of a back-test in a preset (`--scoring`): the league's, and the model's it is moved from. */
export interface BacktestScoring {
  league: string;
  model: string;
}

/** The title line's words on the scoring. */
function scoringNote(scoring: BacktestScoring | undefined): string[] {
  if (!scoring) return [];
  const moved =
    scoring.model === scoring.league
      ? `ours: a model trained in ${scoring.model}`
      : `ours: the ${scoring.model} model moved by the expected stat line`;
  return [
    `Truth and season average: ${scoring.league} points of the stat line; ${moved}; peer: NFL.com's number (about half-PPR).`,
  ];
}

/**
 * The back-test as a text table: overall and per position; with `scoring`, a line saying which
 * scoring the truth is in and how ours was made.
 */
export function formatBacktest(report: BacktestReport, scoring?: BacktestScoring): string {
  const header = [
    'position'.padEnd(8),
    'n'.padStart(6),
    'MAE'.padStart(7),
    'peer'.padStart(8),
    'seasAvg'.padStart(8),
    'coverage'.padStart(9),
    'pin p10'.padStart(8),
    'pin p50'.padStart(8),
    'pin p90'.padStart(8),
  ].join(' ');
  const rows = Object.entries(report.byPosition).map(([position, m]) => line(position, m));
  return [
    `Walk-forward back-test, season ${report.season} (${report.cohort.n} player-weeks)`,
    ...scoringNote(scoring),
    header,
    ...rows,
    line('overall', report.overall),
  ].join('\n');
}

/**
 * The back-test as the command's JSON: season, the scorings (with `--scoring`), cohort size, overall
 * and per-position figures, and the start/sit back-test when one was run.
 */
export function backtestJson(report: BacktestReport, startSit?: StartSitReport, scoring?: BacktestScoring) {
  return {
    season: report.season,
    ...(scoring && { scoring }),
    cohort: report.cohort,
    overall: withoutN(report.overall),
    byPosition: Object.fromEntries(
      Object.entries(report.byPosition).map(([position, m]) => [position, { n: m.n, ...withoutN(m) }]),
    ),
    ...(startSit && { startSit }),
  };
}

/** How a stored back-test was run, beside its figures. */
type BacktestRunFacts = Pick<
  SeasonBacktestRecord,
  'fromWeek' | 'retrainEvery' | 'peer' | 'source' | 'storedAt'
>;

/**
 * A season's back-test as a model's record keeps it (what `/accuracy` shows): the figures
 * `backtestJson` prints (no start/sit), and how the back-test was run.
 */
export function seasonBacktestRecord(
  report: BacktestReport,
  facts: BacktestRunFacts,
  scoring?: BacktestScoring,
): SeasonBacktestRecord {
  const { season, cohort, overall, byPosition } = backtestJson(report, undefined, scoring);
  return {
    season,
    ...(scoring && { scoring: { league: scoring.league, model: scoring.model } }),
    cohort,
    overall,
    byPosition,
    ...facts,
  };
}

const percent = (value: number | null) => (value === null ? 'n/a' : `${(value * 100).toFixed(1)}%`);
const points = (value: number) => `${value < 0 ? '−' : '+'}${Math.abs(value * 100).toFixed(1)}`;

function startSitLine(label: string, s: StartSitScores): string {
  const d = s.oursMinusPeer;
  return [
    label.padEnd(8),
    String(s.pairs).padStart(7),
    percent(s.ours).padStart(7),
    percent(s.peer).padStart(7),
    percent(s.seasonAverage).padStart(8),
    (d === null ? 'n/a' : `${points(d.difference)} [${points(d.low)}, ${points(d.high)}]`).padStart(21),
    (s.weeks === null ? 'n/a' : `${s.weeks.ahead}/${s.weeks.behind}/${s.weeks.level}`).padStart(9),
  ].join(' ');
}

function startSitTable(table: StartSitTable): string[] {
  const header = [
    'position'.padEnd(8),
    'pairs'.padStart(7),
    'ours'.padStart(7),
    'peer'.padStart(7),
    'seasAvg'.padStart(8),
    'ours−peer [95%]'.padStart(21),
    'wk +/−/='.padStart(9),
  ].join(' ');
  return [
    header,
    ...Object.entries(table.byPosition).map(([position, s]) => startSitLine(position, s)),
    startSitLine('overall', table.overall),
  ];
}

/**
 * The start/sit back-test as text: for every pair, then for the close calls, the share of pairs in
 * which each method's pick outscored the other, ours − peer in percentage points with its interval,
 * and the weeks ours was ahead of / behind / level with the peer.
 */
export function formatStartSit(report: StartSitReport, season: number): string {
  const { excluded, coinFlips, bootstrap } = report;
  return [
    `Start/sit back-test, season ${season} (ours: the advisor's pick in the ${report.need} need)`,
    'Every pair of same-position cohort players in a week; a hit = the pick outscored the other.',
    ...startSitTable(report.all),
    ...(report.closeCalls
      ? [
          `Close calls (peer projections within ${report.closeCallPoints} points)`,
          ...startSitTable(report.closeCalls),
        ]
      : []),
    `Left out: ${excluded.equalTruth} pairs with equal points, ${excluded.missingNumber} without a number. ` +
      `Coin flips (equal numbers, counted ½): ours ${coinFlips.ours}, peer ${coinFlips.peer ?? 'n/a'}, ` +
      `season avg ${coinFlips.seasonAverage}.`,
    `ours−peer in percentage points; interval: ${bootstrap.replicates} bootstrap resamples of the ` +
      `${bootstrap.weeks} weeks (seed ${bootstrap.seed}).`,
  ].join('\n');
}

function withoutN(m: BacktestMetrics) {
  const { n: _n, ...rest } = m;
  return rest;
}
