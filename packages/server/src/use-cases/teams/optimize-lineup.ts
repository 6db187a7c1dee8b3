import {
  type OptimalRoster,
  type OptimizeLineupResponse,
  optimalRoster,
  type ProjectionMode,
} from '@lineup-lab/core';
import type { PlayerRef } from '../../records/team-record.js';
import { weekOfSeason } from '../season/season-week.js';
import type { ServiceContext } from '../service-context.js';
import { replaceTeamLineup } from './replace-lineup.js';
import { type RosterWeek, readRosterWeek } from './roster-week.js';
import { scoringSettingsOf, teamModeOf } from './team-scoring.js';
import { type KeptPlayer, keptByLocks, weekUnderWay } from './week-kickoffs.js';

/**
 * `POST /api/teams/:teamName/optimize`: works out the week's optimal lineup in `mode` from the
 * numbers the week read shows (`mode`: the request's, else the team's) (`readRosterWeek`, core's optimiser) and makes it the team's in one
 * change through `replaceTeamLineup`: one write and one new version (none when the lineup already
 * is optimal), `expectedVersion` honoured. When a parallel change wins the race (and no version was
 * named), the plan is worked out again on the team as it then is, so what is applied is always
 * optimal for the team it lands on. Players whose game of the week under way has kicked off stay
 * where they are (the kickoff locks), and the answer names them (`kept`). Answers the team, the
 * moves made, the gain and who was kept.
 */
export async function optimizeLineup(
  ctx: ServiceContext,
  input: {
    ownerId: string;
    teamName: string;
    week: number;
    mode?: ProjectionMode | undefined;
    expectedVersion?: number | undefined;
  },
): Promise<OptimizeLineupResponse> {
  const at = await weekOfSeason(ctx, input.week, 'body.week');
  const [now, underWay] = [ctx.clock.now(), await weekUnderWay(ctx, at.clock)];
  let applied:
    | { best: OptimalRoster<PlayerRef>; week: RosterWeek; kept: KeptPlayer[]; mode: ProjectionMode }
    | undefined;
  const team = await replaceTeamLineup(ctx, {
    ownerId: input.ownerId,
    teamName: input.teamName,
    expectedVersion: input.expectedVersion,
    action: 'optimize',
    placement: async (roster, record) => {
      const week = await readRosterWeek(ctx, roster, { at, scoring: scoringSettingsOf(record) });
      const kept = keptByLocks(roster, underWay, now);
      const locked = new Set(kept.map((player) => player.playerId));
      const mode = input.mode ?? teamModeOf(record);
      const best = optimalRoster(roster, week.pointsIn(mode), { locked });
      applied = { best, week, kept, mode };
      return best.roster;
    },
  });
  if (!applied) throw new Error('optimizeLineup: the team changed without a plan');
  const { best, week, kept, mode } = applied;
  return {
    team,
    week: at.week,
    mode,
    moves: week.named(best.moves),
    total: best.total,
    gain: best.gain,
    kept,
  };
}
