import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  seasonClock as clockOf,
  isFinished,
  nflSeasonAt,
  type ScheduledGame,
  scheduleIndex,
  weekOverAt,
} from './season-clock.js';

/** The clock straight from a list of games. */
const seasonClock = (games: readonly ScheduledGame[], now: Date) => clockOf(scheduleIndex(games), now);

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Thursday 4 September 2025, 00:20 UTC (8:20 p.m. Eastern, the 3rd): the 2025 season's opener. */
const OPENER_2025 = Date.parse('2025-09-05T00:20:00Z');

/**
 * A season's schedule shaped like the NFL's: 18 weeks of a Thursday game, Sunday games and a Monday
 * game, then (optionally) wild card, divisional, conference and Super Bowl games. Scores are set for
 * games that kicked off before `scoredBefore`.
 */
function schedule(
  season: number,
  opener: number,
  options: { playoffs?: boolean; scoredBefore?: number } = {},
): ScheduledGame[] {
  const games: ScheduledGame[] = [];
  const add = (week: number, gameType: ScheduledGame['gameType'], kickoff: number) =>
    games.push({
      season,
      week,
      gameType,
      kickoff: new Date(kickoff).toISOString(),
      homeScore: kickoff < (options.scoredBefore ?? Number.NEGATIVE_INFINITY) ? 21 : null,
    });
  for (let week = 1; week <= 18; week += 1) {
    const thursday = opener + (week - 1) * 7 * DAY;
    add(week, 'REG', thursday);
    for (const hours of [64.7, 64.7, 68, 68, 72]) add(week, 'REG', thursday + hours * HOUR);
    add(week, 'REG', thursday + 96 * HOUR); // Monday night
  }
  if (options.playoffs) {
    const afterWeek18 = opener + 17 * 7 * DAY;
    add(19, 'WC', afterWeek18 + 9 * DAY);
    add(19, 'WC', afterWeek18 + 11 * DAY);
    add(20, 'DIV', afterWeek18 + 16 * DAY);
    add(21, 'CON', afterWeek18 + 24 * DAY);
    add(22, 'SB', afterWeek18 + 38 * DAY);
  }
  return games;
}

const at = (iso: string) => new Date(iso);

describe('nflSeasonAt', () => {
  it('puts January and February in the season of the year before, March onwards in its own', () => {
    expect(nflSeasonAt(at('2027-01-10T00:00:00Z'))).toBe(2026);
    expect(nflSeasonAt(at('2027-02-28T23:59:59Z'))).toBe(2026);
    expect(nflSeasonAt(at('2027-03-01T00:00:00Z'))).toBe(2027);
    expect(nflSeasonAt(at('2026-12-31T23:59:59Z'))).toBe(2026);
  });
});

describe('isFinished', () => {
  const kickoff = Date.parse('2025-09-07T17:00:00Z');
  const game = { kickoff, scored: false };

  it('counts a game over with a score, or four hours after kickoff without one', () => {
    expect(isFinished(game, kickoff - 1)).toBe(false);
    expect(isFinished(game, kickoff + 4 * HOUR - 1)).toBe(false);
    expect(isFinished(game, kickoff + 4 * HOUR)).toBe(true);
    expect(isFinished({ ...game, scored: true }, kickoff + HOUR)).toBe(true);
  });

  it('goes by the time: a score does not finish a game that has not kicked off at that moment', () => {
    expect(isFinished({ ...game, scored: true }, kickoff - DAY)).toBe(false);
  });
});

describe('weekOverAt', () => {
  it('is when the week’s last game is over: a scored game at its kickoff, else four hours after', () => {
    const sunday = '2025-10-12T17:00:00.000Z';
    const monday = '2025-10-14T00:15:00.000Z';
    expect(weekOverAt([{ kickoff: sunday, homeScore: null }])).toBe(Date.parse(sunday) + 4 * HOUR);
    expect(
      weekOverAt([
        { kickoff: sunday, homeScore: null },
        { kickoff: monday, homeScore: 17 },
      ]),
    ).toBe(Date.parse(monday));
    expect(weekOverAt([])).toBeNull();
  });
});

describe('scheduleIndex', () => {
  it("lists each season's regular-season weeks in order with each week's first and last kickoff", () => {
    const index = scheduleIndex([
      ...schedule(2025, OPENER_2025, { playoffs: true }),
      { season: 2026, week: 1, gameType: 'REG', kickoff: 'not a time', homeScore: null },
      { season: 2027, week: 19, gameType: 'WC', kickoff: '2028-01-08T21:30:00Z', homeScore: null },
    ]);
    // A season without a regular-season game (or without a valid kickoff) is not a season of the index.
    expect(index.seasons).toEqual([2025]);
    const weeks = index.bySeason.get(2025)?.weeks ?? [];
    expect(weeks.map((w) => w.week)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(weeks[0]).toEqual({
      week: 1,
      firstKickoff: '2025-09-05T00:20:00.000Z',
      lastKickoff: '2025-09-09T00:20:00.000Z',
    });
  });
});

describe('seasonClock', () => {
  const games = [
    ...schedule(2024, Date.parse('2024-09-06T00:20:00Z'), { playoffs: true, scoredBefore: Infinity }),
    ...schedule(2025, OPENER_2025, { playoffs: true }),
  ];

  it('before the five weeks ahead of the opener: the off-season, planning week 1 of the season to come', () => {
    expect(seasonClock(games, at('2025-05-15T12:00:00Z'))).toMatchObject({
      calendarSeason: 2025,
      season: 2025,
      phase: 'offseason',
      week: null,
      planningWeek: 1,
    });
  });

  it('in the five weeks before the opener: the pre-season, planning week 1', () => {
    expect(seasonClock(games, at('2025-08-20T12:00:00Z'))).toMatchObject({
      season: 2025,
      phase: 'preseason',
      week: null,
      planningWeek: 1,
    });
  });

  it('from the opener, the week under way until its Monday game is over, then the next', () => {
    const thursday = OPENER_2025;
    const monday = thursday + 96 * HOUR;
    expect(seasonClock(games, new Date(thursday - 1))).toMatchObject({ phase: 'preseason', planningWeek: 1 });
    expect(seasonClock(games, new Date(thursday))).toMatchObject({ phase: 'regular', week: 1 });
    expect(seasonClock(games, new Date(monday + 4 * HOUR - 1))).toMatchObject({ week: 1, planningWeek: 1 });
    expect(seasonClock(games, new Date(monday + 4 * HOUR))).toMatchObject({ week: 2, planningWeek: 2 });
  });

  it('a week ends sooner when the last score is in', () => {
    const monday = OPENER_2025 + 96 * HOUR;
    const scored = games.map((g) => (Date.parse(g.kickoff) <= monday ? { ...g, homeScore: 17 } : g));
    expect(seasonClock(scored, new Date(monday + HOUR))).toMatchObject({ week: 2 });
  });

  it('a Wednesday in November is the week whose Thursday comes next', () => {
    // Week 11's Thursday is 13 November 2025 (Eastern); the Wednesday before plans week 11.
    expect(seasonClock(games, at('2025-11-12T18:00:00Z'))).toMatchObject({
      phase: 'regular',
      week: 11,
      planningWeek: 11,
    });
  });

  it('after week 18: the playoffs until the Super Bowl is over, planning the last week; then the off-season', () => {
    const superBowl = Date.parse(games.find((g) => g.season === 2025 && g.gameType === 'SB')?.kickoff ?? '');
    expect(seasonClock(games, at('2026-01-20T12:00:00Z'))).toMatchObject({
      calendarSeason: 2025,
      season: 2025,
      phase: 'playoffs',
      week: null,
      planningWeek: 18,
    });
    expect(seasonClock(games, new Date(superBowl + HOUR))).toMatchObject({ phase: 'playoffs' });
    expect(seasonClock(games, new Date(superBowl + 4 * HOUR))).toMatchObject({
      phase: 'offseason',
      planningWeek: 18,
    });
  });

  it('without playoff games in the schedule, the playoffs last five weeks and a day after the last kickoff', () => {
    const regularOnly = games.filter((g) => g.gameType === 'REG');
    const lastKickoff = Math.max(
      ...regularOnly.filter((g) => g.season === 2025).map((g) => Date.parse(g.kickoff)),
    );
    expect(seasonClock(regularOnly, new Date(lastKickoff + 4 * HOUR))).toMatchObject({ phase: 'playoffs' });
    expect(seasonClock(regularOnly, new Date(lastKickoff + 36 * DAY - 1))).toMatchObject({
      phase: 'playoffs',
    });
    expect(seasonClock(regularOnly, new Date(lastKickoff + 36 * DAY))).toMatchObject({ phase: 'offseason' });
  });

  it('playoff games listed before the Super Bowl is scheduled keep the playoffs going', () => {
    const noSuperBowl = games.filter((g) => g.gameType !== 'SB' && g.gameType !== 'CON');
    expect(seasonClock(noSuperBowl, at('2026-01-28T12:00:00Z'))).toMatchObject({ phase: 'playoffs' });
  });

  it("shows the latest season the schedule has when the calendar's is missing, and says which", () => {
    expect(seasonClock(games, at('2026-11-24T12:00:00Z'))).toMatchObject({
      calendarSeason: 2026,
      season: 2025,
      phase: 'offseason',
      week: null,
      planningWeek: 18,
    });
    const only2024 = games.filter((g) => g.season === 2024);
    expect(seasonClock(only2024, at('2026-11-24T12:00:00Z'))).toMatchObject({
      season: 2024,
      planningWeek: 18,
    });
  });

  it('a schedule of a later season only: that season, before it starts', () => {
    const only2025 = games.filter((g) => g.season === 2025);
    expect(seasonClock(only2025, at('2024-10-01T12:00:00Z'))).toMatchObject({
      calendarSeason: 2024,
      season: 2025,
      phase: 'offseason',
      planningWeek: 1,
    });
  });

  it('an empty schedule: no season, no weeks, no planning week', () => {
    expect(seasonClock([], at('2026-11-24T12:00:00Z'))).toEqual({
      calendarSeason: 2026,
      season: null,
      phase: 'offseason',
      week: null,
      planningWeek: null,
      weeks: [],
    });
  });

  it('never goes back: along a season, the phase order holds and the planning week never falls', () => {
    const order = ['offseason', 'preseason', 'regular', 'playoffs', 'offseason'];
    const start = Date.parse('2025-03-01T00:00:00Z');
    const end = Date.parse('2026-02-28T23:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: start, max: end }), fc.integer({ min: 1, max: 30 * DAY }), (t, step) => {
        const earlier = seasonClock(games, new Date(t));
        const later = seasonClock(games, new Date(Math.min(end, t + step)));
        const rank = (clock: typeof earlier) =>
          clock.phase === 'offseason' && clock.planningWeek === 18 ? 4 : order.indexOf(clock.phase);
        expect(rank(later)).toBeGreaterThanOrEqual(rank(earlier));
        expect(later.planningWeek ?? 0).toBeGreaterThanOrEqual(earlier.planningWeek ?? 0);
        if (later.phase === 'regular') expect(later.week).toBe(later.planningWeek);
        else expect(later.week).toBeNull();
      }),
    );
  });
});
