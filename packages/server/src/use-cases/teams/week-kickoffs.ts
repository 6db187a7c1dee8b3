import {
  locatePlayer,
  lockedSince,
  type OptimizeLineupResponse,
  type Roster,
  rosterPlayers,
  type SeasonResponse,
  type WeekKickoffs,
  weekKickoffs,
} from '@lineup-lab/core';
import type { PlayerRef } from '../../records/team-record.js';
import type { ServiceContext } from '../service-context.js';

/**
 * The regular-season week under way (the season clock's) and its kickoffs by NFL team, from the
 * schedule the season clock reads (kept in memory, at most a minute old); `null` outside a
 * regular-season week, when nothing can be locked. A caller that has read the season clock for
 * this request already passes it (`clock`), so it is worked out once.
 */
export async function weekUnderWay(
  ctx: ServiceContext,
  clock?: Pick<SeasonResponse, 'season' | 'week' | 'phase'>,
): Promise<WeekKickoffs | null> {
  const { season, week, phase } = clock ?? (await ctx.calendar.current());
  if (phase !== 'regular' || season === null || week === null) return null;
  return weekKickoffs(week, await ctx.calendar.gamesOf(season, week));
}

/** A player kept where he stands because his game has kicked off. */
export type KeptPlayer = OptimizeLineupResponse['kept'][number];

/** The roster's players locked since their kickoff of the week under way, where they stand. */
export function keptByLocks(roster: Roster<PlayerRef>, week: WeekKickoffs | null, now: Date): KeptPlayer[] {
  if (!week) return [];
  return rosterPlayers(roster).flatMap((player) => {
    const kickoff = lockedSince(player, week, now);
    const place = locatePlayer(roster, player._id)?.place;
    return kickoff && place ? [{ playerId: player._id, playerName: player.playerName, place, kickoff }] : [];
  });
}
