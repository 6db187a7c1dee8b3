import { generateDemoSeason } from '@lineup-lab/engine';
import { nflCollections } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import { writeDocuments } from './write-documents.js';

/** What loading the demo season did. */
export interface DemoSeasonLoad {
  /** `false` when the store already held NFL data (real or demo): nothing was written. */
  loaded: boolean;
  players: number;
  games: number;
  stats: number;
  ms: number;
}

/**
 * Loads the generated demo season (`generateDemoSeason`, seed 1: every row flagged `demo: true`)
 * when the store has no NFL data at all, so a fresh machine without network has a season to show.
 * A store with any NFL players or games is left alone; importing real data later removes the demo rows.
 * It keeps what the season was generated from and the moment it is seen from (`nfl_demo`), so that
 * `catchUpDemoSeason` can later write the games played since.
 */
export async function loadDemoSeason(
  store: Store,
  options: { season?: number; history?: number; seed?: number; asOf?: string } = {},
): Promise<DemoSeasonLoad> {
  const started = performance.now();
  const nfl = nflCollections(store);
  if ((await nfl.players.findOne({})) !== null || (await nfl.games.findOne({})) !== null) {
    return { loaded: false, players: 0, games: 0, stats: 0, ms: Math.round(performance.now() - started) };
  }
  const drawn = { season: options.season ?? 2024, history: options.history ?? 0, seed: options.seed ?? 1 };
  const demo = generateDemoSeason({ ...drawn, ...(options.asOf !== undefined && { asOf: options.asOf }) });
  await writeDocuments(nfl.teams, demo.teams);
  await writeDocuments(nfl.games, demo.games);
  await writeDocuments(nfl.weeklyStats, demo.stats);
  // Players last: their presence is what marks the demo season as loaded.
  await writeDocuments(nfl.players, demo.players);
  // What to regenerate it from, and when it was seen from: what `catchUpDemoSeason` starts at.
  await writeDocuments(nfl.demo, [{ _id: 'demo', demo: true, ...drawn, asOf: options.asOf ?? null }]);
  return {
    loaded: true,
    players: demo.players.length,
    games: demo.games.length,
    stats: demo.stats.length,
    ms: Math.round(performance.now() - started),
  };
}
