import type { SeasonPhase, SeasonResponse } from '@lineup-lab/core';
import type { LineupLabClient } from '@lineup-lab/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nflCollections } from '../../src/ports/collections.js';
import { handClock } from '../support/hand-clock.js';
import { rawRequest } from '../support/requests.js';
import { startTestServer, type TestServer } from '../support/server.js';

const DAY_MS = 86_400_000;

/** The demo starts' back-test trained once (`quick-demo-backtest.ts`): no test here reads it. */
vi.mock('../../src/jobs/model/train-models.js', async (importOriginal) =>
  (await import('../support/quick-demo-backtest.js')).quickDemoBacktest(importOriginal),
);

describe('GET /api/season with no schedule loaded', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { clock: handClock('2026-11-24T12:00:00Z') });
  });
  afterAll(() => server.close());

  it('answers, without a token, the calendar season and no season, week or weeks; cacheable for a minute', async () => {
    expect(await server.anonymous().session.season()).toEqual({
      now: '2026-11-24T12:00:00.000Z',
      calendarSeason: 2026,
      season: null,
      phase: 'offseason',
      week: null,
      planningWeek: null,
      weeks: [],
      demo: false,
    });
    const response = await rawRequest(server.url, { path: '/api/season' });
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });
});

describe('LINEUP_NOW', () => {
  it("sets the server clock at start: the season call's time and calendar season follow it", async () => {
    const server = await startTestServer({ LINEUP_NOW: '2025-09-17T19:00:00Z' });
    try {
      const { now, calendarSeason } = await server.anonymous().session.season();
      expect(calendarSeason).toBe(2025);
      const elapsed = Date.parse(now) - Date.parse('2025-09-17T19:00:00Z');
      expect(elapsed).toBeGreaterThanOrEqual(0);
      expect(elapsed).toBeLessThan(60_000);
      const health = await server.anonymous().session.health();
      expect(Date.parse(health.time)).toBeGreaterThanOrEqual(Date.parse(now));
      expect(Date.parse(health.time) - Date.parse(now)).toBeLessThan(60_000);
    } finally {
      await server.close();
    }
  });
});

describe('GET /api/season with only a past season in the store', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { clock: handClock('2026-11-24T12:00:00Z') });
    // Real data imported for 2024 only: one game a week is enough for the clock.
    const { games } = nflCollections(server.store);
    for (let week = 1; week <= 18; week += 1) {
      await games.insertOne({
        _id: `2024_${week}_BUF_KC`,
        season: 2024,
        week,
        gameType: 'REG',
        kickoff: new Date(Date.parse('2024-09-08T17:00:00Z') + (week - 1) * 7 * DAY_MS).toISOString(),
        homeTeam: 'KC',
        awayTeam: 'BUF',
        spreadLine: null,
        totalLine: null,
        homeScore: 24,
        awayScore: 20,
      });
    }
  });
  afterAll(() => server.close());

  it('shows the latest season in the store, says the calendar is in another, and plans its last week', async () => {
    const season = await server.anonymous().session.season();
    expect(season).toMatchObject({
      calendarSeason: 2026,
      season: 2024,
      phase: 'offseason',
      week: null,
      planningWeek: 18,
      demo: false,
    });
    expect(season.weeks.map((w) => w.week)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    // No model has run: every week says it has no projections.
    expect(season.weeks.every((w) => !w.predicted)).toBe(true);
    expect(season.weeks[0]).toMatchObject({
      firstKickoff: '2024-09-08T17:00:00.000Z',
      lastKickoff: '2024-09-08T17:00:00.000Z',
    });
  });
});

/** The Wednesday (18:00 UTC) before week `week` of the 2025 season, whose opener is Thursday 4 September. */
const wednesdayBefore = (week: number) => new Date(Date.UTC(2025, 8, 3 + 7 * (week - 1), 18));

interface Expected {
  phase: SeasonPhase;
  week: number | null;
  planningWeek: number;
  calendarSeason?: number;
}

/** Every date the sweep visits, with what the clock must say there. */
const SWEEP: Array<[string, Date, Expected]> = [
  ['pre-season', new Date('2025-08-20T12:00:00Z'), { phase: 'preseason', week: null, planningWeek: 1 }],
  ['the eve of week 1', wednesdayBefore(1), { phase: 'preseason', week: null, planningWeek: 1 }],
  ...Array.from({ length: 17 }, (_, i): [string, Date, Expected] => [
    `the Wednesday before week ${i + 2}`,
    wednesdayBefore(i + 2),
    { phase: 'regular', week: i + 2, planningWeek: i + 2 },
  ]),
  ['the playoffs', new Date('2026-01-20T12:00:00Z'), { phase: 'playoffs', week: null, planningWeek: 18 }],
  [
    'the off-season after the Super Bowl',
    new Date('2026-02-20T12:00:00Z'),
    { phase: 'offseason', week: null, planningWeek: 18 },
  ],
  [
    'the next calendar season, not in the store',
    new Date('2026-05-15T12:00:00Z'),
    { phase: 'offseason', week: null, planningWeek: 18, calendarSeason: 2026 },
  ],
];

describe('the calendar sweep: every week of the 2025 demo season, and a pre-season, playoff and off-season date', () => {
  const clock = handClock('2025-08-20T12:00:00Z');
  let server: TestServer;
  let fan: LineupLabClient;
  let playerName: string;
  beforeAll(async () => {
    // A fresh start in the pre-season: the demo season (2025 unplayed, 2024 whole) and predictions
    // for all its weeks. Then the clock walks through the season.
    server = await startTestServer({ DEMO_SEASON: 'auto' }, { clock });
    fan = await server.signUp('sweep-fan@lineup-lab.test');
    const [quarterback] = await nflCollections(server.store).players.find({ position: 'QB', team: 'KC' });
    playerName = quarterback?.name ?? '';
  }, 90_000);
  afterAll(() => server.close());

  it.each(SWEEP)(
    '%s: the season clock, the showcase and the projections call agree',
    async (_, date, expected) => {
      clock.set(date);
      const season: SeasonResponse = await fan.session.season();
      expect(season).toMatchObject({
        now: date.toISOString(),
        calendarSeason: expected.calendarSeason ?? 2025,
        season: 2025,
        phase: expected.phase,
        week: expected.week,
        planningWeek: expected.planningWeek,
        demo: true,
      });
      expect(season.weeks.map((w) => w.week)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
      expect(season.weeks.every((w) => w.predicted)).toBe(true);

      // The landing page's cards: the planning week's, three of four players each.
      const showcase = await server.anonymous().players.showcase();
      expect(showcase).toMatchObject({ season: 2025, week: expected.planningWeek, demo: true });
      expect(showcase.cards.map((card) => card.players.length)).toEqual([4, 4, 4]);

      // The editor opens on the planning week, and so does a projections call without a week.
      const projection = await fan.players.projections(playerName, {});
      expect(projection.week).toBe(expected.planningWeek);
      const asked = await fan.players.projections(playerName, { week: 7 });
      expect(asked.week).toBe(7);
    },
  );
});

describe('a fresh start on other dates: the showcase is full and the clock agrees', () => {
  it.each([
    ['the off-season, before the 2026 schedule starts', '2026-05-15T12:00:00Z', 'offseason', 2026, 1],
    ['week 12 of 2026, the day CI went red', '2026-11-24T12:00:00Z', 'regular', 2026, 12],
    ['the 2026 playoffs', '2027-01-20T12:00:00Z', 'playoffs', 2026, 18],
  ] as const)(
    '%s',
    async (_, now, phase, season, planningWeek) => {
      const server = await startTestServer({ DEMO_SEASON: 'auto' }, { clock: handClock(now) });
      try {
        expect(await server.anonymous().session.season()).toMatchObject({ season, phase, planningWeek });
        const showcase = await server.anonymous().players.showcase();
        expect(showcase).toMatchObject({ season, week: planningWeek, demo: true });
        expect(showcase.cards.map((card) => card.players.length)).toEqual([4, 4, 4]);
      } finally {
        await server.close();
      }
    },
    90_000,
  );
});
