import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixture, openTempStore } from '../../../test/support/temp-store.js';
import { nflCollections } from '../../ports/collections.js';
import { importNflData } from './import-nfl-data.js';
import { parseNflFile } from './nfl-formats.js';

const DST = [
  'year,week,position,player_code,player_name,team,opponent,home_away,fantasy_points,sacks,interceptions,safeties,fumble_recoveries,blocked_kicks,defensive_touchdowns,points_against,passing_yards_allowed,rushing_yards_allowed,total_yards_allowed',
  '2021,1,DST,nfl,Arizona Cardinals,ARI,TEN,away,19.00,6.0,1,0,2,0,0,13,162,86,248',
  '2021,1,DST,nfl,Tennessee Titans,TEN,ARI,home,4.00,2.0,1,0,0,0,0,38,280,136,416',
  '2021,1,DST,nfl,Buffalo Bills,BUF,PIT,home,5.00,3.0,0,0,0,0,0,23,200,50,250',
  '2021,1,DST,nfl,Nowhere,XXX,PIT,home,5.00,3.0,0,0,0,0,0,23,200,50,250',
].join('\n');
const K = [
  'year,week,position,player_code,player_name,team,opponent,home_away,fantasy_points,pat_attempts,pat_made,field_goal_att,field_goal_made,field_goal_made_50_yards',
  '2021,1,K,matt-prater-pratema01,Matt Prater,ARI,TEN,away,8.00,5,5,2,1,0',
  '2021,1,K,josh-allen-fake01,Josh Allen,BUF,PIT,home,6.00,0,0,2,2,0',
].join('\n');

describe('importing footballdb weekly files (format footballdb-weekly)', () => {
  let temp: Awaited<ReturnType<typeof openTempStore>>;
  beforeEach(async () => {
    temp = await openTempStore();
  });
  afterEach(async () => {
    await temp.remove();
  });

  it('stores D/ST lines under dst:<TEAM>, reports the bad row, and writes nothing the second time', async () => {
    const first = await importNflData(temp.store, parseNflFile('footballdb-weekly', DST));
    expect(first.description).toBe('footballdb weekly D/ST');
    expect(first.read).toBe(4);
    expect(first.rejected).toEqual([{ where: 'line 5', reason: 'team is not an NFL team: "XXX"' }]);
    expect(first.collections).toEqual({
      nfl_teams: { inserted: 32, updated: 0, unchanged: 0 },
      nfl_players: { inserted: 3, updated: 0, unchanged: 0 },
      nfl_weekly_stats: { inserted: 3, updated: 0, unchanged: 0 },
    });
    const nfl = nflCollections(temp.store);
    expect(await nfl.weeklyStats.findOne({ _id: 'footballdb:2021:1:dst:ARI' })).toMatchObject({
      source: 'footballdb',
      playerId: 'dst:ARI',
      reportedPoints: 19,
      stats: { dstSacks: 6, pointsAllowed: 13 },
    });

    const second = await importNflData(temp.store, parseNflFile('footballdb-weekly', DST));
    expect(second.written).toBe(0);
    expect(second.unchanged).toBe(38);
    expect(await nfl.weeklyStats.countDocuments({})).toBe(3);
  });

  it('joins the Sleeper defence and changes nothing of it; a kicker is matched by name and position only', async () => {
    await importNflData(
      temp.store,
      parseNflFile('sleeper-players', await readFile(fixture('sleeper-players.json'), 'utf8')),
    );
    const dst = await importNflData(temp.store, parseNflFile('footballdb-weekly', DST));
    expect(dst.collections.nfl_players).toEqual({ inserted: 2, updated: 0, unchanged: 1 });
    const k = await importNflData(temp.store, parseNflFile('footballdb-weekly', K));
    expect(k.description).toBe('footballdb weekly K');
    // Sleeper's Josh Allen is a QB: the kicker of the same name is another player.
    expect(k.collections.nfl_players).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    const nfl = nflCollections(temp.store);
    expect(await nfl.players.findOne({ _id: 'dst:BUF' })).toMatchObject({ name: 'Buffalo Bills D/ST' });
    expect(
      await nfl.weeklyStats.findOne({ _id: 'footballdb:2021:1:footballdb:matt-prater-pratema01' }),
    ).toMatchObject({ reportedPoints: 8, stats: { patMade: 5, fgMade30To39: 1, fgMissed30To39: 1 } });
    const again = await importNflData(temp.store, parseNflFile('footballdb-weekly', K));
    expect(again.written).toBe(0);
  });
});
