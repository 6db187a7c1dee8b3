import {
  emptyLineup,
  lockedSince,
  PROJECTION_MODES,
  type ProjectionMode,
  projectedPoints,
  type RestOfSeason,
  type ScoringSettings,
  type SeasonWeek,
  type WeekNumbers,
} from '@lineup-lab/core';
import type { PlayerRef } from '../../records/team-record.js';
import { type RestOfSeasonAnswer, restOfSeasonOf } from '../projections/rest-of-season.js';
import { weekOfSeason } from '../season/season-week.js';
import type { ServiceContext } from '../service-context.js';
import { readRostersWeek } from '../teams/roster-week.js';
import { weekUnderWay } from '../teams/week-kickoffs.js';

/** The weeks left of the season for a set of players, as the waiver assistant and the trade analyzer weigh them. */
export interface SeasonWeeksOf {
  /** The season the clock shows (`null`: no schedule). */
  season: number | null;
  /** The week users plan for (the first of `weeks` when any are left). */
  week: number;
  /** The week users plan for, then every week left to the last regular-season week. */
  weeks: SeasonWeek<PlayerRef>[];
  /** The correlation of two weeks the season totals' bands were combined with. */
  correlation: number;
  /** A player's rest-of-season total in the scoring asked (absent: not in the catalogue). */
  totalOf(playerId: string): RestOfSeason | undefined;
  /** Whether a player's game of the week under way has kicked off (he stays where he is until it ends). */
  isLocked(player: PlayerRef): boolean;
}

/** The numbers a core rest-of-season week counts, as the lineup rules read them (`null`: none). */
function numbersOfWeek(week: RestOfSeason['weeks'][number] | undefined): WeekNumbers | null {
  if (!week || week.median === null) return null;
  return { conservative: week.floor ?? 0, median: week.median, aggressive: week.ceiling ?? 0 };
}

/**
 * The weeks left for these players in a team's scoring: the week users plan for exactly as the
 * team week read counts it (`readRostersWeek`: the same projections, byes and injuries, so a gain
 * this week is the one the editor's optimal total shows), with the kickoff locks of the week under
 * way as the team week applies them; every later week from the rest-of-season projections
 * (`restOfSeasonOf`, one per week, a bye or a player out counted 0). `ros` is that answer when the
 * caller has it already (for more players than these); else it is read for these.
 */
export async function seasonWeeksOf(
  ctx: ServiceContext,
  input: { players: readonly PlayerRef[]; scoring: ScoringSettings; ros?: RestOfSeasonAnswer },
): Promise<SeasonWeeksOf> {
  const at = await weekOfSeason(ctx, undefined);
  const [ros, planned, underWay] = await Promise.all([
    input.ros ??
      restOfSeasonOf(ctx, { playerIds: input.players.map((player) => player._id), scoring: input.scoring }),
    readRostersWeek(ctx, [{ lineup: emptyLineup<PlayerRef>(), bench: [...input.players] }], {
      at,
      scoring: input.scoring,
    }),
    weekUnderWay(ctx, at.clock),
  ]);
  const now = ctx.clock.now();
  const isLocked = (player: PlayerRef) =>
    underWay !== null && lockedSince(player, underWay, now) !== undefined;
  const locked = new Set(input.players.filter(isLocked).map((player) => player._id));
  const totalOf = (playerId: string) => ros.players.get(playerId)?.total;
  const thisWeek: SeasonWeek<PlayerRef> = {
    week: at.week,
    locked,
    numbersOf: (player) => {
      const counted = planned.weekOf(player);
      const points = (mode: ProjectionMode) => projectedPoints(counted, mode);
      if (PROJECTION_MODES.every((mode) => points(mode) === null)) return null;
      return {
        conservative: points('conservative') ?? 0,
        median: points('median') ?? 0,
        aggressive: points('aggressive') ?? 0,
      };
    },
  };
  const later = ros.weeks
    .filter((week) => week > at.week)
    .map(
      (week): SeasonWeek<PlayerRef> => ({
        week,
        numbersOf: (player) => numbersOfWeek(totalOf(player._id)?.weeks.find((w) => w.week === week)),
      }),
    );
  return {
    season: at.season,
    week: at.week,
    weeks: ros.weeks.length === 0 ? [] : [thisWeek, ...later],
    correlation: ros.correlation,
    totalOf,
    isLocked,
  };
}
