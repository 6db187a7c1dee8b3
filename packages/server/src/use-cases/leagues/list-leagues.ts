import type { LeagueSummary } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import { leagueSummaryOf } from '../../records/league-record.js';
import type { ServiceContext } from '../service-context.js';

/** `GET /api/import/leagues`: the leagues the user has imported, newest first, with their last sync. */
export async function listLeagues(ctx: ServiceContext, ownerId: string): Promise<LeagueSummary[]> {
  const leagues = await COLLECTIONS.leagues.of(ctx.store).find({ ownerId }, { sort: { importedAt: -1 } });
  return leagues.map(leagueSummaryOf);
}
