/**
 * The waiver assistant (`GET /api/teams/:teamName/waivers`), through the SDK against a real server
 * on port 0 under a hand clock (the Friday before week 6 of the seeded 2025 season), with the fake
 * Sleeper as the league host: on a team imported from Sleeper's PPR league, the list holds only
 * players on no roster of the league, and its top pick raises the team's optimal total by what it
 * says (checked by making the move through the editor's calls and reading the team week again);
 * on a full hand-made team, the player to drop is the least valuable one on Friday, and once his
 * game has kicked off on Sunday, never him (nor any player whose game has kicked off); a free user
 * and another user's team are refused; the advisor answers a pickup question from the same numbers.
 */
import { type Position, rosterPlayers, type WaiverPick, type WaiversResponse } from '@lineup-lab/core';
import { type LineupLabClient, NotFoundError } from '@lineup-lab/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, modelCollections } from '../../src/ports/collections.js';
import type { PlayerRecord } from '../../src/records/player-record.js';
import { defaultSleeperData, type FakeSleeper, startFakeSleeper } from '../support/fake-sleeper.js';
import { handClock } from '../support/hand-clock.js';
import { seedPlayers, TEST_PLAYERS } from '../support/players.js';
import { refusal } from '../support/requests.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { buildTeam, type StarterPlace } from '../support/teams.js';
import { makePro } from '../support/users.js';
import { PLAN_WEEK, predictionOf, SEASON, seedWeekSeason, WEEK6_FRIDAY } from '../support/week-fixtures.js';

const PPR_ID = '1100000000000000001';
const IMPORTED = 'Pat’s Pickers';
const FULL = 'Full House';
/** Week 6's one game (Buffalo at Kansas City) kicks off at 12:00 CT; an hour later its players are locked. */
const WEEK6_SUNDAY_AFTER_KICKOFF = '2025-10-12T18:00:00.000Z';

/** TEST DATA: a Kansas City backup kicker, the least valuable player of the full team. */
const KC_KICKER: PlayerRecord = {
  _id: 'p-kc-kicker',
  playerName: 'Backup Kicker',
  teamName: 'KC',
  position: 'K',
  projections: { conservative: 1, median: 3, aggressive: 5 },
  points: 30,
  published: { season: SEASON, week: PLAN_WEEK, demo: false },
};

const FULL_STARTERS: readonly StarterPlace[] = [
  ['p-lamar', 'quarterback'],
  ['p-barkley', 'runningBacks', 0],
  ['p-bijan', 'runningBacks', 1],
  ['p-chase', 'wideReceivers', 0],
  ['p-lamb', 'wideReceivers', 1],
  ['p-kelce', 'tightEnd'], // Kansas City: locked on Sunday afternoon, as Buffalo's Josh Allen
  ['p-stbrown', 'flex'],
  ['p-bal-dst', 'defenseST'],
  ['p-tucker', 'kicker'],
];
const FULL_BENCH = ['p-allen', 'p-hurts', 'p-hall', 'p-hill', 'p-laporta', 'p-elliott', KC_KICKER._id];

const clock = handClock(WEEK6_FRIDAY);
let sleeper: FakeSleeper;
let server: TestServer;
let coach: LineupLabClient;

beforeAll(async () => {
  sleeper = await startFakeSleeper({ ...defaultSleeperData(), season: SEASON });
  server = await startTestServer({ SLEEPER_API_URL: sleeper.url }, { clock });
  await seedPlayers(server.store);
  await seedWeekSeason(server.store);
  await COLLECTIONS.players.of(server.store).insertOne(KC_KICKER);
  const kicker = predictionOf('p-tucker', PLAN_WEEK);
  for (const week of [PLAN_WEEK, PLAN_WEEK + 1]) {
    await modelCollections(server.store).predictions.insertOne({
      ...predictionOf('p-tucker', week),
      _id: `${SEASON}:${week}:${KC_KICKER._id}`,
      player_id: KC_KICKER._id,
      player_name: KC_KICKER.playerName,
      team: 'KC',
      conservative: 1,
      median: 3,
      aggressive: 5,
      raw: { conservative: 1, median: 3, aggressive: 5 },
      kickoff: kicker.kickoff,
    });
  }
  coach = await server.signUp('waiver-coach@example.com');
  await coach.user.subscriptionStatus();
  await makePro(server.store, 'waiver-coach@example.com');
  await coach.leagues.sleeper.import({ leagueId: PPR_ID, rosterId: 1 });
  await buildTeam(coach, FULL, { starters: FULL_STARTERS, bench: FULL_BENCH });
}, 60_000);
afterAll(async () => {
  await server.close();
  await sleeper.close();
});

/** The team's optimal total in its mode this week, as the editor shows it. */
async function optimalTotal(teamName: string): Promise<number> {
  const week = await coach.teams.week(teamName, PLAN_WEEK);
  return week.totals.optimal[week.mode];
}

/** Makes a pick through the editor's calls: the drop benched and released, then the player added. */
async function makePick(teamName: string, pick: WaiverPick): Promise<void> {
  if (pick.drop) {
    const { team } = await coach.teams.get(teamName);
    const bench = team.bench.some((player) => player._id === pick.drop?._id);
    if (!bench) {
      const place = (await coach.teams.week(teamName, PLAN_WEEK)).slots.find(
        (slot) => slot.player?.player._id === pick.drop?._id,
      );
      await coach.lineups.movePlayer({
        teamName,
        playerId: pick.drop._id,
        fromPosition: place?.slot ?? 'BENCH',
        toPosition: 'BENCH',
      });
    }
    await coach.lineups.dropPlayer({ teamName, playerId: pick.drop._id });
  }
  await coach.lineups.addPlayer({ teamName, playerId: pick.player._id, placement: 'fit' });
}

const top = (list: WaiversResponse): WaiverPick => {
  const [first] = list.picks;
  if (!first) throw new Error('no pick');
  return first;
};

describe('the waiver list of an imported league', () => {
  it('holds only players on no roster of the league, and its top pick raises the optimal total by what it says', async () => {
    const league = await COLLECTIONS.leagues.of(server.store).findOne({ teamName: IMPORTED });
    const rostered = new Set(league?.rosteredPlayerIds);
    const { team } = await coach.teams.get(IMPORTED);
    const onTeam = new Set(
      rosterPlayers({ lineup: team.lineups[0] ?? never(), bench: team.bench }).map((p) => p._id),
    );
    expect(rostered.size).toBeGreaterThan(onTeam.size); // the other rosters count too
    const free = [...TEST_PLAYERS, KC_KICKER]
      .filter((p) => !rostered.has(p._id) && !onTeam.has(p._id))
      .map((p) => p._id);

    const list = await coach.teams.waivers(IMPORTED, { limit: 50 });
    expect(list.pool).toEqual({
      kind: 'league',
      leagueName: 'Sunday Funday PPR',
      syncedAt: league?.lastSyncedAt,
    });
    expect(list.freeAgents).toBe(free.length);
    expect(list.picks.map((pick) => pick.player._id).sort()).toEqual([...free].sort());
    const runningBacks = await coach.teams.waivers(IMPORTED, { position: 'RB' });
    const positions = new Set<Position>(runningBacks.picks.map((pick) => pick.player.position));
    expect([...positions]).toEqual(['RB']);

    // The team has an empty FLEX and room on the bench: the best pickup needs no drop.
    const pick = top(list);
    expect(pick.drop).toBeNull();
    expect(pick.week.gain).toBeGreaterThan(0);
    expect(pick.reason).toContain('no drop needed');
    const before = await optimalTotal(IMPORTED);
    await makePick(IMPORTED, pick);
    expect((await optimalTotal(IMPORTED)) - before).toBeCloseTo(pick.week.gain, 6);
  });
});

describe('the advisor', () => {
  it("answers a pickup question from the waiver assistant's numbers", async () => {
    const list = await coach.teams.waivers(IMPORTED, { position: 'RB' });
    const hall = list.picks.find((pick) => pick.player._id === 'p-hall');
    if (!hall) throw new Error('Breece Hall is not on the list');
    const { advice, facts, topic } = await coach.ai.lineupAdvice({
      question: 'Should I pick up Breece Hall?',
      context: { teamName: IMPORTED, week: PLAN_WEEK },
    });
    expect(topic).toBe('pickup');
    const gain = (value: number) => `${value < 0 ? '' : '+'}${value.toFixed(1)}`;
    expect(advice.split('\n')[0]).toBe(
      `Pick up Breece Hall: your optimal lineups gain ${gain(hall.season.gain)} over weeks 6–17 (${gain(hall.week.gain)} in week 6).`,
    );
    expect(facts).toContain(`Waiver assistant on Breece Hall: ${hall.reason}`);
  });
});

describe('the player to drop', () => {
  let friday: WaiverPick;

  it('is the least valuable one on a full roster', async () => {
    const list = await coach.teams.waivers(FULL);
    expect(list.pool).toEqual({ kind: 'catalogue' });
    friday = top(list);
    expect(friday.drop?._id).toBe(KC_KICKER._id);
    expect(list.picks.every((pick) => pick.drop?._id === KC_KICKER._id)).toBe(true);
  });

  it('is never one whose game has kicked off; the top pick of Friday gains what it says once made', async () => {
    clock.set(WEEK6_SUNDAY_AFTER_KICKOFF);
    try {
      const week = await coach.teams.week(FULL, PLAN_WEEK);
      const locked = new Set(
        [...week.slots.flatMap((s) => (s.player ? [s.player] : [])), ...week.bench]
          .filter((p) => p.locked)
          .map((p) => p.player._id),
      );
      expect([...locked].sort()).toEqual(['p-allen', KC_KICKER._id, 'p-kelce']);
      const list = await coach.teams.waivers(FULL);
      expect(list.picks.length).toBeGreaterThan(0);
      for (const pick of list.picks) {
        expect(pick.drop).not.toBeNull();
        expect(locked.has(pick.drop?._id ?? '')).toBe(false);
      }
      // The next least valuable bench player goes instead.
      expect(top(list).drop?._id).toBe('p-elliott');
      // Mahomes (Kansas City) has played: he can join once the week is over.
      const mahomes = list.picks.find((pick) => pick.player._id === 'p-mahomes');
      expect(mahomes?.joinsAfterThisWeek ?? true).toBe(true);
    } finally {
      clock.set(WEEK6_FRIDAY);
    }
    const before = await optimalTotal(FULL);
    await makePick(FULL, friday);
    expect((await optimalTotal(FULL)) - before).toBeCloseTo(friday.week.gain, 6);
  });
});

describe('who may ask', () => {
  it('refuses a free user (403 upgrade) and does not find another user’s team (404)', async () => {
    const fan = await server.signUp('waiver-fan@example.com');
    await fan.teams.create({ teamName: 'Fan Club' });
    const upgrade = await refusal(fan.teams.waivers('Fan Club'));
    expect(upgrade.status).toBe(403);
    expect(upgrade.body).toMatchObject({ code: 'UPGRADE_REQUIRED', upgradeRequired: true });
    await makePro(server.store, 'waiver-fan@example.com');
    expect(await refusal(fan.teams.waivers(FULL))).toBeInstanceOf(NotFoundError);
  });
});

function never(): never {
  throw new Error('team without a lineup');
}
