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

/**
 * The feature vector of one player-week, in `FEATURE_COLUMNS` order. Reads only the player's games
 * before the week (`games[0 … before − 1]`), the week's schedule and the opponent's earlier record.
 */
export function playerFeatures(input: FeatureInput): Float64Array {
  const { games, before, season, week } = input;
  const seasonPoints: number[] = [];
  let seasonTargets = 0;
  let seasonCarries = 0;
  let prevPoints = 0;
  let prevGames = 0;
  let last3 = 0;
  let last3Count = 0;
  let lastPoints = 0;
  let seen = 0;
  let weightSum = 0;
  const ewma = {
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
  };
  let lastShare: UsageShare = NO_SHARE;
  let longSum = 0;
  let longCount = 0;
  let activeLast4 = 0;
  let missedLast = 0;
  let lastRowChecked = false;
  const volatilityPoints: number[] = [];

  for (let i = before - 1; i >= 0; i -= 1) {
    const game = games[i];
    if (!game) continue;
    if (game.season < season - 1) break;
    if (game.season === season && !lastRowChecked && game.week < week) {
      lastRowChecked = true;
      missedLast = game.active ? 0 : 1;
    }
    if (!game.active) continue;
    if (game.season === season) {
      seasonPoints.push(game.points);
      seasonTargets += game.targets;
      seasonCarries += game.carries;
      if (game.week >= week - 4) activeLast4 += 1;
    } else {
      prevPoints += game.points;
      prevGames += 1;
    }
    const share = input.teamUsage?.shareOf(game) ?? NO_SHARE;
    if (seen === 0) {
      lastPoints = game.points;
      lastShare = share;
    }
    if (last3Count < 3) {
      last3 += game.points;
      last3Count += 1;
    }
    if (volatilityPoints.length < 10) volatilityPoints.push(game.points);
    if (seen < LOOKBACK_GAMES) {
      const weight = 0.5 ** (seen / HALF_LIFE_GAMES) * (game.season === season ? 1 : EARLIER_SEASON_WEIGHT);
      weightSum += weight;
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
    if (longCount < 16) {
      longSum += game.points;
      longCount += 1;
    }
    seen += 1;
  }
  const w = weightSum > 0 ? 1 / weightSum : 0;
  const seasonGames = seasonPoints.length;
  const seasonMean = seasonGames > 0 ? seasonPoints.reduce((a, b) => a + b, 0) / seasonGames : 0;
  const prevMean = prevGames > 0 ? prevPoints / prevGames : 0;
  const volatilityMean =
    volatilityPoints.length > 0 ? volatilityPoints.reduce((a, b) => a + b, 0) / volatilityPoints.length : 0;
  const volatility =
    volatilityPoints.length > 1
      ? Math.sqrt(
          volatilityPoints.reduce((a, b) => a + (b - volatilityMean) ** 2, 0) / (volatilityPoints.length - 1),
        )
      : 0;
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
    lastPoints,
    last3Count > 0 ? last3 / last3Count : 0,
    ewma.points * w,
    longCount > 0 ? longSum / longCount : 0,
    prevMean,
    prevGames,
    volatility,
    ewma.targets * w,
    ewma.carries * w,
    ewma.receptions * w,
    ewma.passing * w,
    ewma.rushing * w,
    ewma.receiving * w,
    ewma.td * w,
    ewma.rz * w,
    seasonGames > 0 ? seasonTargets / seasonGames : 0,
    seasonGames > 0 ? seasonCarries / seasonGames : 0,
    activeLast4,
    missedLast,
    week,
    lastShare.targets,
    lastShare.carries,
    lastShare.passingYards,
    ewma.targetShare * w,
    ewma.carryShare * w,
    ewma.passShare * w,
  ]);
}
