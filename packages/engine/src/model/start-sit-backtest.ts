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
  const replicates = options.replicates ?? 2000;
  const seed = options.seed ?? 1;
  const hasPeer = predictions.some((row) => row.peer !== null);
  const methods: StartSitMethod[] = hasPeer ? ['ours', 'peer', 'seasonAverage'] : ['ours', 'seasonAverage'];

  const weekOf = (row: BacktestPrediction, method: StartSitMethod): PlayerWeek | undefined => {
    if (method === 'ours') {
      return {
        projections: { conservative: row.conservative, median: row.median, aggressive: row.aggressive },
      };
    }
    const value = method === 'peer' ? row.peer : row.seasonAverage;
    return value === null
      ? undefined
      : { projections: { conservative: value, median: value, aggressive: value } };
  };
  /** 1 when the method's pick outscored the other, 0 when not, ½ when its pick is a coin flip. */
  const hit = (a: BacktestPrediction, b: BacktestPrediction, method: StartSitMethod) => {
    const ab = pickStarter([a, weekOf(a, method)], [b, weekOf(b, method)], need);
    const ba = pickStarter([b, weekOf(b, method)], [a, weekOf(a, method)], need);
    if (ab.start !== ba.start) return 0.5;
    return ab.start.truth > ab.sit.truth ? 1 : 0;
  };

  const excluded = { equalTruth: 0, missingNumber: 0 };
  const coinFlips: Record<StartSitMethod, number | null> = {
    ours: 0,
    peer: hasPeer ? 0 : null,
    seasonAverage: 0,
  };
  // Tallies by table ('all' | 'close'), group (position | 'overall') and week.
  const tallies = new Map<string, Map<number, Tally>>();
  const add = (group: string, week: number, scores: Record<StartSitMethod, number>) => {
    let byWeek = tallies.get(group);
    if (!byWeek) {
      byWeek = new Map();
      tallies.set(group, byWeek);
    }
    const tally = byWeek.get(week) ?? { pairs: 0, hits: { ours: 0, peer: 0, seasonAverage: 0 } };
    tally.pairs += 1;
    for (const method of methods) tally.hits[method] += scores[method];
    byWeek.set(week, tally);
  };

  const groups = new Map<string, BacktestPrediction[]>();
  for (const row of predictions) {
    const key = `${weekKey(row.season, row.week)}:${row.position}`;
    const rows = groups.get(key);
    if (rows) rows.push(row);
    else groups.set(key, [row]);
  }
  for (const rows of groups.values()) {
    for (let i = 0; i < rows.length; i += 1) {
      for (let j = i + 1; j < rows.length; j += 1) {
        const a = rows[i] as BacktestPrediction;
        const b = rows[j] as BacktestPrediction;
        if (a.truth === b.truth) {
          excluded.equalTruth += 1;
          continue;
        }
        const numbered = methods.every(
          (method) =>
            projectedPoints(weekOf(a, method), need) !== null &&
            projectedPoints(weekOf(b, method), need) !== null,
        );
        if (!numbered) {
          excluded.missingNumber += 1;
          continue;
        }
        const scores = { ours: 0, peer: 0, seasonAverage: 0 };
        for (const method of methods) {
          scores[method] = hit(a, b, method);
          if (scores[method] === 0.5) coinFlips[method] = (coinFlips[method] ?? 0) + 1;
        }
        const week = weekKey(a.season, a.week);
        const close = hasPeer && Math.abs((a.peer ?? 0) - (b.peer ?? 0)) <= closeCallPoints;
        for (const group of [a.position, 'overall']) {
          add(`all:${group}`, week, scores);
          if (close) add(`close:${group}`, week, scores);
        }
      }
    }
  }

  const positions = [...new Set(predictions.map((row) => row.position))].sort();
  const bootstrap = { replicates, seed };
  const table = (name: string): StartSitTable => ({
    overall: scoresOf(tallies.get(`${name}:overall`), hasPeer, bootstrap),
    byPosition: Object.fromEntries(
      positions.map((position) => [
        position,
        scoresOf(tallies.get(`${name}:${position}`), hasPeer, bootstrap),
      ]),
    ),
  });
  return {
    need,
    excluded,
    coinFlips,
    all: table('all'),
    closeCalls: hasPeer ? table('close') : null,
    closeCallPoints,
    bootstrap: { ...bootstrap, weeks: tallies.get('all:overall')?.size ?? 0 },
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
