import { TEXT_LIMITS } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import { HOST_NAMES } from '../../ports/host-error.js';
import { teamKeyOf } from '../../records/team-record.js';
import type { ServiceContext } from '../service-context.js';
import type { HostRosterRead } from './read-host-roster.js';

/** The team a roster becomes is named after its name in the league, else the league's, else the host's id. */
export function defaultTeamName(read: HostRosterRead): string {
  const name = read.roster.teamName ?? read.league.name;
  return (
    name.trim().slice(0, TEXT_LIMITS.teamName).trim() ||
    `${HOST_NAMES[read.league.provider]} league ${read.league.leagueId}`
  );
}

/** `name`, or `name (2)`, `name (3)` … the first the user has no team by (names are unique regardless of case). */
export async function freeTeamName(ctx: ServiceContext, ownerId: string, name: string): Promise<string> {
  const teams = await COLLECTIONS.teams.of(ctx.store).find({ ownerId }, { projection: { teamKey: 1 } });
  const taken = new Set(teams.map((team) => team.teamKey));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const candidate = `${name.slice(0, TEXT_LIMITS.teamName - suffix.length).trim()}${suffix}`;
    if (!taken.has(teamKeyOf(candidate))) return candidate;
  }
}
