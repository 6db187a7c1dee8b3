import {
  ofPosition,
  type Position,
  rosterOf,
  rosterPlayers,
  WAIVER_MESSAGES,
  type WaiverPool,
} from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { LeagueRecord } from '../../records/league-record.js';
import type { PlayerRef, TeamRecord } from '../../records/team-record.js';
import { leagueOf } from '../players/search-players.js';
import type { ServiceContext } from '../service-context.js';

/** A team's free agents: where they come from and who they are. */
export interface FreeAgents {
  pool: WaiverPool;
  league: LeagueRecord | null;
  players: PlayerRef[];
}

/**
 * The players a team may pick up: for a team of an imported league, every catalogue player on no
 * roster of the league at its last import or sync (`rosteredPlayerIds`; a league recorded before
 * those were kept is refused with 409 until it is synced); for a hand-made team, the whole catalogue
 * less the team's own players. `position` keeps one position (K takes PK too). Two reads: the
 * league, and the catalogue's names, teams and positions.
 */
export async function freeAgentsOf(
  ctx: ServiceContext,
  team: TeamRecord,
  position?: Position | undefined,
): Promise<FreeAgents> {
  const [league, catalogue] = await Promise.all([
    leagueOf(ctx, team),
    COLLECTIONS.players.of(ctx.store).find({}, { projection: { playerName: 1, teamName: 1, position: 1 } }),
  ]);
  if (league && !league.rosteredPlayerIds) {
    throw new AppError('CONFLICT', WAIVER_MESSAGES.leagueNotSynced(team.teamName));
  }
  const taken = new Set([
    ...rosterPlayers(rosterOf(team)).map((player) => player._id),
    ...(league?.rosteredPlayerIds ?? []),
  ]);
  const wanted = ofPosition(position);
  return {
    pool: league
      ? { kind: 'league', leagueName: league.name, syncedAt: league.lastSyncedAt }
      : { kind: 'catalogue' },
    league,
    players: catalogue
      .filter((record) => !taken.has(record._id) && wanted(record))
      .map(({ _id, playerName, teamName, position: at }) => ({ _id, playerName, teamName, position: at })),
  };
}
