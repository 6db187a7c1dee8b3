import {
  type Placement,
  type Roster,
  replaceLineup,
  type Team,
  type TeamChangeAction,
} from '@lineup-lab/core';
import type { PlayerRef, TeamRecord } from '../../records/team-record.js';
import type { ServiceContext } from '../service-context.js';
import { changeLineup } from './change-lineup.js';

export interface LineupReplacement {
  ownerId: string;
  teamName: string;
  /** The version the caller saw; when given and stale, nothing changes and the answer is 409. */
  expectedVersion?: number | undefined;
  /** What the replacement is, as the team's history names it (`optimize`, `scenario-load`). */
  action: TeamChangeAction;
  /**
   * Who should stand where, worked out for the roster as it is: a placement naming the team's
   * players by id (the team record beside it: its scoring). Called again on the new roster whenever a
   * parallel change won the race.
   */
  placement: (roster: Roster<PlayerRef>, team: TeamRecord) => Placement | Promise<Placement>;
}

/**
 * Replaces a team's whole lineup and bench in one change (core's `replaceLineup` under
 * `changeLineup`'s optimistic concurrency): every player kept once, starters eligible, at most 7 on
 * the bench, or a refusal (409 with the rule's code) that changes nothing. One write, one new
 * version, or none when the placement is the lineup as it stands. Optimize goes through it, and so
 * does scenario load (the scenario's lineup and bench as the placement).
 * @example
 * await replaceTeamLineup(ctx, { ownerId, teamName, expectedVersion, action: 'scenario-load', placement: () => scenario });
 */
export function replaceTeamLineup(ctx: ServiceContext, replacement: LineupReplacement): Promise<Team> {
  const { placement, ...change } = replacement;
  return changeLineup(ctx, {
    ...change,
    operation: async (roster, team) => replaceLineup(roster, await placement(roster, team)),
  });
}
