import type { Player } from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import { playerOf } from '../../records/player-record.js';
import type { ServiceContext } from '../service-context.js';
import { nameContaining } from './name-pattern.js';

/** How many name matches are ranked before the best `limit` are kept. */
const CANDIDATES = 500;

/**
 * `GET /api/players/enhanced-search`: players whose name contains `q` (any case), best first:
 * names starting with it, then words starting with it, then the rest; within each, by points.
 */
export async function searchPlayers(ctx: ServiceContext, q: string, limit: number): Promise<Player[]> {
  const text = q.trim().toLowerCase();
  const found = await COLLECTIONS.players
    .of(ctx.store)
    .find({ playerName: { $regex: nameContaining(text) } }, { limit: CANDIDATES });
  const rank = (name: string) => {
    const lower = name.toLowerCase();
    return lower.startsWith(text) ? 0 : lower.split(/\s+/).some((word) => word.startsWith(text)) ? 1 : 2;
  };
  return found
    .map(playerOf)
    .sort(
      (a, b) =>
        rank(a.playerName) - rank(b.playerName) ||
        (b.points ?? 0) - (a.points ?? 0) ||
        a.playerName.localeCompare(b.playerName, 'en'),
    )
    .slice(0, limit);
}
