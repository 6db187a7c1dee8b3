import type { Game, InjuryReportLine, NflPlayer, NflPosition, WeeklyStat } from '@lineup-lab/engine';
import { nflCollections } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';

/** The NFL data the model trains and projects on, read from the store. */
export interface NflData {
  players: NflPlayer[];
  positions: Map<string, NflPosition>;
  games: Game[];
  stats: WeeklyStat[];
  injuries: InjuryReportLine[];
}

/** Reads the players, games, weekly stats and injury lines from the store's NFL collections. */
export async function loadNflData(store: Store): Promise<NflData> {
  const nfl = nflCollections(store);
  const [players, games, stats, injuries] = await Promise.all([
    nfl.players.find({}),
    nfl.games.find({}),
    nfl.weeklyStats.find({}),
    nfl.injuries.find({}),
  ]);
  return {
    players,
    positions: new Map(players.map((player) => [player._id, player.position])),
    games,
    stats,
    injuries,
  };
}
