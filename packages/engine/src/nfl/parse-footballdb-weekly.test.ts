import { readFileSync } from 'node:fs';
import { fantasyPoints, STANDARD } from '@lineup-lab/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeWithSharedData, sharedDataFile } from '../test-support/shared-data.js';
import { NflFormatError } from './format-error.js';
import { type FootballdbWeeklyParse, parseFootballdbWeekly } from './parse-footballdb-weekly.js';

const DST_HEADER =
  'year,week,position,player_code,player_name,team,opponent,home_away,fantasy_points,sacks,interceptions,safeties,fumble_recoveries,blocked_kicks,defensive_touchdowns,points_against,passing_yards_allowed,rushing_yards_allowed,total_yards_allowed';
const K_HEADER =
  'year,week,position,player_code,player_name,team,opponent,home_away,fantasy_points,pat_attempts,pat_made,field_goal_att,field_goal_made,field_goal_made_50_yards';

describe('parseFootballdbWeekly on a D/ST file', () => {
  const text = [
    DST_HEADER,
    '2019,1,DST,nfl,Tennessee Titans,TEN,CLE,away,26.00,5.0,3,1,0,0,1,13,244,102,346',
    '2019,2,DST,nfl,Oakland Raiders,OAK,KC,home,1.00,1.5,0,0,0,0,0,28,443,61,504',
    '2020,2,DST,nfl,Las Vegas Raiders,LV,NO,home,4.00,1.0,1,0,0,0,0,24,312,78,390',
    '2021,3,DST,nfl,Los Angeles Rams,LA,TB,home,3.00,2.0,0,0,0,0,0,24,,,',
    '2021,3,DST,nfl,Tennessee Titans,TEN,IND,home,x,1.0,0,0,0,0,0,16,1,1,2',
    '2021,3,DST,nfl,Nowhere,XXX,IND,home,1,1.0,0,0,0,0,0,16,1,1,2',
    '2021,3,DST,nfl,Tennessee Titans,TEN,IND,neutral,1,1.0,0,0,0,0,0,16,1,1,2',
    '2021,3,K,nfl,Tennessee Titans,TEN,IND,home,1,1.0,0,0,0,0,0,16,1,1,2',
    '2019,1,DST,nfl,Tennessee Titans,TEN,CLE,away,1,1.0,0,0,0,0,0,16,1,1,2',
    '2021,3,DST,nfl,Tennessee Titans,TEN,IND,home,-2,1.0,-1,0,0,0,0,16,1,1,2',
    '2021,4,DST,nfl,Short,TEN',
  ].join('\n');
  const parsed = parseFootballdbWeekly(text);

  it('tells the unit from the header and counts every data row', () => {
    expect(parsed.unit).toBe('D/ST');
    expect(parsed.read).toBe(11);
    expect(parsed.stats).toHaveLength(4);
  });

  it('maps the counts, points against and total yards; fantasy_points is reportedPoints', () => {
    expect(parsed.stats[0]).toEqual({
      _id: 'footballdb:2019:1:dst:TEN',
      source: 'footballdb',
      playerId: 'dst:TEN',
      season: 2019,
      week: 1,
      team: 'TEN',
      opponent: 'CLE',
      isHome: false,
      stats: expect.objectContaining({
        dstSacks: 5,
        dstInterceptions: 3,
        dstSafeties: 1,
        dstFumbleRecoveries: 0,
        dstBlockedKicks: 0,
        dstTouchdowns: 1,
        dstTwoPointReturns: 0,
        pointsAllowed: 13,
        yardsAllowed: 346,
        passingYards: 0,
      }),
      reportedPoints: 26,
      usage: {},
    });
    // Standard scoring of the same line: 5 + 3·2 + 2 + 6 + 4 (13 allowed) = 23
    expect(fantasyPoints(parsed.stats[0]?.stats ?? {}, STANDARD)).toBe(23);
  });

  it('makes team spellings canonical: OAK is LV in 2019, LA is LAR; half sacks are kept', () => {
    expect(parsed.stats[1]).toMatchObject({
      playerId: 'dst:LV',
      team: 'LV',
      opponent: 'KC',
      isHome: true,
      stats: { dstSacks: 1.5, pointsAllowed: 28 },
    });
    expect(parsed.stats[2]?.playerId).toBe('dst:LV');
    expect(parsed.stats[3]).toMatchObject({ playerId: 'dst:LAR', team: 'LAR', opponent: 'TB' });
  });

  it('names each defence once, as of its latest row, as Sleeper does', () => {
    expect(parsed.players.map((player) => player._id).sort()).toEqual(['dst:LAR', 'dst:LV', 'dst:TEN']);
    expect(parsed.players.find((player) => player._id === 'dst:LV')).toEqual({
      _id: 'dst:LV',
      name: 'Las Vegas Raiders D/ST',
      position: 'D/ST',
      team: 'LV',
      status: 'active',
      ids: {},
    });
  });

  it('rejects bad rows with their line and why', () => {
    expect(parsed.rejected).toEqual([
      { line: 6, reason: 'fantasy_points is not a number: "x"' },
      { line: 7, reason: 'team is not an NFL team: "XXX"' },
      { line: 8, reason: 'home_away must be home or away: "neutral"' },
      { line: 9, reason: 'position K in a footballdb D/ST file' },
      { line: 10, reason: 'a second row for 2019:1:dst:TEN (the first is line 2)' },
      { line: 11, reason: 'stats.dstInterceptions: must be 0 or more (it is a count)' },
      { line: 12, reason: 'has 6 fields, the header has 19' },
    ]);
  });
});

describe('parseFootballdbWeekly on a kicker file', () => {
  const text = [
    K_HEADER,
    '2019,1,K,wil-lutz-lutzwi01,Wil Lutz,NO,HOU,home,14.00,3,3,4,3,1',
    '2019,1,K,greg-zuerlein-zuerlgr01,Greg Zuerlein,LA,CAR,away,14.00,3,3,4,3,1',
    '2019,2,K,wil-lutz-lutzwi01,Wil Lutz,NO,LA,away,5.00,2,2,1,1,0',
    '2019,3,K,wil-lutz-lutzwi01,Wil Lutz,NO,SEA,away,1.00,2,3,0,0,0',
    '2019,3,K,greg-zuerlein-zuerlgr01,Greg Zuerlein,LA,CLE,away,1.00,1,1,1,0,1',
    '2019,3,K,Bad Code,Somebody,LA,CLE,away,1.00,1,1,0,0,0',
  ].join('\n');
  const parsed = parseFootballdbWeekly(text);

  it('splits field goals into 50+ and the rest; misses are attempts − made', () => {
    expect(parsed.unit).toBe('K');
    expect(parsed.read).toBe(6);
    expect(parsed.stats[0]).toMatchObject({
      _id: 'footballdb:2019:1:footballdb:wil-lutz-lutzwi01',
      source: 'footballdb',
      playerId: 'footballdb:wil-lutz-lutzwi01',
      team: 'NO',
      opponent: 'HOU',
      isHome: true,
      reportedPoints: 14,
      stats: {
        patMade: 3,
        patMissed: 0,
        fgMade30To39: 2,
        fgMade50Plus: 1,
        fgMissed30To39: 1,
        fgMade40To49: 0,
      },
    });
    expect(parsed.stats[0]?.stats).not.toHaveProperty('pointsAllowed');
    // Standard: 3 PAT + 2·3 + 5 − 1 miss = 13 (footballdb has no miss penalty and 5 for 50+: 14)
    expect(fantasyPoints(parsed.stats[0]?.stats ?? {}, STANDARD)).toBe(13);
    expect(parsed.stats[1]).toMatchObject({ team: 'LAR', playerId: 'footballdb:greg-zuerlein-zuerlgr01' });
  });

  it('keeps kickers as footballdb players, named as the file names them', () => {
    expect(parsed.players).toEqual([
      {
        _id: 'footballdb:wil-lutz-lutzwi01',
        name: 'Wil Lutz',
        position: 'K',
        team: 'NO',
        status: 'active',
        ids: {},
      },
      {
        _id: 'footballdb:greg-zuerlein-zuerlgr01',
        name: 'Greg Zuerlein',
        position: 'K',
        team: 'LAR',
        status: 'active',
        ids: {},
      },
    ]);
  });

  it('rejects more made than tried, more 50+ than made, and a code that is not footballdb’s', () => {
    expect(parsed.rejected).toEqual([
      { line: 5, reason: 'pat_made (3) must be from 0 to pat_attempts (2)' },
      { line: 6, reason: 'field_goal_made_50_yards (1) must be from 0 to field_goal_made (0)' },
      { line: 7, reason: 'player_code is not a footballdb code: "Bad Code"' },
    ]);
  });
});

describe('parseFootballdbWeekly on other files', () => {
  it('throws NflFormatError on an empty file or a header of neither kind', () => {
    expect(() => parseFootballdbWeekly('')).toThrow(NflFormatError);
    expect(() => parseFootballdbWeekly('year,week,position\n2019,1,DST')).toThrow(
      /not a footballdb weekly D\/ST file: the header lacks player_code/,
    );
    expect(() => parseFootballdbWeekly(K_HEADER.replace(',field_goal_made_50_yards', ''))).toThrow(
      'This is not a footballdb weekly K file: the header lacks field_goal_made_50_yards',
    );
  });
});

const DST_FILE = sharedDataFile('footballdb-surfkansas/dst_weekly_2019_2021.csv');
const K_FILE = sharedDataFile('footballdb-surfkansas/k_weekly_2019_2021.csv');

describeWithSharedData('parseFootballdbWeekly on the real footballdb files', [DST_FILE, K_FILE], () => {
  let dst: FootballdbWeeklyParse;
  let k: FootballdbWeeklyParse;
  beforeAll(() => {
    dst = parseFootballdbWeekly(readFileSync(DST_FILE, 'utf8'));
    k = parseFootballdbWeekly(readFileSync(K_FILE, 'utf8'));
  });

  it('reads every row of both files and rejects none', () => {
    expect([dst.unit, dst.read, dst.stats.length, dst.rejected]).toEqual(['D/ST', 1568, 1568, []]);
    expect([k.unit, k.read, k.stats.length, k.rejected]).toEqual(['K', 1545, 1545, []]);
    expect(dst.players).toHaveLength(32);
    expect(k.players).toHaveLength(60);
  });

  it('gives exact lines: 2021 week 1 ARI at TEN D/ST, and Matt Prater the same game', () => {
    expect(dst.stats.find((stat) => stat._id === 'footballdb:2021:1:dst:ARI')).toMatchObject({
      team: 'ARI',
      opponent: 'TEN',
      isHome: false,
      reportedPoints: 19,
      stats: {
        dstSacks: 6,
        dstInterceptions: 1,
        dstFumbleRecoveries: 2,
        pointsAllowed: 13,
        yardsAllowed: 248,
      },
    });
    expect(dst.stats.find((stat) => stat._id === 'footballdb:2021:1:dst:TEN')).toMatchObject({
      reportedPoints: 4,
      stats: { dstSacks: 2, pointsAllowed: 38 },
    });
    expect(
      k.stats.find((stat) => stat._id === 'footballdb:2021:1:footballdb:matt-prater-pratema01'),
    ).toMatchObject({
      reportedPoints: 8,
      stats: { patMade: 5, patMissed: 0, fgMade30To39: 1, fgMissed30To39: 1, fgMade50Plus: 0 },
    });
  });

  it('has the Raiders as LV in every season and the Rams as LAR; no row on a bye', () => {
    const teamsOf = (season: number) =>
      new Set(dst.stats.filter((stat) => stat.season === season).map((stat) => stat.team));
    for (const season of [2019, 2020, 2021]) {
      expect(teamsOf(season).size).toBe(32);
      expect(teamsOf(season).has('LV') && teamsOf(season).has('LAR')).toBe(true);
    }
    const weeks = (season: number) => dst.stats.filter((s) => s.season === season && s.playerId === 'dst:LV');
    expect(weeks(2019)).toHaveLength(16);
    expect(weeks(2021)).toHaveLength(17);
  });
});
