import type { Game } from '../nfl/entities.js';
import { buildModelContext, type ModelContext, type ModelContextInput } from './model-context.js';
import {
  type PlayerWeekProjection,
  type PlayerWeekRequest,
  projectPlayerWeek,
} from './project-player-week.js';
import type { ProjectionModel } from './projection-model.js';
import type { ScheduleIndex } from './schedule-index.js';
import { weekKey } from './week-key.js';

/**
 * How a week after the projection week is projected:
 * - `as-of-projection-week`: the player exactly as the model sees him in the projection week (his
 *   history, form and the features counted from that week: games in the last 4, the week number),
 *   against the later week's opponent (home or away, that defence's record as of the projection
 *   week) and without betting lines;
 * - `as-stored`: what `model train` stores for a later week when run in the projection week: the
 *   later week projected as itself, with only the history the store then holds (so "games in the
 *   last 4 weeks" reads 0 for a week 4 or more weeks ahead) and without betting lines.
 */
export type FarWeekMethod = 'as-of-projection-week' | 'as-stored';

/**
 * The games as known when week `week` of `season` is about to be played: later seasons left out,
 * that season's games from `week` on without scores, and after `week` without betting lines (a
 * week's lines are published in the days before it). Earlier weeks are kept as they were.
 */
export function gamesKnownAt(games: readonly Game[], season: number, week: number): Game[] {
  const now = weekKey(season, week);
  return games
    .filter((game) => game.season <= season)
    .map((game) => {
      const key = weekKey(game.season, game.week);
      if (key < now) return game;
      const unplayed = { ...game, homeScore: null, awayScore: null };
      return key === now ? unplayed : { ...unplayed, spreadLine: null, totalLine: null };
    });
}

/**
 * A model context holding only what was known when week `week` of `season` was about to be played:
 * the stat rows of earlier weeks (earlier seasons included) and `gamesKnownAt`.
 */
export function contextKnownAt(input: ModelContextInput & { season: number; week: number }): ModelContext {
  const now = weekKey(input.season, input.week);
  return buildModelContext({
    stats: input.stats.filter((stat) => weekKey(stat.season, stat.week) < now),
    games: gamesKnownAt(input.games, input.season, input.week),
    positions: input.positions,
    target: input.target,
  });
}

/** The schedule as the projection week `asOf` would read it, with the game of `week` in its place. */
function scheduleLooking(schedule: ScheduleIndex, season: number, asOf: number, week: number): ScheduleIndex {
  const moved = (s: number, w: number) => (s === season && w === asOf ? week : w);
  return {
    gameOf: (team, s, w) => schedule.gameOf(team, s, moved(s, w)),
    byeWeek: (team, s) => schedule.byeWeek(team, s),
    hasWeek: (s, w) => schedule.hasWeek(s, moved(s, w)),
  };
}

/**
 * Projects `request.week` as seen from week `asOf` of the same season (`asOf` ≤ the week), by
 * `method` (see `FarWeekMethod`). `context` must hold only what was known at `asOf`
 * (`contextKnownAt`): then nothing from `asOf` on reaches the numbers, whatever the method. The
 * answer is the week's (`week`, its opponent and kickoff; 0 on its bye).
 */
export function projectWeekAhead(
  model: ProjectionModel | null,
  context: ModelContext,
  request: PlayerWeekRequest & { asOf: number; method: FarWeekMethod },
): PlayerWeekProjection {
  const { asOf, method, ...week } = request;
  if (method === 'as-stored' || week.week === asOf) return projectPlayerWeek(model, context, week);
  const looking = { ...context, schedule: scheduleLooking(context.schedule, week.season, asOf, week.week) };
  return { ...projectPlayerWeek(model, looking, { ...week, week: asOf }), week: week.week };
}
