import type { Game, NflPosition, WeeklyStat } from '../nfl/entities.js';
import { buildDefenseTable, type DefenseTable } from './defense-table.js';
import { buildPlayerHistory, type PlayerHistory } from './player-history.js';
import { buildScheduleIndex, type ScheduleIndex } from './schedule-index.js';
import type { PointsTarget } from './targets.js';
import { buildTeamUsage, type TeamUsageTable } from './team-usage.js';

/** Everything the model reads, indexed once: players' weeks, the schedule and the defences' records. */
export interface ModelContext {
  history: PlayerHistory;
  schedule: ScheduleIndex;
  defense: DefenseTable;
  /** Team-week usage totals, for a player's share of his team's targets, carries and passing yards. */
  teamUsage: TeamUsageTable;
}

/** What a context is built from. */
export interface ModelContextInput {
  stats: readonly WeeklyStat[];
  games: readonly Game[];
  /** Player id → position (the player list). */
  positions: ReadonlyMap<string, NflPosition>;
  /** The points the model learns and predicts. */
  target: PointsTarget;
}

/**
 * Indexes the data for training and projecting. The context may hold weeks after the one projected:
 * every reader takes an "as of" week and looks only before it.
 */
export function buildModelContext(input: ModelContextInput): ModelContext {
  const history = buildPlayerHistory(input.stats, input.positions, input.target);
  const schedule = buildScheduleIndex(input.games);
  return {
    history,
    schedule,
    defense: buildDefenseTable(history, schedule),
    teamUsage: buildTeamUsage(history),
  };
}
