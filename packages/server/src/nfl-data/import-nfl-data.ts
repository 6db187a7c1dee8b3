import { NFL_TEAM_NAMES, type NflTeam } from '@lineup-lab/engine';
import type { Store } from '../ports/store.js';
import { COLLECTIONS, nflCollections } from '../store/collections.js';
import type { ParsedNflFile } from './nfl-formats.js';
import { resolvePlayers } from './resolve-players.js';
import { type WriteCounts, writeDocuments } from './write-documents.js';

/** What importing one file did. */
export interface NflImportReport {
  description: string;
  /** Data rows (or entries) read from the file. */
  read: number;
  /** Documents inserted or changed, all collections together. */
  written: number;
  /** Documents the file gave that were already stored as they are. */
  unchanged: number;
  /** Good rows that give nothing to store, by reason. */
  skipped: Record<string, number>;
  rejected: Array<{ where: string; reason: string }>;
  /** Demo rows removed because real data arrived. */
  demoRemoved: number;
  /** Per collection: inserted, updated, unchanged. */
  collections: Record<string, WriteCounts>;
  /** Time spent storing, in milliseconds. */
  ms: number;
}

/** Points a row at the stored player and rebuilds its `_id` (`<prefix><playerId>`) to match. */
function repoint<T extends { _id: string; playerId: string }>(
  rows: readonly T[],
  idOf: Map<string, string>,
): T[] {
  return rows.map((row) => {
    const playerId = idOf.get(row.playerId) ?? row.playerId;
    if (playerId === row.playerId) return row;
    return { ...row, playerId, _id: row._id.slice(0, row._id.length - row.playerId.length) + playerId };
  });
}

/**
 * Stores a parsed NFL file idempotently: the 32 teams, the players (matched to stored ones across
 * sources, see `resolvePlayers`), then the file's stat lines, peer projections, games and injury
 * lines pointed at the stored players. Demo rows are removed first: real data replaces the demo season.
 * Rejected rows were refused by the parser and are only reported. Importing the same file twice
 * writes nothing the second time.
 */
export async function importNflData(store: Store, parsed: ParsedNflFile): Promise<NflImportReport> {
  const started = performance.now();
  const nfl = nflCollections(store);
  let demoRemoved = 0;
  for (const collection of Object.values(nfl)) {
    demoRemoved += (await collection.deleteMany({ demo: true } as never)).deletedCount;
  }
  const collections: Record<string, WriteCounts> = {};
  const teams: NflTeam[] = Object.entries(NFL_TEAM_NAMES).map(([_id, name]) => ({ _id, name }));
  collections[COLLECTIONS.nflTeams.name] = await writeDocuments(nfl.teams, teams);
  const { idOf, counts } = await resolvePlayers(nfl.players, parsed.players, {
    authoritative: parsed.authoritativePlayers,
  });
  collections[COLLECTIONS.nflPlayers.name] = counts;
  if (parsed.stats.length > 0) {
    collections[COLLECTIONS.nflWeeklyStats.name] = await writeDocuments(
      nfl.weeklyStats,
      repoint(parsed.stats, idOf),
    );
  }
  if (parsed.projections.length > 0) {
    collections[COLLECTIONS.nflPeerProjections.name] = await writeDocuments(
      nfl.peerProjections,
      repoint(parsed.projections, idOf),
    );
  }
  if (parsed.games.length > 0)
    collections[COLLECTIONS.nflGames.name] = await writeDocuments(nfl.games, parsed.games);
  if (parsed.injuries.length > 0) {
    collections[COLLECTIONS.nflInjuries.name] = await writeDocuments(
      nfl.injuries,
      repoint(parsed.injuries, idOf),
    );
  }
  const all = Object.values(collections);
  return {
    description: parsed.description,
    read: parsed.read,
    written: all.reduce((sum, c) => sum + c.inserted + c.updated, 0),
    unchanged: all.reduce((sum, c) => sum + c.unchanged, 0),
    skipped: parsed.skipped,
    rejected: parsed.rejected,
    demoRemoved,
    collections,
    ms: Math.round(performance.now() - started),
  };
}
