/**
 * Rest-of-season projections (`GET /api/teams/:teamName/rest-of-season`), through the SDK against a
 * real server under a hand clock (the Friday before week 6 of the seeded 2025 season, 17 weeks):
 * weeks 6–16 predicted for every catalogue player (week 17 not), so each player's total is checked
 * by hand against the stored weekly numbers, a bye counted 0 and week 17 at the documented default;
 * the team's scoring moves the weeks; another user's team is not found; free users are refused.
 */
import { REST_OF_SEASON_WEEK_CORRELATION, type TeamRestOfSeasonResponse } from '@lineup-lab/core';
import { type LineupLabClient, NotFoundError } from '@lineup-lab/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelCollections } from '../../src/ports/collections.js';
import { handClock } from '../support/hand-clock.js';
import { seedPlayers, TEST_PLAYERS } from '../support/players.js';
import { refusal } from '../support/requests.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { buildTeam, type StarterPlace } from '../support/teams.js';
import { makePro } from '../support/users.js';
import {
  LAST_WEEK,
  PLAN_WEEK,
  predictionOf,
  SEASON,
  seedWeekSeason,
  WEEK6_FRIDAY,
} from '../support/week-fixtures.js';

const COACH = 'ros-coach@example.com';
const TEAM = 'Long Haul';
/** The last week with a stored prediction: week 17 has none (the default counts). */
const LAST_PREDICTED = LAST_WEEK - 1;
/** Ja'Marr Chase's expected line every week: 6 catches (PPR counts 0.5 a catch more than half-PPR). */
const CHASE_LINE = { receptions: 6, receivingYards: 80, receivingTouchdowns: 0.5 };

const STARTERS: readonly StarterPlace[] = [
  ['p-hurts', 'quarterback'],
  ['p-barkley', 'runningBacks', 0],
  ['p-hall', 'runningBacks', 1],
  ['p-chase', 'wideReceivers', 0],
  ['p-jefferson', 'wideReceivers', 1], // bye in week 6
  ['p-kittle', 'tightEnd'], // bye in week 7
  ['p-bijan', 'flex'],
  ['p-sf-dst', 'defenseST'],
  ['p-elliott', 'kicker'],
];
const BENCH = ['p-allen', 'p-henry', 'p-laporta'];

let server: TestServer;
let coach: LineupLabClient;

beforeAll(async () => {
  server = await startTestServer({}, { clock: handClock(WEEK6_FRIDAY) });
  await seedPlayers(server.store);
  await seedWeekSeason(server.store);
  const { predictions } = modelCollections(server.store);
  const docs = TEST_PLAYERS.flatMap((player) =>
    Array.from({ length: LAST_PREDICTED - PLAN_WEEK - 1 }, (_, i) =>
      predictionOf(player._id, PLAN_WEEK + 2 + i),
    ),
  );
  await predictions.insertMany(docs);
  for (let week = PLAN_WEEK; week <= LAST_PREDICTED; week += 1) {
    await predictions.updateOne(
      { _id: `${SEASON}:${week}:p-chase` },
      { $set: { expected_line: CHASE_LINE, scoring: 'half-ppr' } },
    );
  }
  coach = await server.signUp(COACH);
  await coach.user.subscriptionStatus();
  await makePro(server.store, COACH);
  await buildTeam(coach, TEAM, { starters: STARTERS, bench: BENCH });
}, 60_000);
afterAll(() => server.close());

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A player's stored weeks 6–16 as the team week counts them (0 on a bye), by hand from the fixture. */
function storedWeeks(playerId: string) {
  const weeks = [];
  for (let week = PLAN_WEEK; week <= LAST_PREDICTED; week += 1) {
    const doc = predictionOf(playerId, week);
    weeks.push({ week, bye: doc.is_bye, ...doc.raw });
  }
  return weeks;
}

const playerIn = (answer: TeamRestOfSeasonResponse, playerId: string) => {
  const found = answer.players.find((p) => p.playerId === playerId);
  if (!found) throw new Error(`${playerId} not in the answer`);
  return found;
};

describe('the owner', () => {
  let answer: TeamRestOfSeasonResponse;
  beforeAll(async () => {
    answer = await coach.teams.restOfSeason(TEAM);
  });

  it("counts each player's weekly medians from the planning week to week 17: a bye 0, week 17 (not predicted) at his mean", () => {
    expect(answer).toMatchObject({ teamName: TEAM, season: SEASON, format: 'half-ppr', mode: 'median' });
    expect(answer.weeks).toEqual(Array.from({ length: LAST_WEEK - PLAN_WEEK + 1 }, (_, i) => PLAN_WEEK + i));
    expect(answer.correlation).toBe(REST_OF_SEASON_WEEK_CORRELATION);
    expect(answer.players.map((p) => p.playerId)).toEqual([...STARTERS.map(([id]) => id), ...BENCH]);
    for (const { playerId } of answer.players) {
      const played = storedWeeks(playerId).filter((w) => !w.bye);
      const sum = (pick: (w: (typeof played)[number]) => number) => played.reduce((s, w) => s + pick(w), 0);
      // Week 17's default: the mean of his projected weeks, each of the three numbers.
      const fallback = (pick: (w: (typeof played)[number]) => number) => round2(sum(pick) / played.length);
      const ros = playerIn(answer, playerId);
      expect(ros.median, playerId).toBeCloseTo(sum((w) => w.median) + fallback((w) => w.median), 2);
      expect(ros.projectedWeeks, playerId).toBe(played.length);
      expect(ros.defaultWeeks, playerId).toBe(1);
      expect(ros.weeks.at(-1), playerId).toEqual({
        week: LAST_WEEK,
        floor: fallback((w) => w.conservative),
        median: fallback((w) => w.median),
        ceiling: fallback((w) => w.aggressive),
        source: 'default',
      });
      // The band of the total: around the median, inside the weekly P10s and P90s summed.
      const [floor, median, ceiling] = [
        ros.floor ?? Number.NaN,
        ros.median ?? Number.NaN,
        ros.ceiling ?? Number.NaN,
      ];
      expect(floor, playerId).toBeGreaterThan(sum((w) => w.conservative) + fallback((w) => w.conservative));
      expect(floor, playerId).toBeLessThan(median);
      expect(ceiling, playerId).toBeGreaterThan(median);
      expect(ceiling, playerId).toBeLessThan(sum((w) => w.aggressive) + fallback((w) => w.aggressive));
    }
    // The byes of the fixture, counted 0: Jefferson in week 6, Kittle in week 7.
    expect(playerIn(answer, 'p-jefferson').weeks[0]).toEqual({
      week: 6,
      floor: 0,
      median: 0,
      ceiling: 0,
      source: 'bye',
    });
    expect(playerIn(answer, 'p-kittle').weeks[1]).toMatchObject({ week: 7, median: 0, source: 'bye' });
    expect(playerIn(answer, 'p-kittle').weeks[0]).toMatchObject({
      week: 6,
      median: predictionOf('p-kittle', 6).raw.median,
      source: 'projected',
    });
  });

  it("answers a PPR team's receiver 0.5 more a week per expected catch, every week left", async () => {
    await coach.teams.create({ teamName: 'Catch Counters', scoring: { format: 'ppr' } });
    await coach.lineups.addPlayer({ teamName: 'Catch Counters', playerId: 'p-chase' });
    const ppr = await coach.teams.restOfSeason('Catch Counters');
    expect(ppr.format).toBe('ppr');
    const halfPpr = playerIn(answer, 'p-chase').median ?? Number.NaN;
    // 12 weeks (6–17, no bye), 6 expected catches × 0.5 each.
    expect(playerIn(ppr, 'p-chase').median).toBeCloseTo(halfPpr + 12 * 6 * 0.5, 2);
  });
});

describe('refusals', () => {
  it("answers 404 for another user's team, even a Pro user's", async () => {
    const rival = await server.signUp('ros-rival@example.com');
    await rival.user.subscriptionStatus();
    await makePro(server.store, 'ros-rival@example.com');
    expect(await refusal(rival.teams.restOfSeason(TEAM))).toBeInstanceOf(NotFoundError);
  }, 60_000);

  it('refuses a free user with 403 and upgradeRequired', async () => {
    const free = await server.signUp('ros-free@example.com');
    await free.teams.create({ teamName: 'Free Haul' });
    const error = await refusal(free.teams.restOfSeason('Free Haul'));
    expect(error.status).toBe(403);
    expect(error.body).toMatchObject({ code: 'UPGRADE_REQUIRED', upgradeRequired: true });
  }, 60_000);
});
