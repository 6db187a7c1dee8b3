import { readFileSync } from 'node:fs';
import { fantasyPoints, HALF_PPR } from '@lineup-lab/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeWithSharedData, sharedDataFile } from '../test-support/shared-data.js';
import { NflFormatError } from './format-error.js';
import { type NflcomWeeklyParse, parseNflcomWeekly } from './parse-nflcom-weekly.js';

const OFFENSE_HEADER =
  'Season,Week,PlayerName,PlayerId,Pos,Team,PlayerOpponent,PassingYDS,PassingTD,PassingInt,RushingYDS,RushingTD,ReceivingRec,ReceivingYDS,ReceivingTD,RetTD,FumTD,2PT,Fum,FanPtsAgainst-pts,TouchCarries,TouchReceptions,Touches,TargetsReceptions,Targets,ReceptionPercentage,RzTarget,RzTouch,RzG2G,Rank,TotalPoints';
const KICKER_PROJECTION_HEADER =
  'Season,Week,PlayerName,PlayerId,Pos,Team,PlayerOpponent,PatMade,PatMissed,FgMade_0-19,FgMade_20-29,FgMade_30-39,FgMade_40-49,FgMade_50,FgMiss_0-19,FgMiss_20-29,FgMiss_30-39,PlayerWeekProjectedPts,ProjectedRank,Rank,TotalPoints,ProjectionDiff';

describe('parseNflcomWeekly on offense actuals', () => {
  const text = [
    OFFENSE_HEADER,
    '2024,1,Josh Allen,2560955,QB,BUF,ARI,232,2,,39,2,,,,,,,1,31.18,9,,9,,,,,,,1,31.18',
    '2023,5,Puka Nacua,2563219,WR,LA,@PHI,,,,4,,9,163,1,,,1,,20.7,1,9,10,9,11,82,2,1,,3,20.70',
    '2024,12,Josh Allen,2560955,QB,BUF,Bye,,,,,,,,,,,,,,,,,,,,,,,31,0.00',
    '2024,3,Free Agent,123,RB,FA,Bye,,,,,,,,,,,,,,,,,,,,,,,99,0.00',
    '2024,2,Bad Yards,124,WR,NYJ,SF,,,,,,x,,,,,,,,,,,,,,,,,1,0',
    '2024,2,Bad Team,125,WR,XXX,SF,,,,,,,,,,,,,,,,,,,,,,,1,0',
    '2024,2,Punter,126,P,NYJ,SF,,,,,,,,,,,,,,,,,,,,,,,1,0',
    '2024,1,Josh Allen,2560955,QB,BUF,ARI,1,,,,,,,,,,,,,,,,,,,,,,1,0',
    '2024,2,Short,127,WR,NYJ,SF',
  ].join('\n');
  const parsed = parseNflcomWeekly(text);

  it('tells the file kind from the header and counts every data row', () => {
    expect(parsed.kind).toEqual({ unit: 'offense', file: 'actuals' });
    expect(parsed.read).toBe(9);
    expect(parsed.stats).toHaveLength(4);
  });

  it('maps the raw columns, TotalPoints and usage; @XXX is away, LA is LAR', () => {
    const allen = parsed.stats.find((stat) => stat._id === 'nflcom-actuals:2024:1:nflcom:2560955');
    expect(allen).toMatchObject({
      playerId: 'nflcom:2560955',
      team: 'BUF',
      opponent: 'ARI',
      isHome: true,
      reportedPoints: 31.18,
      usage: { carries: 9, targets: 0, redZoneTargets: 0, redZoneTouches: 0 },
      stats: {
        passingYards: 232,
        passingTouchdowns: 2,
        rushingYards: 39,
        rushingTouchdowns: 2,
        fumblesLost: 1,
      },
    });
    expect(allen?.bye).toBeUndefined();
    const puka = parsed.stats.find((stat) => stat.playerId === 'nflcom:2563219');
    expect(puka).toMatchObject({
      team: 'LAR',
      opponent: 'PHI',
      isHome: false,
      usage: { targets: 11, carries: 1, redZoneTargets: 2, redZoneTouches: 1 },
      stats: { receptions: 9, receivingYards: 163, receivingTouchdowns: 1, receivingTwoPointConversions: 1 },
    });
  });

  it('keeps a bye row flagged with no opponent, and FA as no team (not a bye)', () => {
    const bye = parsed.stats.find((stat) => stat._id === 'nflcom-actuals:2024:12:nflcom:2560955');
    expect(bye).toMatchObject({ team: 'BUF', opponent: null, isHome: null, bye: true, reportedPoints: 0 });
    const free = parsed.stats.find((stat) => stat.playerId === 'nflcom:123');
    expect(free).toMatchObject({ team: null, opponent: null });
    expect(free?.bye).toBeUndefined();
    expect(parsed.players.find((player) => player._id === 'nflcom:123')).toMatchObject({
      team: null,
      status: 'free_agent',
    });
  });

  it('rejects bad rows with their line and reason, and a second row for the same player-week', () => {
    expect(parsed.rejected).toEqual([
      { line: 6, reason: 'ReceivingRec is not a number: "x"' },
      { line: 7, reason: 'Team is not an NFL team: "XXX"' },
      { line: 8, reason: 'Pos P is not a position the engine projects' },
      { line: 9, reason: 'a second row for 2024:1:nflcom:2560955 (the first is line 2)' },
      { line: 10, reason: 'has 7 fields, the header has 31' },
    ]);
  });

  it('names each player once, as of the latest week', () => {
    expect(parsed.players.map((player) => player._id).sort()).toEqual([
      'nflcom:123',
      'nflcom:2560955',
      'nflcom:2563219',
    ]);
    expect(parsed.players.find((player) => player._id === 'nflcom:2560955')).toEqual({
      _id: 'nflcom:2560955',
      name: 'Josh Allen',
      position: 'QB',
      team: 'BUF',
      status: 'active',
      ids: { nflcom: '2560955' },
    });
  });
});

describe('parseNflcomWeekly on kicker projections', () => {
  const text = [
    KICKER_PROJECTION_HEADER,
    '2024,1,Justin Tucker,2499370,K,BAL,@KC,2.1,,,,1,0.8,0.4,,,,8.62,3,9,4.00,-4.62',
    '2024,1,Roberto Aguayo,2555408,K,FA,Bye,,,,,,,,,,,,,1,0.00,',
    '2024,1,Bad Points,2555409,K,NYJ,SF,,,,,,,,,,,abc,,1,0.00,',
  ].join('\n');
  const parsed = parseNflcomWeekly(text);

  it('gives a peer projection per filled PlayerWeekProjectedPts, skips empty ones, rejects bad ones', () => {
    expect(parsed.kind).toEqual({ unit: 'kickers', file: 'projections' });
    expect(parsed.stats).toEqual([]);
    expect(parsed.projections).toEqual([
      {
        _id: 'nflcom-projections:2024:1:nflcom:2499370',
        source: 'nflcom-projections',
        playerId: 'nflcom:2499370',
        season: 2024,
        week: 1,
        points: 8.62,
      },
    ]);
    expect(parsed.skipped).toBe(1);
    expect(parsed.rejected).toEqual([{ line: 4, reason: 'PlayerWeekProjectedPts is not a number: "abc"' }]);
    expect(parsed.players.map((player) => player.position)).toEqual(['K', 'K']);
  });
});

describe('parseNflcomWeekly on other files', () => {
  it('refuses a file that is none of the four, naming the missing columns', () => {
    expect(() => parseNflcomWeekly('Season,Week,PlayerName\n2024,1,X\n')).toThrow(NflFormatError);
    expect(() => parseNflcomWeekly('Season,Week,PlayerName\n2024,1,X\n')).toThrow(/lacks PlayerId, Pos/);
    expect(() => parseNflcomWeekly('')).toThrow('The file is empty');
  });
});

const FILES = {
  offense: sharedDataFile('hvpkod-nfl-data/weekly_offense_actual_2021_2024.csv'),
  kickers: sharedDataFile('hvpkod-nfl-data/weekly_kickers_actual_2021_2024.csv'),
  offenseProjections: sharedDataFile('hvpkod-nfl-data/weekly_offense_nflcom_projections_2021w10_2024.csv'),
  kickerProjections: sharedDataFile('hvpkod-nfl-data/weekly_kickers_nflcom_projections_2021w10_2024.csv'),
};

describeWithSharedData('parseNflcomWeekly on the real NFL.com files', Object.values(FILES), () => {
  const parsed: Record<string, NflcomWeeklyParse> = {};
  beforeAll(() => {
    for (const [name, file] of Object.entries(FILES))
      parsed[name] = parseNflcomWeekly(readFileSync(file, 'utf8'));
  });

  it('offense actuals: 63,361 rows read, every one a stat line; 1,657 players; byes and FAs as the README says', () => {
    const offense = parsed.offense as NflcomWeeklyParse;
    expect(offense.read).toBe(63_361);
    expect(offense.rejected).toEqual([]);
    expect(offense.stats).toHaveLength(63_361);
    expect(offense.players).toHaveLength(1657);
    expect(offense.stats.filter((stat) => stat.bye)).toHaveLength(2984);
    expect(offense.stats.filter((stat) => stat.team === null)).toHaveLength(13_418);
    expect(new Set(offense.stats.map((stat) => stat.team))).not.toContain('LA');
  });

  it('Josh Allen (NFL.com 2560955): 2024 wk 1 is 31.18 reported, 31.18 in half-PPR from the raw columns; wk 12 is his bye', () => {
    const offense = parsed.offense as NflcomWeeklyParse;
    const week1 = offense.stats.find((stat) => stat._id === 'nflcom-actuals:2024:1:nflcom:2560955');
    expect(week1?.reportedPoints).toBe(31.18);
    expect(week1 && fantasyPoints(week1.stats, HALF_PPR)).toBe(31.18);
    expect(offense.stats.find((stat) => stat._id === 'nflcom-actuals:2024:12:nflcom:2560955')?.bye).toBe(
      true,
    );
    expect(offense.players.find((player) => player._id === 'nflcom:2560955')?.name).toBe('Josh Allen');
  });

  it('kicker actuals: 3,903 rows, 102 kickers, none rejected', () => {
    const kickers = parsed.kickers as NflcomWeeklyParse;
    expect([kickers.read, kickers.stats.length, kickers.players.length, kickers.rejected.length]).toEqual([
      3903, 3903, 102, 0,
    ]);
  });

  it('projections: a row per filled PlayerWeekProjectedPts (40,659 offense, 2,215 kickers); empty ones skipped', () => {
    const offense = parsed.offenseProjections as NflcomWeeklyParse;
    expect([offense.read, offense.projections.length, offense.skipped, offense.rejected.length]).toEqual([
      55_975, 40_659, 15_316, 0,
    ]);
    const kickers = parsed.kickerProjections as NflcomWeeklyParse;
    expect([kickers.read, kickers.projections.length, kickers.skipped, kickers.rejected.length]).toEqual([
      3403, 2215, 1188, 0,
    ]);
    expect(
      offense.projections.find((row) => row._id === 'nflcom-projections:2024:1:nflcom:2560955')?.points,
    ).toBe(21.14);
  });
});
