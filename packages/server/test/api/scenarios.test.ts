/**
 * Saved what-if scenarios (`/api/scenarios/...`), through the SDK against a real server on port 0
 * under a hand clock (the Friday before week 6 of a seeded 2025 season, predicted for weeks 6 and
 * 7): saving the team as it stands with the server's own total, the list totalled for a week,
 * names unique regardless of case, the limit of 10 under parallel saves, load through the team's
 * optimistic concurrency (a dropped player and a new one reported), deletion with the team, and
 * the Pro rule: free users are refused by the server.
 */
import {
  getSlot,
  type LineupOf,
  rosterOf,
  rosterPlayers,
  SCENARIO_MESSAGES,
  startersOf,
  type Team,
} from '@lineup-lab/core';
import { ConflictError, type LineupLabClient, NotFoundError, ValidationError } from '@lineup-lab/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../src/store/collections.js';
import { handClock } from '../support/hand-clock.js';
import { seedPlayers } from '../support/players.js';
import { refusal } from '../support/requests.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { buildTeam, type StarterPlace } from '../support/teams.js';
import { makePro } from '../support/users.js';
import { PLAN_WEEK, seedWeekSeason, WEEK6_FRIDAY } from '../support/week-fixtures.js';

const COACH = 'scenario-coach@example.com';
const clock = handClock(WEEK6_FRIDAY);

let server: TestServer;
let coach: LineupLabClient;
let free: LineupLabClient;

const STARTERS: readonly StarterPlace[] = [
  ['p-hurts', 'quarterback'],
  ['p-barkley', 'runningBacks', 0],
  ['p-hall', 'runningBacks', 1],
  ['p-chase', 'wideReceivers', 0],
  ['p-stbrown', 'wideReceivers', 1],
  ['p-kelce', 'tightEnd'],
  ['p-bijan', 'flex'],
  ['p-sf-dst', 'defenseST'],
  ['p-elliott', 'kicker'],
];
const BENCH = ['p-allen', 'p-henry', 'p-ajbrown', 'p-laporta'];

beforeAll(async () => {
  server = await startTestServer({}, { clock });
  await seedPlayers(server.store);
  await seedWeekSeason(server.store);
  coach = await server.signUp(COACH);
  await coach.user.subscriptionStatus();
  await makePro(server.store, COACH);
  free = await server.signUp('scenario-free@example.com');
}, 60_000);
afterAll(() => server.close());

/** A new team of the coach's: the starters above in their slots, the bench above. */
const team = (teamName: string) => buildTeam(coach, teamName, { starters: STARTERS, bench: BENCH });

const starterIds = (lineup: LineupOf<{ _id: string }>) =>
  startersOf(lineup).map(({ player }) => player?._id ?? null);

const placesOf = (t: Team) => {
  const { lineup, bench } = rosterOf(t);
  return {
    qb: getSlot(lineup, 'QB')?._id,
    flex: getSlot(lineup, 'FLEX')?._id,
    bench: bench.map((p) => p._id),
  };
};

describe('saving and listing', () => {
  const teamName = 'Scenario Savers';
  let saved: Team;

  beforeAll(async () => {
    saved = await team(teamName);
  }, 60_000);

  it("saves the team as it stands with the server's total for the week, not the browser's number", async () => {
    const week = await coach.teams.week(teamName, 7, { mode: 'aggressive' });
    const { scenario } = await coach.scenarios.create(teamName, {
      name: '  Ceiling Week  ',
      week: 7,
      projectionMode: 'aggressive',
      projectedPoints: 999,
      expectedVersion: saved.version,
    });
    expect(scenario).toMatchObject({
      name: 'Ceiling Week',
      description: '',
      projectionMode: 'aggressive',
      week: 7,
      projectedPoints: week.totals.current.aggressive,
      createdAt: WEEK6_FRIDAY,
    });
    expect(scenario.projectedPoints).not.toBe(999);
    expect(starterIds(scenario.lineup)).toEqual(starterIds(rosterOf(saved).lineup));
    expect(scenario.bench.map((p) => p._id)).toEqual(BENCH);
  });

  it('lists newest first, each totalled for the week asked (the planning week by default)', async () => {
    clock.advance(60_000);
    await coach.scenarios.create(teamName, { name: 'Second', description: 'later', week: PLAN_WEEK });
    const inWeek7 = await coach.scenarios.list(teamName, { week: 7 });
    const current7 = (await coach.teams.week(teamName, 7)).totals.current;
    expect(inWeek7.week).toBe(7);
    expect(inWeek7.scenarios.map((s) => s.name)).toEqual(['Second', 'Ceiling Week']);
    for (const s of inWeek7.scenarios) expect(s.weekTotals).toEqual(current7);

    const planning = await coach.scenarios.list(teamName);
    expect(planning.week).toBe(PLAN_WEEK);
    expect(planning.scenarios[0]?.weekTotals).toEqual(
      (await coach.teams.week(teamName, PLAN_WEEK)).totals.current,
    );
  });

  it('refuses a name the team already has, whatever its case, and keeps the first', async () => {
    const error = await refusal(coach.scenarios.create(teamName, { name: 'CEILING week', week: 7 }));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.message).toBe(SCENARIO_MESSAGES.duplicate);
    const { scenarios } = await coach.scenarios.list(teamName);
    expect(scenarios.filter((s) => s.name.toLowerCase() === 'ceiling week')).toHaveLength(1);
  });

  it('refuses to save what the user did not see: a stale version or another lineup (nothing saved)', async () => {
    const before = (await coach.scenarios.list(teamName)).scenarios.length;
    const stale = await refusal(
      coach.scenarios.create(teamName, { name: 'Stale', week: 6, expectedVersion: saved.version - 1 }),
    );
    expect(stale).toBeInstanceOf(ConflictError);
    const otherBench = rosterOf(saved).bench.slice(1);
    const other = await refusal(
      coach.scenarios.create(teamName, {
        name: 'Other',
        week: 6,
        lineup: rosterOf(saved).lineup,
        bench: otherBench,
      }),
    );
    expect(other).toBeInstanceOf(ConflictError);
    expect((await coach.scenarios.list(teamName)).scenarios).toHaveLength(before);
  });

  it("gives the save modal's messages for a bad name or description", async () => {
    const blank = await refusal(coach.scenarios.create(teamName, { name: '   ', week: 6 }));
    expect(blank).toBeInstanceOf(ValidationError);
    expect(blank.message).toBe('Scenario name is required');
    const long = await refusal(coach.scenarios.create(teamName, { name: 'n'.repeat(51), week: 6 }));
    expect(long.message).toBe('Scenario name must be at most 50 characters');
    const description = await refusal(
      coach.scenarios.create(teamName, { name: 'Fine', description: 'd'.repeat(201), week: 6 }),
    );
    expect(description.message).toBe('Description must be at most 200 characters');
  });

  it("answers 404 for a team that is not the caller's and for another team's scenario", async () => {
    const rival = await server.signUp('scenario-rival@example.com');
    await rival.user.subscriptionStatus();
    await makePro(server.store, 'scenario-rival@example.com');
    expect(await refusal(rival.scenarios.list(teamName))).toBeInstanceOf(NotFoundError);
    await rival.teams.create({ teamName });
    const [mine] = (await coach.scenarios.list(teamName)).scenarios;
    if (!mine) throw new Error('no scenario');
    expect(await refusal(rival.scenarios.load(teamName, mine._id))).toBeInstanceOf(NotFoundError);
    expect(await refusal(rival.scenarios.delete(teamName, mine._id))).toBeInstanceOf(NotFoundError);
    expect((await coach.scenarios.list(teamName)).scenarios.map((s) => s._id)).toContain(mine._id);
  });
});

describe('the limit of 10 per team', () => {
  it('holds under 14 parallel saves, and a deletion frees a place', async () => {
    const teamName = 'Scenario Limit';
    await team(teamName);
    const results = await Promise.allSettled(
      Array.from({ length: 14 }, (_, i) => coach.scenarios.create(teamName, { name: `Plan ${i}`, week: 6 })),
    );
    const saved = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(saved).toHaveLength(10);
    expect(refused).toHaveLength(4);
    for (const error of refused) {
      expect(error).toBeInstanceOf(ConflictError);
      expect(error.message).toBe('Maximum number of scenarios reached (10 per team)');
    }
    const { scenarios } = await coach.scenarios.list(teamName);
    expect(scenarios).toHaveLength(10);

    const eleventh = await refusal(coach.scenarios.create(teamName, { name: 'Eleventh', week: 6 }));
    expect(eleventh.message).toBe(SCENARIO_MESSAGES.maximum);
    const first = scenarios[0];
    if (!first) throw new Error('no scenario');
    expect(await coach.scenarios.delete(teamName, first._id)).toEqual({ deleted: true, id: first._id });
    expect(await refusal(coach.scenarios.delete(teamName, first._id))).toBeInstanceOf(NotFoundError);
    await coach.scenarios.create(teamName, { name: 'Eleventh', week: 6 });
    expect((await coach.scenarios.list(teamName)).scenarios).toHaveLength(10);
  }, 60_000);

  it('a duplicate name gives its place back', async () => {
    const teamName = 'Scenario Duplicates';
    await team(teamName);
    await coach.scenarios.create(teamName, { name: 'Same', week: 6 });
    for (let i = 0; i < 12; i++) await refusal(coach.scenarios.create(teamName, { name: 'same', week: 6 }));
    for (let i = 1; i < 10; i++) await coach.scenarios.create(teamName, { name: `Plan ${i}`, week: 6 });
    expect((await coach.scenarios.list(teamName)).scenarios).toHaveLength(10);
  }, 60_000);
});

describe('loading', () => {
  it('puts the saved lineup back in one change, and a second load changes nothing', async () => {
    const teamName = 'Scenario Loader';
    const original = await team(teamName);
    const { scenario } = await coach.scenarios.create(teamName, { name: 'Original', week: 6 });
    // Bench the QB and start Allen; move Bijan from FLEX to the bench and Henry in.
    await coach.lineups.movePlayer({
      teamName,
      playerId: 'p-hurts',
      fromPosition: 'QB',
      toPosition: 'BENCH',
    });
    await coach.lineups.moveToSlot({ teamName, playerId: 'p-allen', positionType: 'quarterback' });
    await coach.lineups.movePlayer({
      teamName,
      playerId: 'p-bijan',
      fromPosition: 'FLEX',
      toPosition: 'BENCH',
    });
    const { team: changed } = await coach.lineups.moveToSlot({
      teamName,
      playerId: 'p-henry',
      positionType: 'flex',
    });
    expect(placesOf(changed)).toMatchObject({ qb: 'p-allen', flex: 'p-henry' });

    const stale = await refusal(
      coach.scenarios.load(teamName, scenario._id, { expectedVersion: changed.version - 1 }),
    );
    expect(stale).toBeInstanceOf(ConflictError);

    const loaded = await coach.scenarios.load(teamName, scenario._id, { expectedVersion: changed.version });
    expect(loaded.notes).toEqual([]);
    expect(loaded.team.version).toBe(changed.version + 1);
    expect(starterIds(rosterOf(loaded.team).lineup)).toEqual(starterIds(rosterOf(original).lineup));
    expect(placesOf(loaded.team).bench).toEqual(BENCH);
    expect(loaded.scenario._id).toBe(scenario._id);

    const again = await coach.scenarios.load(teamName, scenario._id);
    expect(again.team.version).toBe(loaded.team.version);
    expect(await refusal(coach.scenarios.load(teamName, 'no-such-scenario'))).toBeInstanceOf(NotFoundError);
  }, 60_000);

  it('after a starter was dropped and a player added, reports both and places neither silently', async () => {
    const teamName = 'Scenario After Drop';
    await team(teamName);
    const { scenario } = await coach.scenarios.create(teamName, { name: 'Before the drop', week: 6 });
    await coach.lineups.movePlayer({
      teamName,
      playerId: 'p-chase',
      fromPosition: 'WR1',
      toPosition: 'BENCH',
    });
    await coach.lineups.dropPlayer({ teamName, playerId: 'p-chase' });
    await coach.lineups.addPlayer({ teamName, playerId: 'p-lamb' });

    const { team: loaded, notes } = await coach.scenarios.load(teamName, scenario._id);
    expect(notes).toEqual([
      {
        playerId: 'p-chase',
        playerName: "Ja'Marr Chase",
        reason: 'notOnTeam',
        placedAt: null,
        message: "Ja'Marr Chase is no longer on the team; WR1 is left empty.",
      },
      {
        playerId: 'p-lamb',
        playerName: 'CeeDee Lamb',
        reason: 'newOnTeam',
        placedAt: 'BENCH',
        message: 'CeeDee Lamb joined the team after this scenario was saved; placed on the bench.',
      },
    ]);
    const roster = rosterOf(loaded);
    expect(getSlot(roster.lineup, 'WR1')).toBeNull();
    expect(roster.bench.map((p) => p._id)).toEqual([...BENCH, 'p-lamb']);
    expect(rosterPlayers(roster).map((p) => p._id)).not.toContain('p-chase');
  }, 60_000);

  it('with lineup edits in parallel, every player stays on the team exactly once', async () => {
    const teamName = 'Scenario Races';
    const original = await team(teamName);
    const { scenario } = await coach.scenarios.create(teamName, { name: 'Base', week: 6 });
    const ids = rosterPlayers(rosterOf(original))
      .map((p) => p._id)
      .sort();
    const edits = [
      () =>
        coach.lineups.movePlayer({ teamName, playerId: 'p-kelce', fromPosition: 'TE', toPosition: 'BENCH' }),
      () => coach.scenarios.load(teamName, scenario._id),
      () => coach.lineups.moveToSlot({ teamName, playerId: 'p-laporta', positionType: 'tightEnd' }),
      () => coach.scenarios.load(teamName, scenario._id),
      () =>
        coach.lineups.movePlayer({
          teamName,
          playerId: 'p-bijan',
          fromPosition: 'FLEX',
          toPosition: 'BENCH',
        }),
      () => coach.scenarios.load(teamName, scenario._id),
    ];
    await Promise.allSettled(edits.map((edit) => edit()));
    const { team: after } = await coach.teams.get(teamName);
    const afterIds = rosterPlayers(rosterOf(after)).map((p) => p._id);
    expect([...afterIds].sort()).toEqual(ids);
    expect(new Set(afterIds).size).toBe(afterIds.length);
    const final = await coach.scenarios.load(teamName, scenario._id);
    expect(starterIds(rosterOf(final.team).lineup)).toEqual(starterIds(rosterOf(original).lineup));
  }, 60_000);
});

describe('deleting the team', () => {
  it('deletes its scenarios; a new team of the same name starts with none and a free count', async () => {
    const teamName = 'Scenario Gone';
    const { _id: teamId } = await team(teamName);
    for (let i = 0; i < 10; i++) await coach.scenarios.create(teamName, { name: `Plan ${i}`, week: 6 });
    await coach.teams.delete(teamName);
    expect(await COLLECTIONS.scenarios.of(server.store).find({ teamId })).toEqual([]);
    await coach.teams.create({ teamName });
    expect((await coach.scenarios.list(teamName)).scenarios).toEqual([]);
    await coach.scenarios.create(teamName, { name: 'Plan 0', week: 6 });
    expect((await coach.scenarios.list(teamName)).scenarios.map((s) => s.name)).toEqual(['Plan 0']);
  }, 60_000);
});

describe('the Pro rule', () => {
  it('refuses every scenario call of a free user with 403 and upgradeRequired, before any work', async () => {
    await free.teams.create({ teamName: 'Free Team' });
    const calls = [
      () => free.scenarios.list('Free Team'),
      () => free.scenarios.create('Free Team', { name: 'Nope', week: 6 }),
      () => free.scenarios.load('Free Team', 'any'),
      () => free.scenarios.delete('Free Team', 'any'),
    ];
    for (const call of calls) {
      const error = await refusal(call());
      expect(error.status).toBe(403);
      expect(error.body).toMatchObject({ code: 'UPGRADE_REQUIRED', upgradeRequired: true });
    }
    expect(await COLLECTIONS.scenarios.of(server.store).find({ name: 'Nope' })).toEqual([]);
  });
});
