import { COLLECTIONS } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import type { MatchCandidate } from './match-players.js';

/**
 * The player catalogue as `matchPlayers` reads it: each catalogue player with its Sleeper id, which
 * the NFL data holds (`nfl_players.ids.sleeper`, set by importing Sleeper's player list; a player
 * Sleeper's list named first also has it in its `_id`, `sleeper:<id>`).
 */
export async function catalogueForMatching(store: Store): Promise<MatchCandidate[]> {
  const [records, nflPlayers] = await Promise.all([
    COLLECTIONS.players.of(store).find({}, { projection: { playerName: 1, teamName: 1, position: 1 } }),
    COLLECTIONS.nflPlayers.of(store).find({}, { projection: { ids: 1 } }),
  ]);
  const sleeperIdOf = new Map(
    nflPlayers.flatMap((player) => (player.ids?.sleeper ? [[player._id, player.ids.sleeper] as const] : [])),
  );
  return records.map((record) => ({
    playerId: record._id,
    name: record.playerName,
    position: record.position,
    team: record.teamName,
    sleeperId:
      sleeperIdOf.get(record._id) ??
      (record._id.startsWith('sleeper:') ? record._id.slice('sleeper:'.length) : null),
  }));
}
