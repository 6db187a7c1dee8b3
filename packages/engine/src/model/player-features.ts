import type { NflPosition } from '../nfl/entities.js';
import type { DefenseAllowed } from './defense-table.js';
import type { PlayerGame } from './player-history.js';
import type { TeamGame } from './schedule-index.js';
import type { TeamUsageTable, UsageShare } from './team-usage.js';

/**
 * The model's feature columns, in order. Every value is known before kickoff: the player's earlier
 * weeks (this season and before), the week's game (home/away, betting lines) and how the opponent's
 * defence has done against the position in earlier weeks. The peer's projection is not a feature.
 */
export const FEATURE_COLUMNS = [
  'position',
  'is_home',
  'team_implied_points',
  'opponent_implied_points',
  'spread',
  'opponent_allowed_ratio',
  'season_mean',
  'season_games',
  'season_median',
  'last_points',
  'last3_mean',
  'ewma_points',
  'long_mean',
  'prev_season_mean',
  'prev_season_games',
  'volatility',
  'ewma_targets',
  'ewma_carries',
  'ewma_receptions',
  'ewma_passing_yards',
  'ewma_rushing_yards',
  'ewma_receiving_yards',
  'ewma_touchdowns',
  'ewma_red_zone_looks',
  'season_targets',
  'season_carries',
  'active_last4',
  'missed_last',
  'week',
  'last_target_share',
  'last_carry_share',
  'last_pass_share',
  'ewma_target_share',
  'ewma_carry_share',
  'ewma_pass_share',
] as const;
export type FeatureColumn = (typeof FEATURE_COLUMNS)[number];

const POSITION_CODE: Record<NflPosition, number> = { QB: 0, RB: 1, WR: 2, TE: 3, K: 4, 'D/ST': 5 };

/** Half-life of the recency weights, in games played. */
export const HALF_LIFE_GAMES = 3;
/** Extra weight factor for games of an earlier season (rosters and roles change over a summer). */
export const EARLIER_SEASON_WEIGHT = 0.6;
/** The shares read when the team's totals are unknown. */
const NO_SHARE: UsageShare = { targets: 0, carries: 0, passingYards: 0 };
/** Most games looked back at. */
export const LOOKBACK_GAMES = 24;
/** Betting lines when the schedule has none: a league-average game. */
const DEFAULT_IMPLIED_POINTS = 22;

/** What the features of one player-week are computed from. */
export interface FeatureInput {
  position: NflPosition;
  season: number;
  week: number;
  /** The player's weeks, oldest first; only the first `before` are read (those before the week). */
  games: readonly PlayerGame[];
  before: number;
  /** The team's game this week (`undefined`: unknown). */
  teamGame: TeamGame | undefined;
  /** The opponent's defence against the position before this week (`undefined`: unknown). */
  opponentDefense: DefenseAllowed | undefined;
  /** Team-week usage totals for the share features (`undefined`: shares read 0). */
  teamUsage?: TeamUsageTable | undefined;
}

/** Summary of the player's earlier weeks that other parts (bands, archetype, confidence) reuse. */
export interface HistorySummary {
  /** Games played this season before the week. */
  seasonGames: number;
  /** Games played in the last 16 games' window (this and earlier seasons). */
  recentGames: number;
  /** Standard deviation of points over the last 10 games played (0 with fewer than 2). */
  volatility: number;
  /** Mean points over the last 10 games played. */
  recentMean: number;
}

/** Summary figures of the player's earlier weeks. */
export function summarizeHistory(input: Pick<FeatureInput, 'games' | 'before' | 'season'>): HistorySummary {
  let seasonGames = 0;
  const recent: number[] = [];
  let recentGames = 0;
  for (let i = input.before - 1; i >= 0; i -= 1) {
    const game = input.games[i];
    if (!game) continue;
    if (!game.active) continue;
    if (game.season === input.season) seasonGames += 1;
    if (recent.length < 10) recent.push(game.points);
    recentGames += 1;
    if (recentGames >= 16 && game.season !== input.season) break;
  }
  const recentMean = recent.length > 0 ? recent.reduce((a, b) => a + b, 0) / recent.length : 0;
  const variance =
    recent.length > 1 ? recent.reduce((a, b) => a + (b - recentMean) ** 2, 0) / (recent.length - 1) : 0;
  return { seasonGames, recentGames: Math.min(recentGames, 16), volatility: Math.sqrt(variance), recentMean };
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Recency-weighted sums of the player's earlier games (divided by the weights' sum at the end). */
interface WeightedSums {
  points: number;
  targets: number;
  carries: number;
  receptions: number;
  passing: number;
  rushing: number;
  receiving: number;
  td: number;
  rz: number;
  targetShare: number;
  carryShare: number;
  passShare: number;
}

/** What one walk back over the player's earlier games gathers. */
interface HistoryTally {
  seasonPoints: number[];
  seasonTargets: number;
  seasonCarries: number;
  prevPoints: number;
  prevGames: number;
  last3: number;
  last3Count: number;
  lastPoints: number;
  lastShare: UsageShare;
  /** Games played seen so far (newest first). */
  seen: number;
  weightSum: number;
  ewma: WeightedSums;
  longSum: number;
  longCount: number;
  activeLast4: number;
  missedLast: number;
  volatilityPoints: number[];
}

function emptyTally(): HistoryTally {
  return {
    seasonPoints: [],
    seasonTargets: 0,
    seasonCarries: 0,
    prevPoints: 0,
    prevGames: 0,
    last3: 0,
    last3Count: 0,
    lastPoints: 0,
    lastShare: NO_SHARE,
    seen: 0,
    weightSum: 0,
    ewma: {
      points: 0,
      targets: 0,
      carries: 0,
      receptions: 0,
      passing: 0,
      rushing: 0,
      receiving: 0,
      td: 0,
      rz: 0,
      targetShare: 0,
      carryShare: 0,
      passShare: 0,
    },
    longSum: 0,
    longCount: 0,
    activeLast4: 0,
    missedLast: 0,
    volatilityPoints: [],
  };
}

/** Adds a game's weighted stats and its team shares to the sums. */
function addWeighted(
  ewma: WeightedSums,
  weight: number,
  [game, share]: readonly [PlayerGame, UsageShare],
): void {
  ewma.points += weight * game.points;
  ewma.targets += weight * game.targets;
  ewma.carries += weight * game.carries;
  ewma.receptions += weight * game.receptions;
  ewma.passing += weight * game.passingYards;
  ewma.rushing += weight * game.rushingYards;
  ewma.receiving += weight * game.receivingYards;
  ewma.td += weight * game.touchdowns;
  ewma.rz += weight * game.redZoneLooks;
  ewma.targetShare += weight * share.targets;
  ewma.carryShare += weight * share.carries;
  ewma.passShare += weight * share.passingYards;
}

/** Adds one game the player played (walking newest first) to every window it belongs to. */
function tallyGame(tally: HistoryTally, input: FeatureInput, game: PlayerGame): void {
  const { season, week } = input;
  if (game.season === season) {
    tally.seasonPoints.push(game.points);
    tally.seasonTargets += game.targets;
    tally.seasonCarries += game.carries;
    if (game.week >= week - 4) tally.activeLast4 += 1;
  } else {
    tally.prevPoints += game.points;
    tally.prevGames += 1;
  }
  const share = input.teamUsage?.shareOf(game) ?? NO_SHARE;
  if (tally.seen === 0) {
    tally.lastPoints = game.points;
    tally.lastShare = share;
  }
  if (tally.last3Count < 3) {
    tally.last3 += game.points;
    tally.last3Count += 1;
  }
  if (tally.volatilityPoints.length < 10) tally.volatilityPoints.push(game.points);
  if (tally.seen < LOOKBACK_GAMES) {
    const weight =
      0.5 ** (tally.seen / HALF_LIFE_GAMES) * (game.season === season ? 1 : EARLIER_SEASON_WEIGHT);
    tally.weightSum += weight;
    addWeighted(tally.ewma, weight, [game, share]);
  }
  if (tally.longCount < 16) {
    tally.longSum += game.points;
    tally.longCount += 1;
  }
  tally.seen += 1;
}

/** Walks the player's games before the week, newest first, back to the start of the previous season. */
function tallyHistory(input: FeatureInput): HistoryTally {
  const { games, before, season, week } = input;
  const tally = emptyTally();
  let lastRowChecked = false;
  for (let i = before - 1; i >= 0; i -= 1) {
    const game = games[i];
    if (!game) continue;
    if (game.season < season - 1) break;
    if (game.season === season && !lastRowChecked && game.week < week) {
      lastRowChecked = true;
      tally.missedLast = game.active ? 0 : 1;
    }
    if (!game.active) continue;
    tallyGame(tally, input, game);
  }
  return tally;
}

/** Sample standard deviation (0 with fewer than 2 values). */
function standardDeviation(values: readonly number[]): number {
  if (values.length <= 1) return 0;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1));
}

/**
 * The feature vector of one player-week, in `FEATURE_COLUMNS` order. Reads only the player's games
 * before the week (`games[0 … before − 1]`), the week's schedule and the opponent's earlier record.
 */
export function playerFeatures(input: FeatureInput): Float64Array {
  const tally = tallyHistory(input);
  const { seasonPoints, ewma, lastShare } = tally;
  const w = tally.weightSum > 0 ? 1 / tally.weightSum : 0;
  const seasonGames = seasonPoints.length;
  const seasonMean = seasonGames > 0 ? seasonPoints.reduce((a, b) => a + b, 0) / seasonGames : 0;
  const prevMean = tally.prevGames > 0 ? tally.prevPoints / tally.prevGames : 0;
  const teamGame = input.teamGame;
  return Float64Array.from([
    POSITION_CODE[input.position],
    teamGame ? (teamGame.isHome ? 1 : 0) : 0.5,
    teamGame?.impliedPoints ?? DEFAULT_IMPLIED_POINTS,
    teamGame?.opponentImpliedPoints ?? DEFAULT_IMPLIED_POINTS,
    teamGame?.spread ?? 0,
    input.opponentDefense?.ratio ?? 1,
    seasonGames > 0 ? seasonMean : prevMean,
    seasonGames,
    seasonGames > 0 ? median(seasonPoints) : prevMean,
    tally.lastPoints,
    tally.last3Count > 0 ? tally.last3 / tally.last3Count : 0,
    ewma.points * w,
    tally.longCount > 0 ? tally.longSum / tally.longCount : 0,
    prevMean,
    tally.prevGames,
    standardDeviation(tally.volatilityPoints),
    ewma.targets * w,
    ewma.carries * w,
    ewma.receptions * w,
    ewma.passing * w,
    ewma.rushing * w,
    ewma.receiving * w,
    ewma.td * w,
    ewma.rz * w,
    seasonGames > 0 ? tally.seasonTargets / seasonGames : 0,
    seasonGames > 0 ? tally.seasonCarries / seasonGames : 0,
    tally.activeLast4,
    tally.missedLast,
    input.week,
    lastShare.targets,
    lastShare.carries,
    lastShare.passingYards,
    ewma.targetShare * w,
    ewma.carryShare * w,
    ewma.passShare * w,
  ]);
}
