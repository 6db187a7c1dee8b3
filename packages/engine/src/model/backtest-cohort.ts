import type { NflPosition, PeerProjection, WeeklyStat } from '../nfl/entities.js';
import { isActiveLine } from './player-history.js';
import { type PointsTarget, reportedPointsTarget } from './targets.js';
import { weekKey } from './week-key.js';

/** The smallest peer projection of a cohort row. */
export const COHORT_MIN_PEER_POINTS = 5;
/** The fewest earlier weeks that season the player must have taken part in. */
export const COHORT_MIN_EARLIER_WEEKS = 2;

/** One player-week of the back-test cohort: the truth, the peer's number and the season-to-date average. */
export interface CohortRow {
  stat: WeeklyStat;
  position: NflPosition;
  /** The row's points by the target (the back-test's: `reportedPoints`, NFL.com's `TotalPoints`). */
  truth: number;
  /** The peer's projection (NFL.com's `PlayerWeekProjectedPts`); `null` in a cohort without peers. */
  peer: number | null;
  /** Mean truth over the player's earlier weeks that season in which they took part. */
  seasonAverage: number;
}

/** What the cohort is drawn from. */
export interface CohortInput {
  season: number;
  fromWeek: number;
  /** Actual stat rows (any seasons; only `season` is read). */
  stats: readonly WeeklyStat[];
  /**
   * The peer's projections. `null`: a cohort without a peer (model selection on our own data), where
   * the peer rule is replaced by "the player took part that week".
   */
  peers: readonly PeerProjection[] | null;
  positions: ReadonlyMap<string, NflPosition>;
  /** The truth's points: `reportedPointsTarget` by default. */
  target?: PointsTarget;
}

/**
 * The back-test cohort, exactly: rows of `season` from `fromWeek` on, not a bye and not a free agent,
 * with a peer projection (matched on season, week and player) of at least 5.0, whose player took part
 * in at least 2 earlier weeks that season (`reportedPoints` ≠ 0, or any touch, target or passing yard).
 * On the NFL.com offense files this gives 2,351 player-weeks for 2023 and 2,098 for 2024.
 */
export function backtestCohort(input: CohortInput): CohortRow[] {
  const target = input.target ?? reportedPointsTarget;
  const peerByKey = new Map<string, number>();
  for (const peer of input.peers ?? []) {
    if (peer.season === input.season) peerByKey.set(`${peer.playerId}:${peer.week}`, peer.points);
  }
  const byPlayer = new Map<string, WeeklyStat[]>();
  for (const stat of input.stats) {
    if (stat.season !== input.season) continue;
    let rows = byPlayer.get(stat.playerId);
    if (!rows) {
      rows = [];
      byPlayer.set(stat.playerId, rows);
    }
    rows.push(stat);
  }
  const cohort: CohortRow[] = [];
  for (const [playerId, rows] of byPlayer) {
    const position = input.positions.get(playerId);
    if (!position) continue;
    rows.sort((a, b) => a.week - b.week);
    const earlier: number[] = [];
    for (const stat of rows) {
      const truth = target(stat) ?? 0;
      const peer = input.peers ? (peerByKey.get(`${playerId}:${stat.week}`) ?? null) : null;
      const peerRule = input.peers
        ? peer !== null && peer >= COHORT_MIN_PEER_POINTS
        : isActiveLine(stat, truth);
      if (
        stat.week >= input.fromWeek &&
        stat.bye !== true &&
        stat.team !== null &&
        peerRule &&
        earlier.length >= COHORT_MIN_EARLIER_WEEKS
      ) {
        const seasonAverage = earlier.reduce((a, b) => a + b, 0) / earlier.length;
        cohort.push({ stat, position, truth, peer, seasonAverage });
      }
      if (isActiveLine(stat, truth)) earlier.push(truth);
    }
  }
  return cohort.sort(
    (a, b) =>
      weekKey(a.stat.season, a.stat.week) - weekKey(b.stat.season, b.stat.week) ||
      a.stat.playerId.localeCompare(b.stat.playerId),
  );
}
