import {
  brokenLock,
  lockMessage,
  type Result,
  type Roster,
  rosterOf,
  type Team,
  type TeamChangeAction,
} from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import type { PlayerRef, TeamRecord } from '../../records/team-record.js';
import type { ServiceContext } from '../service-context.js';
import { findTeam } from './find-team.js';
import { hydrateTeam } from './hydrate-team.js';
import { saveTeamChange } from './save-team-change.js';
import { weekUnderWay } from './week-kickoffs.js';

/** The answer when the caller's `expectedVersion` is no longer the team's. */
export const CHANGED_ELSEWHERE = 'This team was changed elsewhere; reload it and try again';

/**
 * How often a change is tried before giving up. Losing a race means another change to the team
 * landed, so retrying always makes progress; the bound only stops a runaway loop. It must exceed
 * any realistic burst of parallel changes to one team: parallel requests retry in lockstep (the
 * n-th loses n-1 races), so a bound of 5 refused the 7th of 7 parallel adds (a full bench) with 409.
 */
const ATTEMPTS = 50;

/**
 * A change of a team's active lineup and bench: a pure core lineup operation, or one that first
 * reads what it needs for the roster it is given (Optimize reads the week's projections of the
 * roster's players) and then applies a pure one. It runs again, on the roster as it then is,
 * whenever a parallel change won the race.
 */
type LineupOperation = (
  roster: Roster<PlayerRef>,
  team: TeamRecord,
) => Result<Roster<PlayerRef>> | Promise<Result<Roster<PlayerRef>>>;

export interface LineupChange {
  ownerId: string;
  teamName: string;
  /** The version the caller saw; when given and stale, nothing changes and the answer is 409. */
  expectedVersion?: number | undefined;
  /** What the change is, as the team's history names it. */
  action: TeamChangeAction;
  operation: LineupOperation;
}

/**
 * Applies a core lineup operation to a team with optimistic concurrency: the write only lands on
 * the version it was computed from. Losing a race re-reads and re-applies (the operation is pure),
 * so parallel changes never overwrite each other; a caller who named `expectedVersion` gets 409
 * instead, since the team is no longer what they saw. A refused operation changes nothing, and so
 * does one that answers the roster it was given (the same object): no write, no new version. The
 * write is `saveTeamChange`'s, which keeps the version it replaced in the team's history. A change
 * that would move a player whose game of the week under way has kicked off is refused with 409
 * (core's `brokenLock`): every lineup call goes through here (a league's sync does not: the host
 * locks its own players).
 */
export async function changeLineup(ctx: ServiceContext, change: LineupChange): Promise<Team> {
  const [now, week] = [ctx.clock.now(), await weekUnderWay(ctx)];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const team = await findTeam(ctx, change.ownerId, change.teamName);
    if (change.expectedVersion !== undefined && change.expectedVersion !== team.version) {
      throw new AppError('CONFLICT', CHANGED_ELSEWHERE, {
        currentVersion: team.version,
      });
    }
    const roster = rosterOf(team);
    const result = await change.operation(roster, team);
    if (!result.ok) throw new AppError(result.error.code, result.error.message);
    if (result.value === roster) return hydrateTeam(ctx, team);
    // The kickoff lock (core's rule): a player whose game has started stays where he is.
    const broken = week && brokenLock(roster, result.value, week, now);
    if (broken) {
      throw new AppError('CONFLICT', lockMessage(broken), {
        locked: { playerId: broken.player._id, kickoff: broken.kickoff, week: broken.week },
      });
    }
    const { lineup, bench } = result.value;
    const updated = await saveTeamChange(ctx, team, {
      fields: { lineups: [lineup, ...team.lineups.slice(1)], bench: [...bench] },
      change: { action: change.action, by: change.ownerId },
    });
    if (updated) return hydrateTeam(ctx, updated);
    if (change.expectedVersion !== undefined) {
      throw new AppError('CONFLICT', CHANGED_ELSEWHERE);
    }
  }
  throw new AppError('CONFLICT', 'This team is being changed by several requests at once; try again');
}
