import { type PlayerWeek, pickStarter, projectedPoints, type StartSitNeed } from '@lineup-lab/core';
import { seededRandom } from './quantile-gbm.js';
import type { BacktestPrediction } from './run-backtest.js';
import { weekKey } from './week-key.js';

/** Pairs whose NFL.com projections are at most this far apart are the close calls. */
export const START_SIT_CLOSE_CALL_POINTS = 3;

/** The three pickers compared: the advisor on our numbers, NFL.com's projection, the season average. */
export type StartSitMethod = 'ours' | 'peer' | 'seasonAverage';

/** The hit rates of one group of pairs (a position, or all of them). */
export interface StartSitScores {
  /** Pairs compared: truths differ and every method has a number for both players. */
  pairs: number;
  /**
   * Share (0–1) of the pairs in which the method's pick outscored the other player; a coin flip (the
   * method's numbers equal, so the pick depends on the order given) counts ½. `null`: no pairs, or
   * (peer) no peer in the back-test.
   */
  ours: number | null;
  peer: number | null;
  seasonAverage: number | null;
  /** ours − peer over the pairs, and its 95% percentile interval from a bootstrap over weeks. */
  oursMinusPeer: { difference: number; low: number; high: number } | null;
  /** Weeks in which our hit rate was above, below or equal to the peer's (weeks with pairs only). */
  weeks: { ahead: number; behind: number; level: number } | null;
}

/** Scores overall and per position. */
export interface StartSitTable {
  overall: StartSitScores;
  byPosition: Record<string, StartSitScores>;
}

/** The start/sit back-test of a season's walk-forward predictions. */
export interface StartSitReport {
  /** The advisor's need our pick was made in (`pickStarter`'s third argument). */
  need: StartSitNeed;
  /** Pairs left out before scoring: equal truths (no right answer), or a method without a number. */
  excluded: { equalTruth: number; missingNumber: number };
  /** Compared pairs in which the method's numbers were equal (counted as ½ a hit). */
  coinFlips: Record<StartSitMethod, number | null>;
  /** Every pair. */
  all: StartSitTable;
  /** Pairs whose peer projections are within `closeCallPoints` (`null` without a peer). */
  closeCalls: StartSitTable | null;
  closeCallPoints: number;
  bootstrap: { replicates: number; seed: number; weeks: number };
}

/** How the start/sit back-test is run. */
export interface StartSitOptions {
  /** The need the advisor picks in: `median` (its default). */
  need?: StartSitNeed;
  /** The close-call threshold on the peer's projections: `START_SIT_CLOSE_CALL_POINTS` by default. */
  closeCallPoints?: number;
  /** Bootstrap resamples of the weeks (2,000 by default) and the generator's seed (1). */
  replicates?: number;
  seed?: number;
}

interface Tally {
  pairs: number;
  hits: Record<StartSitMethod, number>;
}

/** What every pair is scored with. */
interface PairContext {
  need: StartSitNeed;
  methods: readonly StartSitMethod[];
  hasPeer: boolean;
  closeCallPoints: number;
}

/** The player-week a method sees for a row: ours has three numbers, the others one (or none). */
function weekOf(row: BacktestPrediction, method: StartSitMethod): PlayerWeek | undefined {
  if (method === 'ours') {
    return {
      projections: { conservative: row.conservative, median: row.median, aggressive: row.aggressive },
    };
  }
  const value = method === 'peer' ? row.peer : row.seasonAverage;
  return value === null
    ? undefined
    : { projections: { conservative: value, median: value, aggressive: value } };
}

/** 1 when the method's pick outscored the other, 0 when not, ½ when its pick is a coin flip. */
function hit(
  [a, b]: readonly [BacktestPrediction, BacktestPrediction],
  method: StartSitMethod,
  need: StartSitNeed,
) {
  const ab = pickStarter([a, weekOf(a, method)], [b, weekOf(b, method)], need);
  const ba = pickStarter([b, weekOf(b, method)], [a, weekOf(a, method)], need);
  if (ab.start !== ba.start) return 0.5;
  return ab.start.truth > ab.sit.truth ? 1 : 0;
}

/** Weekly tallies by table ('all' | 'close') and group (position | 'overall'), keyed `${table}:${group}`. */
class Tallies {
  readonly byGroup = new Map<string, Map<number, Tally>>();
  constructor(private readonly methods: readonly StartSitMethod[]) {}

  add(group: string, week: number, scores: Record<StartSitMethod, number>): void {
    let byWeek = this.byGroup.get(group);
    if (!byWeek) {
      byWeek = new Map();
      this.byGroup.set(group, byWeek);
    }
    const tally = byWeek.get(week) ?? { pairs: 0, hits: { ours: 0, peer: 0, seasonAverage: 0 } };
    tally.pairs += 1;
    for (const method of this.methods) tally.hits[method] += scores[method];
    byWeek.set(week, tally);
  }
}

/** Every pair's outcome: the weekly tallies of the scored ones, and the counts of those left out. */
interface PairOutcomes {
  tallies: Tallies;
  excluded: StartSitReport['excluded'];
  coinFlips: StartSitReport['coinFlips'];
}

/** The rows of the same week and position, in the predictions' order. */
function sameWeekAndPosition(predictions: readonly BacktestPrediction[]): BacktestPrediction[][] {
  const groups = new Map<string, BacktestPrediction[]>();
  for (const row of predictions) {
    const key = `${weekKey(row.season, row.week)}:${row.position}`;
    const rows = groups.get(key);
    if (rows) rows.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

/** Scores one pair (or counts why it is left out) into `outcomes`. */
function scorePair(
  pair: [BacktestPrediction, BacktestPrediction],
  context: PairContext,
  outcomes: PairOutcomes,
) {
  const { need, methods, hasPeer } = context;
  const [a, b] = pair;
  if (a.truth === b.truth) {
    outcomes.excluded.equalTruth += 1;
    return;
  }
  const numbered = methods.every(
    (method) =>
      projectedPoints(weekOf(a, method), need) !== null && projectedPoints(weekOf(b, method), need) !== null,
  );
  if (!numbered) {
    outcomes.excluded.missingNumber += 1;
    return;
  }
  const scores = { ours: 0, peer: 0, seasonAverage: 0 };
  for (const method of methods) {
    scores[method] = hit(pair, method, need);
    if (scores[method] === 0.5) outcomes.coinFlips[method] = (outcomes.coinFlips[method] ?? 0) + 1;
  }
  const week = weekKey(a.season, a.week);
  const close = hasPeer && Math.abs((a.peer ?? 0) - (b.peer ?? 0)) <= context.closeCallPoints;
  for (const group of [a.position, 'overall']) {
    outcomes.tallies.add(`all:${group}`, week, scores);
    if (close) outcomes.tallies.add(`close:${group}`, week, scores);
  }
}

function scoreAllPairs(predictions: readonly BacktestPrediction[], context: PairContext): PairOutcomes {
  const outcomes: PairOutcomes = {
    tallies: new Tallies(context.methods),
    excluded: { equalTruth: 0, missingNumber: 0 },
    coinFlips: { ours: 0, peer: context.hasPeer ? 0 : null, seasonAverage: 0 },
  };
  for (const rows of sameWeekAndPosition(predictions)) {
    for (let i = 0; i < rows.length; i += 1) {
      for (let j = i + 1; j < rows.length; j += 1) {
        scorePair([rows[i] as BacktestPrediction, rows[j] as BacktestPrediction], context, outcomes);
      }
    }
  }
  return outcomes;
}

/**
 * The start/sit back-test: for every pair of players of the same position in the same week of the
 * predictions (the back-test cohort: a manager could choose between any two of them), which player
 * each method would start and whether he outscored the other. Ours is core's `pickStarter` (the
 * advisor's rule) on our conservative/median/aggressive; NFL.com's and the season average's picks are
 * the same rule given their single number. Pairs with equal truths are left out, as are pairs where
 * a compared method has no number for a player (the peer is compared only when some row has one).
 * The interval of ours − peer resamples whole weeks (pairs in a week share players and games), with
 * a seeded generator, so the same predictions always give the same report.
 */
export function startSitBacktest(
  predictions: readonly BacktestPrediction[],
  options: StartSitOptions = {},
): StartSitReport {
  const need = options.need ?? 'median';
  const closeCallPoints = options.closeCallPoints ?? START_SIT_CLOSE_CALL_POINTS;
  const hasPeer = predictions.some((row) => row.peer !== null);
  const methods: StartSitMethod[] = hasPeer ? ['ours', 'peer', 'seasonAverage'] : ['ours', 'seasonAverage'];
  const { tallies, excluded, coinFlips } = scoreAllPairs(predictions, {
    need,
    methods,
    hasPeer,
    closeCallPoints,
  });

  const positions = [...new Set(predictions.map((row) => row.position))].sort();
  const bootstrap = { replicates: options.replicates ?? 2000, seed: options.seed ?? 1 };
  const groupScores = (group: string) => scoresOf(tallies.byGroup.get(group), hasPeer, bootstrap);
  const table = (name: string): StartSitTable => ({
    overall: groupScores(`${name}:overall`),
    byPosition: Object.fromEntries(
      positions.map((position) => [position, groupScores(`${name}:${position}`)]),
    ),
  });
  return {
    need,
    excluded,
    coinFlips,
    all: table('all'),
    closeCalls: hasPeer ? table('close') : null,
    closeCallPoints,
    bootstrap: { ...bootstrap, weeks: tallies.byGroup.get('all:overall')?.size ?? 0 },
  };
}

/** One group's hit rates, week count and bootstrap interval from its weekly tallies. */
function scoresOf(
  byWeek: ReadonlyMap<number, Tally> | undefined,
  hasPeer: boolean,
  bootstrap: { replicates: number; seed: number },
): StartSitScores {
  const weeks = [...(byWeek?.values() ?? [])];
  const total = sumTallies(weeks);
  const rate = (method: StartSitMethod) => (total.pairs === 0 ? null : total.hits[method] / total.pairs);
  const comparable = hasPeer && total.pairs > 0;
  return {
    pairs: total.pairs,
    ours: rate('ours'),
    peer: hasPeer ? rate('peer') : null,
    seasonAverage: rate('seasonAverage'),
    oursMinusPeer: comparable
      ? { difference: difference(total), ...bootstrapInterval(weeks, bootstrap) }
      : null,
    weeks: comparable ? weekCounts(weeks) : null,
  };
}

function sumTallies(weeks: readonly Tally[]): Tally {
  const total: Tally = { pairs: 0, hits: { ours: 0, peer: 0, seasonAverage: 0 } };
  for (const week of weeks) {
    total.pairs += week.pairs;
    total.hits.ours += week.hits.ours;
    total.hits.peer += week.hits.peer;
    total.hits.seasonAverage += week.hits.seasonAverage;
  }
  return total;
}

const difference = (tally: Tally) => (tally.hits.ours - tally.hits.peer) / tally.pairs;

function weekCounts(weeks: readonly Tally[]) {
  const counts = { ahead: 0, behind: 0, level: 0 };
  for (const week of weeks) {
    const d = week.hits.ours - week.hits.peer;
    if (d > 0) counts.ahead += 1;
    else if (d < 0) counts.behind += 1;
    else counts.level += 1;
  }
  return counts;
}

/**
 * The 2.5% and 97.5% percentiles of ours − peer over `replicates` resamples of the weeks, drawn with
 * replacement (each resample as many weeks as there are).
 */
function bootstrapInterval(
  weeks: readonly Tally[],
  options: { replicates: number; seed: number },
): { low: number; high: number } {
  const random = seededRandom(options.seed);
  const differences = new Float64Array(options.replicates);
  for (let r = 0; r < options.replicates; r += 1) {
    let pairs = 0;
    let lead = 0;
    for (let k = 0; k < weeks.length; k += 1) {
      const week = weeks[Math.floor(random() * weeks.length)] as Tally;
      pairs += week.pairs;
      lead += week.hits.ours - week.hits.peer;
    }
    differences[r] = lead / pairs;
  }
  differences.sort();
  return { low: percentile(differences, 0.025), high: percentile(differences, 0.975) };
}

/** The `q` percentile of sorted values, interpolated linearly between neighbours. */
function percentile(sorted: Float64Array, q: number): number {
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const low = sorted[below] ?? 0;
  const high = sorted[Math.min(below + 1, sorted.length - 1)] ?? low;
  return low + (high - low) * (at - below);
}
