import type { Archetype, Matchup, StatLineInput } from '@lineup-lab/core';
import type { InjuryReportLine, NflPosition } from '../nfl/entities.js';
import { archetypeOf } from './archetype.js';
import { confidenceOf } from './confidence.js';
import { expectedStatLine } from './expected-stat-line.js';
import { matchupOf } from './matchup.js';
import type { ModelContext } from './model-context.js';
import { playerFeatures, summarizeHistory } from './player-features.js';
import { countBefore } from './player-history.js';
import { type ProjectionModel, predictQuantiles, type QuantilePrediction } from './projection-model.js';
import { weekKey } from './week-key.js';

/** One player's projection for one week, as users and the admin tables see it. */
export interface PlayerWeekProjection {
  playerId: string;
  position: NflPosition;
  team: string | null;
  season: number;
  week: number;
  /** P10, P50 and P90 points; all 0 on a bye or when the player is OUT. */
  conservative: number;
  median: number;
  aggressive: number;
  /** The quantiles before a bye or an OUT status was folded in. */
  raw: QuantilePrediction;
  /**
   * The stat line the numbers stand on: the recency-weighted mean of the player's earlier lines
   * (`expectedStatLine`; only weeks before this one). `null` without an earlier week he took part in.
   * Scored in two scorings, it moves the numbers from the model's scoring to a league's (core's
   * `projectionsInScoring`).
   */
  expectedLine: StatLineInput | null;
  /** 0–1: how much history stands behind the numbers and how narrow the band is. */
  confidence: number;
  archetype: Archetype;
  opponent: string | null;
  isHome: boolean | null;
  /** Kickoff, ISO instant (UTC); `null` on a bye or when the schedule does not say. */
  kickoff: string | null;
  byeWeek: number | null;
  isBye: boolean;
  matchupFavorability: Matchup | null;
  /** The opponent's rank against the position before the week: 1 allows the fewest points, 32 the most. */
  defenseRanking: number | null;
  injuryStatus: InjuryReportLine['status'];
  /** `model` (the trained model) or `fallback` (recent average; no model for the position). */
  method: 'model' | 'fallback';
}

/** Who to project, and for which week. */
export interface PlayerWeekRequest {
  playerId: string;
  position: NflPosition;
  /** The player's team that week (`null`: a free agent, projected 0). */
  team: string | null;
  season: number;
  week: number;
  /** The week's injury report line, when there is one (published before kickoff). */
  injury?: InjuryReportLine | undefined;
}

/** Points a player with no usable history is projected, by position (roughly a replacement-level week). */
const POSITION_FLOOR: Readonly<Record<NflPosition, number>> = {
  QB: 10,
  RB: 4,
  WR: 4,
  TE: 3,
  K: 7,
  'D/ST': 5,
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The fallback band: the recent mean ± 1.28 standard deviations (normal P10/P90), floored at 0. */
function fallbackQuantiles(
  recentMean: number,
  volatility: number,
  position: NflPosition,
): QuantilePrediction {
  const median = recentMean > 0 ? recentMean : POSITION_FLOOR[position];
  const spread = volatility > 0 ? 1.28 * volatility : 0.6 * median;
  return { conservative: Math.max(0, median - spread), median, aggressive: median + spread };
}

/**
 * Projects one player-week with the model, reading only what was known before kickoff: the
 * player's earlier weeks, the week's game and betting lines, the opponent's earlier record and the
 * week's injury report. A bye week or an OUT status gives 0 for all three numbers.
 */
export function projectPlayerWeek(
  model: ProjectionModel | null,
  context: ModelContext,
  request: PlayerWeekRequest,
): PlayerWeekProjection {
  const { playerId, position, team, season, week } = request;
  const games = context.history.games.get(playerId) ?? [];
  const before = countBefore(games, weekKey(season, week));
  const teamGame = team ? context.schedule.gameOf(team, season, week) : undefined;
  const opponentDefense = teamGame
    ? context.defense.allowed({ defense: teamGame.opponent, position, season, week })
    : undefined;
  const summary = summarizeHistory({ games, before, season });
  const features = playerFeatures({
    position,
    season,
    week,
    games,
    before,
    teamGame,
    opponentDefense,
    teamUsage: context.teamUsage,
  });
  const predicted = model && summary.recentGames > 0 ? predictQuantiles(model, position, features) : null;
  const quantiles = predicted ?? fallbackQuantiles(summary.recentMean, summary.volatility, position);
  const raw: QuantilePrediction = {
    conservative: round2(quantiles.conservative),
    median: round2(quantiles.median),
    aggressive: round2(quantiles.aggressive),
  };
  const isBye = team !== null && teamGame === undefined && context.schedule.hasWeek(season, week);
  const out = request.injury?.status === 'Out';
  const zero = isBye || out || team === null;
  const defenseRanking = teamGame
    ? context.defense.ranking({ defense: teamGame.opponent, position, season, week })
    : null;
  return {
    playerId,
    position,
    team,
    season,
    week,
    conservative: zero ? 0 : raw.conservative,
    median: zero ? 0 : raw.median,
    aggressive: zero ? 0 : raw.aggressive,
    raw,
    expectedLine: expectedStatLine({ games, before, season }),
    confidence: confidenceOf({
      quantiles: raw,
      recentGames: summary.recentGames,
      modelled: predicted !== null,
    }),
    archetype: archetypeOf(raw),
    opponent: teamGame?.opponent ?? null,
    isHome: teamGame?.isHome ?? null,
    kickoff: teamGame?.game.kickoff ?? null,
    byeWeek: team ? context.schedule.byeWeek(team, season) : null,
    isBye,
    matchupFavorability: defenseRanking === null ? null : matchupOf(defenseRanking),
    defenseRanking,
    injuryStatus: request.injury?.status ?? null,
    method: predicted ? 'model' : 'fallback',
  };
}
