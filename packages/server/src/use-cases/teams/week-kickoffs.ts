import { type WeekKickoffs, weekKickoffs } from '@lineup-lab/core';
import { nflCollections } from '../../ports/collections.js';
import type { ServiceContext } from '../service-context.js';

/**
 * The regular-season week under way (the season clock's) and its kickoffs by NFL team, from the
 * schedule in the store; `null` outside a regular-season week, when nothing can be locked.
 */
export async function weekUnderWay(ctx: ServiceContext): Promise<WeekKickoffs | null> {
  const { season, week, phase } = await ctx.calendar.current();
  if (phase !== 'regular' || season === null || week === null) return null;
  const games = await nflCollections(ctx.store).games.find(
    { season, week, gameType: 'REG' },
    { projection: { homeTeam: 1, awayTeam: 1, kickoff: 1 } },
  );
  return weekKickoffs(week, games);
}
