import type {
  Game,
  InjuryReportLine,
  NflPlayer,
  NflTeam,
  PeerProjection,
  WeeklyStat,
} from '@lineup-lab/engine';
import type { Store } from '../ports/store.js';

/**
 * The store collections of the NFL data (issue 4): documents are the engine's entities, `_id` as the
 * engine defines it. The projection model reads these names.
 */
export const NFL_COLLECTIONS = {
  teams: 'nfl_teams',
  players: 'nfl_players',
  games: 'nfl_games',
  weeklyStats: 'nfl_weekly_stats',
  peerProjections: 'nfl_peer_projections',
  injuries: 'nfl_injuries',
} as const;

/** The NFL collections of a store, typed. */
export function nflCollections(store: Store) {
  return {
    teams: store.collection<NflTeam>(NFL_COLLECTIONS.teams),
    players: store.collection<NflPlayer>(NFL_COLLECTIONS.players),
    games: store.collection<Game>(NFL_COLLECTIONS.games),
    weeklyStats: store.collection<WeeklyStat>(NFL_COLLECTIONS.weeklyStats),
    peerProjections: store.collection<PeerProjection>(NFL_COLLECTIONS.peerProjections),
    injuries: store.collection<InjuryReportLine>(NFL_COLLECTIONS.injuries),
  };
}

/**
 * Creates the indexes the NFL lookups use: a player's rows (`playerId`), a season's rows (`season`),
 * games by season and week. Players are looked up by source id in memory (see `resolve-players.ts`):
 * the embedded store indexes top-level fields only, and the catalogue is a few thousand players.
 */
export async function ensureNflIndexes(store: Store): Promise<void> {
  const nfl = nflCollections(store);
  for (const collection of [nfl.weeklyStats, nfl.peerProjections, nfl.injuries]) {
    await collection.createIndex(['playerId'], { name: 'playerId' });
    await collection.createIndex(['season'], { name: 'season' });
  }
  await nfl.games.createIndex(['season'], { name: 'season' });
  await nfl.players.createIndex(['team'], { name: 'team' });
}
