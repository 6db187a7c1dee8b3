import type { InjuryReportLine, NflPlayer } from '../nfl/entities.js';
import type { ModelContext } from './model-context.js';
import { type PlayerWeekProjection, projectPlayerWeek } from './project-player-week.js';
import type { ProjectionModel } from './projection-model.js';

/** What one week's projections are made from. */
export interface ProjectWeekInput {
  /** The trained model (`null`: every player by the fallback). */
  model: ProjectionModel | null;
  context: ModelContext;
  /** The players to project, each with their current team. */
  players: readonly NflPlayer[];
  season: number;
  week: number;
  /** Injury report lines of the week (published before kickoff); OUT projects 0. */
  injuries?: readonly InjuryReportLine[];
}

/**
 * Projects every given player for one week: conservative, median and aggressive points, confidence,
 * archetype, the game (opponent, home/away, kickoff), bye week, matchup and the opponent's ranking
 * against the position. Reads only what was known before the week's games.
 */
export function projectWeek(input: ProjectWeekInput): PlayerWeekProjection[] {
  const injuries = new Map<string, InjuryReportLine>();
  for (const line of input.injuries ?? []) {
    if (line.season === input.season && line.week === input.week) injuries.set(line.playerId, line);
  }
  return input.players.map((player) =>
    projectPlayerWeek(input.model, input.context, {
      playerId: player._id,
      position: player.position,
      team: player.team,
      season: input.season,
      week: input.week,
      injury: injuries.get(player._id),
    }),
  );
}
