import { readFileSync } from 'node:fs';
import { fantasyPoints, PPR, STANDARD } from '@lineup-lab/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeWithSharedData, sharedDataFile } from '../test-support/shared-data.js';
import { type NflverseInjuriesParse, parseNflverseInjuries } from './parse-nflverse-injuries.js';
import { type NflversePlayerStatsParse, parseNflversePlayerStats } from './parse-nflverse-player-stats.js';

const STATS_HEADER =
  'player_id,recent_team,season,week,season_type,opponent_team,attempts,passing_yards,passing_tds,interceptions,sack_fumbles_lost,passing_2pt_conversions,carries,rushing_yards,rushing_tds,rushing_fumbles_lost,rushing_2pt_conversions,receptions,targets,receiving_yards,receiving_tds,receiving_fumbles_lost,receiving_2pt_conversions,special_teams_tds,fantasy_points,player_display_name,position,position_group';

describe('parseNflversePlayerStats', () => {
  const parsed = parseNflversePlayerStats(
    [
      STATS_HEADER,
      '00-0033040,MIA,2023,1,REG,LAC,0,0,0,0,0,0,0,0,0,0,0,11,15,215,2,0,0,0,33.5,Tyreek Hill,WR,WR',
      '00-0031,LV,2019,3,REG,OAK,0,0,0,0,0,0,5,20,0,1,0,0,0,0,0,0,0,0,0,Full Back,FB,RB',
      '00-0032,NE,2019,3,REG,PIT,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,A Punter,P,SPEC',
      '00-0033040,MIA,2023,1,REG,LAC,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,Tyreek Hill,WR,WR',
      '00-0034,MIA,2023,1,REG,LAC,0,0,0,0,0,0,0,0,0,0,0,-1,0,0,0,0,0,0,0,Neg Catch,WR,WR',
    ].join('\n'),
  );

  it('gives gsis players and stat lines with fumbles lost, usage and standard points', () => {
    expect(parsed.read).toBe(5);
    expect(parsed.stats[0]).toMatchObject({
      _id: 'nflverse-player-stats:2023:1:gsis:00-0033040',
      playerId: 'gsis:00-0033040',
      team: 'MIA',
      opponent: 'LAC',
      isHome: null,
      reportedPoints: 33.5,
      usage: { targets: 15, carries: 0, passAttempts: 0 },
    });
    expect(parsed.stats[1]).toMatchObject({ team: 'LV', opponent: 'LV', stats: { fumblesLost: 1 } });
    expect(parsed.players.find((player) => player._id === 'gsis:00-0031')?.position).toBe('RB');
  });

  it('rejects positions not projected, repeated player-weeks and schema failures, with lines', () => {
    expect(parsed.rejected).toEqual([
      { line: 4, reason: 'position P is not one the engine projects' },
      { line: 5, reason: 'a second row for 2023 wk 1 of gsis:00-0033040 (the first is line 2)' },
      { line: 6, reason: 'stats.receptions: must be 0 or more (it is a count)' },
    ]);
  });
});

describe('parseNflverseInjuries', () => {
  const parsed = parseNflverseInjuries(
    [
      'season,season_type,game_type,team,week,gsis_id,position,full_name,first_name,last_name,report_primary_injury,report_secondary_injury,report_status,practice_primary_injury,practice_secondary_injury,practice_status',
      '2025,REG,REG,LA,1,00-0036900,WR,Puka Nacua,Puka,Nacua,Knee,,Questionable,Knee,,Limited Participation in Practice',
      '2025,REG,REG,ARI,1,00-0026190,DE,Calais Campbell,Calais,Campbell,,,,Not injury related - resting player,,Did Not Participate In Practice',
      '2013,REG,REG,ARI,1,00-0026191,DE,X Y,X,Y,Hip,Groin,probable,,,',
      '2025,POST,POST,BUF,19,00-0034857,QB,Josh Allen,Josh,Allen,Ankle,,OUT,Ankle,Wrist,Did Not Participate In Practice',
      '2025,REG,REG,ARI,1,00-0026192,DE,X Z,X,Z,,,Limited,,,',
      '2025,PRE,PRE,ARI,1,00-0026193,DE,X W,X,W,,,,,,',
    ].join('\n'),
  );

  it('keeps every position, a practice-only report with status null, and players of projected positions', () => {
    expect(parsed.rows).toEqual([
      {
        _id: 'nflverse-injuries:2025:1:gsis:00-0036900',
        playerId: 'gsis:00-0036900',
        season: 2025,
        week: 1,
        team: 'LAR',
        status: 'Questionable',
        injury: 'Knee',
        practiceStatus: 'Limited Participation in Practice',
        seasonType: 'REG',
        practiceInjury: 'Knee',
      },
      expect.objectContaining({ status: null, injury: 'Not injury related - resting player' }),
      expect.objectContaining({ status: null, probable: true, injury: 'Hip', secondaryInjury: 'Groin' }),
      expect.objectContaining({
        status: 'Out',
        seasonType: 'POST',
        week: 19,
        secondaryInjury: 'Wrist',
        practiceStatus: 'Did Not Participate In Practice',
      }),
    ]);
    expect(parsed.players.map((player) => player._id)).toEqual(['gsis:00-0036900', 'gsis:00-0034857']);
    expect(parsed.rejected).toEqual([
      { line: 6, reason: 'report_status is not Out, Doubtful, Questionable, Probable or empty: "Limited"' },
      { line: 7, reason: 'season_type is not REG or POST: "PRE"' },
    ]);
  });
});

const STATS = sharedDataFile('nflverse-player-stats/player_stats_weekly_2019_2023.csv');
const INJURIES = sharedDataFile('nflverse-injuries/injuries_2025_weeks1-2_sample.csv');

describeWithSharedData('nflverse parsers on the real files', [STATS, INJURIES], () => {
  let stats: NflversePlayerStatsParse;
  let injuries: NflverseInjuriesParse;
  beforeAll(() => {
    stats = parseNflversePlayerStats(readFileSync(STATS, 'utf8'));
    injuries = parseNflverseInjuries(readFileSync(INJURIES, 'utf8'));
  });

  it('player stats: 27,690 read, 237 rejected (punters, linemen, defenders), 27,453 lines, 1,239 ids less those', () => {
    expect(stats.read).toBe(27_690);
    expect(stats.rejected).toHaveLength(237);
    expect(stats.rejected.every((row) => row.reason.endsWith('is not one the engine projects'))).toBe(true);
    expect(stats.stats).toHaveLength(27_453);
    expect(new Set(stats.stats.map((stat) => stat.team))).not.toContain('LA');
  });

  it('Tyreek Hill 2023 wk 1 scores 33.50 standard / 44.50 PPR; nflverse fantasy_points kept as reported', () => {
    const hill = stats.stats.find(
      (stat) => stat.season === 2023 && stat.week === 1 && stat.playerId === 'gsis:00-0033040',
    );
    expect(hill && [fantasyPoints(hill.stats, STANDARD), fantasyPoints(hill.stats, PPR)]).toEqual([
      33.5, 44.5,
    ]);
    expect(hill?.reportedPoints).toBe(33.5);
    const agree = stats.stats.filter(
      (stat) => Math.abs(fantasyPoints(stat.stats, STANDARD) - (stat.reportedPoints ?? Number.NaN)) <= 0.011,
    );
    expect(agree.length / stats.stats.length).toBeGreaterThan(0.99);
  });

  it('injuries: 453 read, none rejected; 99 Out, 73 Questionable, 19 Doubtful, 262 practice-only', () => {
    expect(injuries.read).toBe(453);
    expect(injuries.rejected).toEqual([]);
    const count = (status: string | null) => injuries.rows.filter((row) => row.status === status).length;
    expect([count('Out'), count('Questionable'), count('Doubtful'), count(null)]).toEqual([99, 73, 19, 262]);
    expect(injuries.players.length).toBeGreaterThan(100);
  });
});
