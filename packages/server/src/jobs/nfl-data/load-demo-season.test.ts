import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTempStore } from '../../../test/support/temp-store.js';
import { nflCollections } from '../../ports/collections.js';
import { importNflData } from './import-nfl-data.js';
import { loadDemoSeason } from './load-demo-season.js';
import { parseNflFile } from './nfl-formats.js';

describe('loadDemoSeason', () => {
  let temp: Awaited<ReturnType<typeof openTempStore>>;
  beforeEach(async () => {
    temp = await openTempStore();
  });
  afterEach(async () => {
    await temp.remove();
  });

  it('fills an empty store with the demo season, all flagged demo, and only once', async () => {
    const first = await loadDemoSeason(temp.store);
    console.info(
      `demo season: ${first.players} players, ${first.games} games, ${first.stats} stat lines in ${first.ms} ms`,
    );
    // 272 regular-season games and 13 playoff games.
    expect(first).toMatchObject({ loaded: true, games: 285 });
    const nfl = nflCollections(temp.store);
    expect(await nfl.players.countDocuments({ demo: true })).toBe(first.players);
    expect(await nfl.players.countDocuments({ demo: { $ne: true } })).toBe(0);
    expect(await nfl.weeklyStats.countDocuments({ demo: true })).toBe(first.stats);
    expect(await nfl.games.countDocuments({})).toBe(285);
    expect(first.ms).toBeLessThan(10_000);
    const second = await loadDemoSeason(temp.store);
    expect(second.loaded).toBe(false);
    expect(await nfl.weeklyStats.countDocuments({})).toBe(first.stats);
  }, 30_000);

  it('leaves a store with real data alone, and real data replaces a loaded demo season', async () => {
    await loadDemoSeason(temp.store);
    const text =
      'game_id,season,game_type,week,gameday,gametime,away_team,away_score,home_team,home_score,spread_line,total_line\n2024_01_BAL_KC,2024,REG,1,2024-09-05,20:20,BAL,20,KC,27,3,46\n';
    const report = await importNflData(temp.store, parseNflFile('nflverse-schedules', text));
    expect(report.demoRemoved).toBeGreaterThan(1000);
    const nfl = nflCollections(temp.store);
    expect(await nfl.games.find({})).toEqual([expect.objectContaining({ _id: '2024_01_BAL_KC' })]);
    expect(await nfl.players.countDocuments({})).toBe(0);
    expect((await loadDemoSeason(temp.store)).loaded).toBe(false);
  }, 30_000);
});
