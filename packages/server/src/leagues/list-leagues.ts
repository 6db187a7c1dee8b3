import type { LeagueSummary } from '@lineup-lab/core';
import type { ServiceContext } from '../service-context.js';
import { COLLECTIONS } from '../store/collections.js';

/** An imported league as stored (collection `leagues`); league import writes these. */
export interface LeagueRecord extends LeagueSummary {
  _id: string;
  ownerId: string;
  importedAt: string;
}

/** `GET /api/import/leagues`: the leagues the user has imported, newest first. */
export async function listLeagues(ctx: ServiceContext, ownerId: string): Promise<LeagueSummary[]> {
  const leagues = await COLLECTIONS.leagues.of(ctx.store).find({ ownerId }, { sort: { importedAt: -1 } });
  return leagues.map(({ id, provider, name, season, teamCount }) => ({
    id,
    provider,
    name,
    season,
    teamCount,
  }));
}
