import {
  BENCH,
  type LineupMove,
  optimalLineup,
  type Player,
  type RosterPlace,
  rosterOf,
  rosterPlayers,
  type Team,
} from '@lineup-lab/core';
import { pointsOf, type WeekFacts } from './editor-model.js';

/** One proposed move, with the player's name for the preview. */
export interface PlannedMove extends LineupMove {
  readonly playerName: string;
}

/** The optimal lineup as a preview: the moves to get there and what they gain. */
export interface OptimizePlan {
  readonly moves: readonly PlannedMove[];
  readonly currentTotal: number;
  readonly total: number;
  readonly gain: number;
}

/** A roster place as the preview names it. */
export function placeLabel(place: RosterPlace): string {
  return place === BENCH ? 'Bench' : place;
}

/**
 * The best legal lineup of the team's players for the week by projected median points (OUT and
 * bye count 0, unknown counts 0), by core's solver, and the moves that reach it.
 */
export function buildOptimizePlan(team: Team, facts: WeekFacts): OptimizePlan {
  const roster = rosterOf(team);
  const names = new Map(rosterPlayers(roster).map((p) => [p._id, p.playerName]));
  const best = optimalLineup(roster, (player: Player) => pointsOf(player, facts));
  return {
    moves: best.moves.map((move) => ({ ...move, playerName: names.get(move.playerId) ?? move.playerId })),
    currentTotal: best.currentTotal,
    total: best.total,
    gain: best.gain,
  };
}
