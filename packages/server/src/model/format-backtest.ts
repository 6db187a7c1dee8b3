import type { BacktestMetrics, BacktestReport } from '@lineup-lab/engine';

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

/** The back-test as a text table: overall and per position. */
export function formatBacktest(report: BacktestReport): string {
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
    header,
    ...rows,
    line('overall', report.overall),
  ].join('\n');
}

/** The back-test as the command's JSON: season, cohort size, overall and per-position figures. */
export function backtestJson(report: BacktestReport) {
  return {
    season: report.season,
    cohort: report.cohort,
    overall: withoutN(report.overall),
    byPosition: Object.fromEntries(
      Object.entries(report.byPosition).map(([position, m]) => [position, { n: m.n, ...withoutN(m) }]),
    ),
  };
}

function withoutN(m: BacktestMetrics) {
  const { n: _n, ...rest } = m;
  return rest;
}
