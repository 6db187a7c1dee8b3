import { startersOf } from '@lineup-lab/core';
import type { TeamRecord } from '../../records/team-record.js';

/**
 * The lineup the admin views count for a team: its first (the one the editor and the dashboard
 * show). A team always has one; `undefined` only for a malformed record.
 */
const mainLineupOf = (team: Pick<TeamRecord, 'lineups'>) => team.lineups[0];

/** How many of the nine starting slots of the team's lineup hold a player. */
export function startersFilled(team: Pick<TeamRecord, 'lineups'>): number {
  const lineup = mainLineupOf(team);
  return lineup ? startersOf(lineup).filter(({ player }) => player !== null).length : 0;
}

/**
 * Whether a team counts as active on the admin dashboard (users' `activeLineups`, stats'
 * `activeLineups`, a lineup's `isActive`): its lineup has at least one starter. An empty team, or
 * one with players on the bench only, is not active.
 */
export const isActiveTeam = (team: Pick<TeamRecord, 'lineups'>) => startersFilled(team) > 0;
