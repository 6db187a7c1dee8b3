/**
 * Candidate start/sit ranking rules for the development run, and how they are scored: each rule is a
 * number per player-week, put in the place of our median, so that `startSitBacktest` (core's
 * `pickStarter`, median need) measures it exactly as `model backtest --start-sit` measures the rule
 * in use.
 */
import { type PlayerWeek, pickStarter } from '@lineup-lab/core';
import { type BacktestPrediction, type StartSitReport, startSitBacktest } from '../src/index.js';

/** A back-tested row with the two parts of its median: the GBM ensemble's and the recency-weighted points. */
export interface CandidateRow extends BacktestPrediction {
  gbm: number;
  ewma: number;
}

/** A ranking rule: the number a player is ranked by, and whether the advisor's rule could use it. */
export interface Candidate {
  name: string;
  /**
   * `true`: computed from the three numbers the advisor's `pickStarter` is given. `false`: it also
   * reads what those numbers do not carry: the median's parts or the position (both known to the
   * server for the week, but not passed to the rule), or NFL.com's projection (not in production).
   */
  deployable: boolean;
  rank: (row: CandidateRow) => number;
}

/** The band's skew: how much further the ceiling is above the median than the floor is below it. */
const skew = (row: BacktestPrediction) => row.aggressive - 2 * row.median + row.conservative;

/** The median moved by `k` × the band's skew (k = 0: the median; ¼: (P10 + 2·P50 + P90) / 4). */
const skewed = (k: number) => (row: BacktestPrediction) => row.median + k * skew(row);

/** The median as it would be with blend weight `w` on the recency-weighted points (0.2 in the model). */
const blended = (w: number) => (row: CandidateRow) => (1 - w) * row.gbm + w * row.ewma;

export const CANDIDATES: readonly Candidate[] = [
  { name: 'median (the rule in use)', deployable: true, rank: (row) => row.median },
  { name: '(P10 + 2·P50 + P90) / 4', deployable: true, rank: skewed(1 / 4) },
  { name: '0.3·P10 + 0.4·P50 + 0.3·P90 (Swanson)', deployable: true, rank: skewed(0.3) },
  { name: '(P10 + P50 + P90) / 3', deployable: true, rank: skewed(1 / 3) },
  { name: '(P10 + P90) / 2', deployable: true, rank: skewed(1 / 2) },
  {
    name: 'split-normal mean, P50 + 0.62·skew',
    deployable: true,
    rank: skewed(Math.sqrt(2 / Math.PI) / 1.2816),
  },
  { name: 'P50 − 0.25·skew (the other way)', deployable: true, rank: skewed(-1 / 4) },
  { name: 'floor P10 (conservative need)', deployable: true, rank: (row) => row.conservative },
  { name: 'ceiling P90 (aggressive need)', deployable: true, rank: (row) => row.aggressive },
  { name: 'median, blend 0 (GBM only)', deployable: false, rank: blended(0) },
  { name: 'median, blend 0.1', deployable: false, rank: blended(0.1) },
  { name: 'median, blend 0.3', deployable: false, rank: blended(0.3) },
  { name: 'median, blend 0.4', deployable: false, rank: blended(0.4) },
  { name: 'median, blend 0.5', deployable: false, rank: blended(0.5) },
  {
    name: 'median; TE by (P10 + 2·P50 + P90) / 4',
    deployable: false,
    rank: (row) => (row.position === 'TE' ? skewed(1 / 4)(row) : row.median),
  },
  {
    name: 'median; TE by (P10 + P90) / 2',
    deployable: false,
    rank: (row) => (row.position === 'TE' ? skewed(1 / 2)(row) : row.median),
  },
  {
    name: 'reference: (median + NFL.com) / 2',
    deployable: false,
    rank: (row) => (row.median + (row.peer ?? row.median)) / 2,
  },
];

/**
 * Joins a run with its GBM-only twin (the same seeds with `medianBlend` 0; the trees do not depend on
 * the blend) to recover each median's two parts: median = (1 − w)·gbm + w·ewma.
 */
export function withMedianParts(
  blendedRows: readonly BacktestPrediction[],
  gbmRows: readonly BacktestPrediction[],
  blend: number,
): CandidateRow[] {
  if (!(blend > 0)) throw new Error('the median has no recency-weighted part to recover (medianBlend 0)');
  const key = (row: BacktestPrediction) => `${row.week}:${row.playerId}`;
  const gbmOf = new Map(gbmRows.map((row) => [key(row), row.median]));
  return blendedRows.map((row) => {
    const gbm = gbmOf.get(key(row));
    if (gbm === undefined) throw new Error(`no GBM-only row for ${key(row)}`);
    return { ...row, gbm, ewma: (row.median - (1 - blend) * gbm) / blend };
  });
}

/** A candidate scored: its start/sit report, and its own hit rate minus the rule in use's (paired). */
export interface CandidateScore {
  report: StartSitReport;
  /** Per group (`overall` and positions): candidate − rule in use, with a bootstrap over weeks. */
  versusInUse: Record<string, { difference: number; low: number; high: number } | null>;
  weeks: Record<string, { ahead: number; behind: number; level: number } | null>;
}

/** Scores a candidate on the rows: NFL.com stays the peer for the report; the paired run puts the rule in use there. */
export function scoreCandidate(rows: readonly CandidateRow[], candidate: Candidate): CandidateScore {
  const ranked = rows.map((row) => ({ ...row, median: candidate.rank(row) }));
  const report = startSitBacktest(ranked);
  // The paired comparison: the rule in use (our median) as the "peer", so `oursMinusPeer` is the
  // candidate's lead over it, per pair and bootstrapped over whole weeks.
  // The peer is one number: the floor and ceiling are folded in far below the median's 0.01 steps so
  // that ties on the median are broken as the rule in use breaks them (by the floor, then the ceiling).
  const inUse = (row: BacktestPrediction) => row.median + 1e-6 * row.conservative + 1e-9 * row.aggressive;
  const paired = startSitBacktest(
    rows.map((row, i) => ({ ...(ranked[i] as CandidateRow), peer: inUse(row) })),
  );
  const groups = { overall: paired.all.overall, ...paired.all.byPosition };
  return {
    report,
    versusInUse: Object.fromEntries(Object.entries(groups).map(([g, s]) => [g, s.oursMinusPeer])),
    weeks: Object.fromEntries(Object.entries(groups).map(([g, s]) => [g, s.weeks])),
  };
}

const pct = (x: number | null | undefined) =>
  x === null || x === undefined ? '  -  ' : (100 * x).toFixed(1);

/** One line of the development run: our, NFL.com's and the season average's hit rates, overall and by position. */
export function formatStartSitLine(report: StartSitReport): string {
  const s = report.all.overall;
  const positions = Object.entries(report.all.byPosition)
    .map(([p, x]) => `${p} ${pct(x.ours)}/${pct(x.peer)}`)
    .join(' ');
  const close = report.closeCalls?.overall;
  return (
    `start/sit pairs=${s.pairs} ours=${pct(s.ours)}% nfl=${pct(s.peer)}% avg=${pct(s.seasonAverage)}% ` +
    `(close ${pct(close?.ours)}/${pct(close?.peer)}%) · ${positions} (ours/nfl)`
  );
}

/** Hit rates over the FLEX pairs of different positions (RB, WR, TE), which the back-test leaves out. */
export interface CrossPositionScore {
  pairs: number;
  inUse: number;
  candidate: number;
  peer: number;
  /** Weeks in which the candidate was above / below the rule in use. */
  weeks: { ahead: number; behind: number };
}

const FLEX = new Set(['RB', 'WR', 'TE']);

/**
 * The FLEX question across positions: every two cohort players of different FLEX positions in the
 * same week (truths differ), picked by `pickStarter` (median need) on the rule in use's three
 * numbers, on the candidate's number in the median's place, and on NFL.com's projection. What a
 * position-specific rule does where the same-position back-test cannot see it.
 */
export function crossPositionScore(rows: readonly CandidateRow[], candidate: Candidate): CrossPositionScore {
  const band = (row: CandidateRow, median: number): PlayerWeek => ({
    projections: { conservative: row.conservative, median, aggressive: row.aggressive },
  });
  const single = (value: number): PlayerWeek => ({
    projections: { conservative: value, median: value, aggressive: value },
  });
  const hit = (a: CandidateRow, b: CandidateRow, weekOf: (row: CandidateRow) => PlayerWeek) => {
    const ab = pickStarter([a, weekOf(a)], [b, weekOf(b)]);
    const ba = pickStarter([b, weekOf(b)], [a, weekOf(a)]);
    if (ab.start !== ba.start) return 0.5;
    return ab.start.truth > ab.sit.truth ? 1 : 0;
  };
  const byWeek = new Map<number, CandidateRow[]>();
  for (const row of rows) {
    if (FLEX.has(row.position)) byWeek.set(row.week, [...(byWeek.get(row.week) ?? []), row]);
  }
  const total = { pairs: 0, inUse: 0, candidate: 0, peer: 0 };
  const weeks = { ahead: 0, behind: 0 };
  for (const week of byWeek.values()) {
    let lead = 0;
    for (let i = 0; i < week.length; i += 1) {
      for (let j = i + 1; j < week.length; j += 1) {
        const [a, b] = [week[i] as CandidateRow, week[j] as CandidateRow];
        if (a.position === b.position || a.truth === b.truth) continue;
        const inUse = hit(a, b, (row) => band(row, row.median));
        const ranked = hit(a, b, (row) => band(row, candidate.rank(row)));
        total.pairs += 1;
        total.inUse += inUse;
        total.candidate += ranked;
        total.peer += hit(a, b, (row) => single(row.peer ?? 0));
        lead += ranked - inUse;
      }
    }
    if (lead > 0) weeks.ahead += 1;
    else if (lead < 0) weeks.behind += 1;
  }
  const rate = (hits: number) => (total.pairs === 0 ? 0 : hits / total.pairs);
  return {
    pairs: total.pairs,
    inUse: rate(total.inUse),
    candidate: rate(total.candidate),
    peer: rate(total.peer),
    weeks,
  };
}
