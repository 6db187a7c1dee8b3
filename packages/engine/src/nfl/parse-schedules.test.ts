import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeWithSharedData, sharedDataFile } from '../test-support/shared-data.js';
import { byeWeeks } from './bye-weeks.js';
import type { Game, ParseResult } from './entities.js';
import { NflFormatError } from './format-error.js';
import { parseSchedules } from './parse-schedules.js';

const HEADER =
  'game_id,season,game_type,week,gameday,weekday,gametime,away_team,away_score,home_team,home_score,spread_line,total_line';

describe('parseSchedules', () => {
  const parsed = parseSchedules(
    [
      HEADER,
      '2019_01_DEN_OAK,2019,REG,1,2019-09-09,Monday,22:20,DEN,16,OAK,24,2.5,43.0',
      '2016_01_SD_KC,2016,REG,1,2016-09-11,Sunday,13:00,SD,27,KC,33,7.0,44.5',
      '2024_18_LA_SEA,2024,REG,18,2025-01-05,Sunday,16:25,LA,,SEA,,,',
      '2024_01_X,2024,PRE,1,2024-08-01,Thursday,20:00,BUF,1,KC,2,,',
      '2024_01_Y,2024,REG,1,2024-02-30,Friday,20:00,BUF,1,KC,2,,',
      '2024_01_Z,2024,REG,1,2024-09-08,Sunday,13:00,BUF,1.5,KC,2,,',
      '2019_01_DEN_OAK,2019,REG,1,2019-09-09,Monday,22:20,DEN,16,OAK,24,2.5,43.0',
    ].join('\n'),
  );

  it('maps teams to canonical, lines and scores to numbers, unplayed scores and unknown lines to null', () => {
    expect(parsed.read).toBe(7);
    expect(parsed.rows).toEqual([
      {
        _id: '2019_01_DEN_OAK',
        season: 2019,
        week: 1,
        gameType: 'REG',
        kickoff: '2019-09-10T02:20:00.000Z',
        homeTeam: 'LV',
        awayTeam: 'DEN',
        spreadLine: 2.5,
        totalLine: 43,
        homeScore: 24,
        awayScore: 16,
      },
      expect.objectContaining({ _id: '2016_01_SD_KC', awayTeam: 'LAC', kickoff: '2016-09-11T17:00:00.000Z' }),
      expect.objectContaining({
        awayTeam: 'LAR',
        kickoff: '2025-01-05T21:25:00.000Z',
        homeScore: null,
        awayScore: null,
        spreadLine: null,
        totalLine: null,
      }),
    ]);
  });

  it('rejects bad rows with their line and reason, and a repeated game_id', () => {
    expect(parsed.rejected).toEqual([
      { line: 5, reason: 'game_type is not REG, WC, DIV, CON or SB: "PRE"' },
      { line: 6, reason: 'gameday/gametime is not a date and time: "2024-02-30 20:00"' },
      { line: 7, reason: 'away_score is not a score: 1.5' },
      { line: 8, reason: 'a second row for game 2019_01_DEN_OAK (the first is line 2)' },
    ]);
  });

  it('refuses a file without the schedule columns', () => {
    expect(() => parseSchedules('game_id,season\n1,2\n')).toThrow(NflFormatError);
  });
});

const SCHEDULES = sharedDataFile('nflverse-schedules/schedules_2016_2024.csv');

/** The UTC instant of an Eastern wall-clock time, through the platform's time-zone data (Node has full ICU). */
function intlEasternToUtc(date: string, time: string): string {
  const guess = new Date(`${date}T${time}:00Z`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(guess);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  const shown = Date.UTC(
    Number(part('year')),
    Number(part('month')) - 1,
    Number(part('day')),
    Number(part('hour')),
    Number(part('minute')),
  );
  return new Date(guess.getTime() + (guess.getTime() - shown)).toISOString();
}

describeWithSharedData('parseSchedules on the real nflverse schedules', [SCHEDULES], () => {
  let text = '';
  let parsed: ParseResult<Game>;
  beforeAll(() => {
    text = readFileSync(SCHEDULES, 'utf8');
    parsed = parseSchedules(text);
  });

  it('reads all 2,476 games with none rejected; seasons as the data README counts them', () => {
    expect(parsed.read).toBe(2476);
    expect(parsed.rejected).toEqual([]);
    const bySeason = (season: number) => parsed.rows.filter((game) => game.season === season).length;
    expect([2016, 2019, 2020, 2021, 2022, 2024].map(bySeason)).toEqual([267, 267, 269, 285, 284, 285]);
    expect(parsed.rows.every((game) => game.homeScore !== null && game.awayScore !== null)).toBe(true);
    const teams = new Set(parsed.rows.flatMap((game) => [game.homeTeam, game.awayTeam]));
    expect(teams.size).toBe(32);
  });

  it('2024_01_BAL_KC kicks off 2024-09-06T00:20Z (20:20 EDT); BAL 20 @ KC 27', () => {
    expect(parsed.rows.find((game) => game._id === '2024_01_BAL_KC')).toMatchObject({
      kickoff: '2024-09-06T00:20:00.000Z',
      homeTeam: 'KC',
      awayTeam: 'BAL',
      homeScore: 27,
      awayScore: 20,
      gameType: 'REG',
    });
  });

  it("every kickoff agrees with the platform's America/New_York time-zone data", () => {
    const lines = text.split('\n');
    const header = (lines[0] ?? '').split(',');
    const [day, time, id] = ['gameday', 'gametime', 'game_id'].map((name) => header.indexOf(name));
    const expected = new Map(
      lines
        .slice(1)
        .filter(Boolean)
        .map((line) => {
          const cells = line.split(',');
          return [cells[id ?? 0], intlEasternToUtc(cells[day ?? 0] ?? '', cells[time ?? 0] ?? '')];
        }),
    );
    const wrong = parsed.rows.filter((game) => expected.get(game._id) !== game.kickoff);
    expect(wrong.map((game) => game._id)).toEqual([]);
    expect(expected.size).toBe(2476);
  });

  it('bye weeks derive from the games: ARI 2024 wk 11, every team one bye in 2024 and 2020', () => {
    const byes2024 = byeWeeks(parsed.rows, 2024);
    expect(byes2024.get('ARI')).toEqual([11]);
    expect(byes2024.size).toBe(32);
    expect([...byes2024.values()].every((weeks) => weeks.length === 1)).toBe(true);
    expect([...byeWeeks(parsed.rows, 2019).values()].every((weeks) => weeks.length === 1)).toBe(true);
    expect(byeWeeks(parsed.rows, 2019).has('LV')).toBe(true);
  });
});
