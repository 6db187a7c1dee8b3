import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixture, openTempStore } from '../../../test/support/temp-store.js';
import { nflCollections } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import { importNflData } from './import-nfl-data.js';
import { type NflFormat, parseNflFile } from './nfl-formats.js';

const importFile = async (store: Store, format: NflFormat, name: string) =>
  importNflData(store, parseNflFile(format, await readFile(fixture(name), 'utf8')));

describe('importNflData on small files', () => {
  let temp: Awaited<ReturnType<typeof openTempStore>>;
  beforeEach(async () => {
    temp = await openTempStore();
  });
  afterEach(async () => {
    await temp.remove();
  });

  it('stores good rows, reports rejected ones by line, and writes nothing on a second import', async () => {
    const first = await importFile(temp.store, 'nflcom-weekly', 'nflcom-offense-actuals.csv');
    expect(first.read).toBe(5);
    expect(first.rejected).toEqual([{ where: 'line 5', reason: 'PassingYDS is not a number: "lots"' }]);
    expect(first.collections).toEqual({
      nfl_teams: { inserted: 32, updated: 0, unchanged: 0 },
      nfl_players: { inserted: 3, updated: 0, unchanged: 0 },
      nfl_weekly_stats: { inserted: 4, updated: 0, unchanged: 0 },
    });
    expect(first.written).toBe(39);
    const nfl = nflCollections(temp.store);
    expect(await nfl.weeklyStats.findOne({ _id: 'nflcom-actuals:2024:1:nflcom:2560955' })).toMatchObject({
      reportedPoints: 31.18,
      stats: { passingYards: 232 },
    });

    const second = await importFile(temp.store, 'nflcom-weekly', 'nflcom-offense-actuals.csv');
    expect(second.written).toBe(0);
    expect(second.unchanged).toBe(39);
    expect(await nfl.weeklyStats.countDocuments({})).toBe(4);
  });

  it('matches players across sources: Sleeper adds its ids and current status to the NFL.com player', async () => {
    await importFile(temp.store, 'nflcom-weekly', 'nflcom-offense-actuals.csv');
    const sleeper = await importFile(temp.store, 'sleeper-players', 'sleeper-players.json');
    expect(sleeper.skipped).toEqual({ 'position OL is not projected': 1 });
    expect(sleeper.collections.nfl_players).toEqual({ inserted: 1, updated: 2, unchanged: 0 });
    const nfl = nflCollections(temp.store);
    expect(await nfl.players.findOne({ _id: 'nflcom:2563219' })).toEqual({
      _id: 'nflcom:2563219',
      name: 'Puka Nacua',
      position: 'WR',
      team: 'LAR',
      status: 'injured_reserve',
      ids: { nflcom: '2563219', sleeper: '8112', gsis: '00-0039075' },
    });
    expect(await nfl.players.findOne({ _id: 'dst:BUF' })).toMatchObject({ position: 'D/ST', team: 'BUF' });
    const again = await importFile(temp.store, 'sleeper-players', 'sleeper-players.json');
    expect(again.written).toBe(0);
  });

  it('points rows of another source at the stored player (gsis id known from Sleeper)', async () => {
    await importFile(temp.store, 'nflcom-weekly', 'nflcom-offense-actuals.csv');
    await importFile(temp.store, 'sleeper-players', 'sleeper-players.json');
    const text = [
      'season,season_type,game_type,team,week,gsis_id,position,full_name,first_name,last_name,report_primary_injury,report_secondary_injury,report_status,practice_primary_injury,practice_secondary_injury,practice_status',
      '2024,REG,REG,LA,2,00-0039075,WR,Puka Nacua,Puka,Nacua,Knee,,Out,Knee,,Did Not Participate In Practice',
    ].join('\n');
    const report = await importNflData(temp.store, parseNflFile('nflverse-injuries', text));
    expect(report.collections.nfl_players).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    const nfl = nflCollections(temp.store);
    expect(await nfl.injuries.find({})).toEqual([
      expect.objectContaining({ _id: 'nflverse-injuries:2024:2:nflcom:2563219', playerId: 'nflcom:2563219' }),
    ]);
  });

  it('stores games with kickoffs in UTC and rejects a bad time, idempotently', async () => {
    const first = await importFile(temp.store, 'nflverse-schedules', 'schedules.csv');
    expect(first.rejected).toEqual([
      { where: 'line 4', reason: 'gameday/gametime is not a date and time: "2024-09-08 25:00"' },
    ]);
    expect(await nflCollections(temp.store).games.findOne({ _id: '2024_01_BAL_KC' })).toMatchObject({
      kickoff: '2024-09-06T00:20:00.000Z',
      spreadLine: 3,
      totalLine: 46,
    });
    expect((await importFile(temp.store, 'nflverse-schedules', 'schedules.csv')).written).toBe(0);
  });

  it('replaces a changed row field by field, dropping fields it no longer has', async () => {
    await importFile(temp.store, 'nflcom-weekly', 'nflcom-offense-actuals.csv');
    const text = (await readFile(fixture('nflcom-offense-actuals.csv'), 'utf8')).replace(
      '2024,3,Free Agent,998,RB,FA,Bye',
      '2024,3,Free Agent,998,RB,BUF,Bye',
    );
    const report = await importNflData(temp.store, parseNflFile('nflcom-weekly', text));
    expect(report.collections.nfl_weekly_stats).toEqual({ inserted: 0, updated: 1, unchanged: 3 });
    const row = await nflCollections(temp.store).weeklyStats.findOne({
      _id: 'nflcom-actuals:2024:3:nflcom:998',
    });
    expect(row).toMatchObject({ team: 'BUF', bye: true });
    const back = await importFile(temp.store, 'nflcom-weekly', 'nflcom-offense-actuals.csv');
    expect(back.collections.nfl_weekly_stats).toEqual({ inserted: 0, updated: 1, unchanged: 3 });
    const restored = await nflCollections(temp.store).weeklyStats.findOne({
      _id: 'nflcom-actuals:2024:3:nflcom:998',
    });
    expect(restored?.team).toBeNull();
    expect(restored && 'bye' in restored).toBe(false);
  });
});
