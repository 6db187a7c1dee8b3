import {
  type PickupEvaluation,
  type PickupTeam,
  pickupReason,
  type RestOfSeason,
  rosterOf,
  rosterPlayers,
  type WaiverPick,
} from '@lineup-lab/core';
import type { PlayerRef, TeamRecord } from '../../records/team-record.js';
import type { RestOfSeasonAnswer } from '../projections/rest-of-season.js';
import type { ServiceContext } from '../service-context.js';
import { scoringSettingsOf, teamModeOf } from '../teams/team-scoring.js';
import { type SeasonWeeksOf, seasonWeeksOf } from './season-weeks-of.js';

/** A team made ready to weigh pickups: core's `PickupTeam`, and how a weighed pickup is answered. */
export interface PickupTeamOf {
  team: PickupTeam<PlayerRef>;
  season: SeasonWeeksOf;
  /** The weeks left the season gains sum over. */
  weeks: number[];
  /** The candidates whose game of the week under way has kicked off (they join after it). */
  lateJoiners: Set<string>;
  /** A weighed pickup as the API answers it, with its reason. */
  pickOf(evaluation: PickupEvaluation<PlayerRef>): WaiverPick;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const refOf = ({ _id, playerName, teamName, position }: PlayerRef) => ({
  _id,
  playerName,
  teamName,
  position,
});
const bandOf = (total: RestOfSeason | undefined) => ({
  floor: total?.floor ?? null,
  median: total?.median ?? null,
  ceiling: total?.ceiling ?? null,
});

/**
 * A team and the candidates to weigh for it, read once (`seasonWeeksOf`: this week as the editor
 * counts it, its kickoff locks, later weeks from the rest-of-season projections; `ros` when the
 * caller read them already): the team's roster in its mode, the players it may not drop (their
 * game has kicked off), and the answer's form of a weighed pickup (gains to the hundredth, the
 * one-line reason from those rounded numbers).
 */
export async function pickupTeamOf(
  ctx: ServiceContext,
  input: { team: TeamRecord; candidates: readonly PlayerRef[]; ros?: RestOfSeasonAnswer },
): Promise<PickupTeamOf> {
  const roster = rosterOf(input.team);
  const mode = teamModeOf(input.team);
  const season = await seasonWeeksOf(ctx, {
    players: [...rosterPlayers(roster), ...input.candidates],
    scoring: scoringSettingsOf(input.team),
    ...(input.ros && { ros: input.ros }),
  });
  const [thisWeek] = season.weeks;
  const weeks = season.weeks.map((week) => week.week);
  return {
    team: {
      roster,
      weeks: season.weeks,
      mode,
      undroppable: new Set(
        rosterPlayers(roster)
          .filter(season.isLocked)
          .map((player) => player._id),
      ),
    },
    season,
    weeks,
    lateJoiners: new Set(input.candidates.filter(season.isLocked).map((player) => player._id)),
    pickOf: (evaluation) => {
      const pick = {
        ...evaluation,
        weekGain: round2(evaluation.weekGain),
        seasonGain: round2(evaluation.seasonGain),
      };
      return {
        player: refOf(pick.player),
        week: {
          points: thisWeek?.numbersOf(pick.player)?.[mode] ?? null,
          gain: pick.weekGain,
          slot: pick.slot,
        },
        season: {
          gain: pick.seasonGain,
          startsIn: pick.startsIn,
          total: bandOf(season.totalOf(pick.player._id)),
        },
        drop: pick.drop && refOf(pick.drop),
        joinsAfterThisWeek: pick.joinsAfterThisWeek,
        reason: pickupReason(pick, weeks),
      };
    },
  };
}
