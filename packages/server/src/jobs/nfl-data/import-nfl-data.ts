import { NFL_TEAM_NAMES, type NflTeam } from '@lineup-lab/engine';
import { type Clock, systemClock } from '../../ports/clock.js';
import { COLLECTIONS, nflCollections } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import type { LineupAlertPorts } from '../../use-cases/alerts/send-lineup-alerts.js';
import {
  type InjuryImportReport,
  importInjuryReports,
} from '../../use-cases/injuries/import-injury-reports.js';
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
  /** Per collection: inserted, updated, unchanged (`injury_reports`: player-weeks given a new version). */
  collections: Record<string, WriteCounts>;
  /** What the file's injury lines did to the weekly injury reports (injury files only). */
  injuryReports?: InjuryImportReport;
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

/** Who imports, and when: what the injury reports a file writes record as their author and time. */
export interface NflImportOptions {
  /** The command that imports (default `lineup-server data import`). */
  by?: string;
  clock?: Clock;
  /**
   * The mail port and public address lineup alerts are sent with after the injury reports are
   * written (`importInjuryReports`); absent, none are sent.
   */
  lineupAlerts?: LineupAlertPorts | undefined;
}

/**
 * Stores a parsed NFL file idempotently: the 32 teams, the players (matched to stored ones across
 * sources, see `resolvePlayers`), then the file's stat lines, peer projections, games and injury
 * lines pointed at the stored players. Injury lines of the stored players are also written as the
 * weekly injury reports, what users' projections count, whether or not the catalogue has published
 * the players yet (`importInjuryReports`, one audit entry per file).
 * Demo rows are removed first: real data replaces the demo season. Rejected rows were refused by
 * the parser and are only reported. Importing the same file twice writes nothing the second time.
 */
export async function importNflData(
  store: Store,
  parsed: ParsedNflFile,
  options: NflImportOptions = {},
): Promise<NflImportReport> {
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
  let injuryReports: InjuryImportReport | undefined;
  if (parsed.injuries.length > 0) {
    const injuries = repoint(parsed.injuries, idOf);
    collections[COLLECTIONS.nflInjuries.name] = await writeDocuments(nfl.injuries, injuries);
    injuryReports = await importInjuryReports(
      { store, clock: options.clock ?? systemClock, lineupAlerts: options.lineupAlerts },
      injuries,
      { by: options.by ?? 'lineup-server data import' },
    );
    const { inserted, updated, unchanged } = injuryReports;
    collections[COLLECTIONS.injuryReports.name] = { inserted, updated, unchanged };
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
    ...(injuryReports && { injuryReports }),
    ms: Math.round(performance.now() - started),
  };
}
