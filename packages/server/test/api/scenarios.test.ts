/**
 * Saved what-if scenarios (`/api/scenarios/...`), through the SDK against a real server on port 0
 * under a hand clock (the Friday before week 6 of a seeded 2025 season, predicted for weeks 6 and
 * 7): saving the team as it stands with the server's own total, the list totalled for a week,
 * names unique regardless of case, the limit of 10 under parallel saves, load through the team's
 * optimistic concurrency (a dropped player and a new one reported), deletion with the team, the
 * team's 30-day history (every kind of change keeps the version it replaced; restore through the
 * optimistic concurrency, itself a version; versions past 30 days removed by the store's TTL
 * index), and the Pro rule: free users are refused by the server.
 */
import {
  getSlot,
  type LineupOf,
  rosterOf,
  rosterPlayers,
  SCENARIO_MESSAGES,
  startersOf,
  TEAM_HISTORY_MESSAGES,
  type Team,
} from '@lineup-lab/core';
import { ConflictError, type LineupLabClient, NotFoundError, ValidationError } from '@lineup-lab/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../src/ports/collections.js';
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
    // Every version the parallel changes replaced is kept once: the history has no gap and no twin.
    const { versions } = await coach.teams.history(teamName);
    expect(versions.map((v) => v.version)).toEqual(
      Array.from({ length: final.team.version + 1 }, (_, i) => final.team.version - i),
    );
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

describe('the history of a team', () => {
  const teamName = 'History Buffs';
  let built: Team;

  beforeAll(async () => {
    built = await team(teamName);
  }, 60_000);

  const history = (week?: number) => coach.teams.history(teamName, week === undefined ? {} : { week });

  it('keeps the version each kind of change replaced, with what changed, by which action, and its points', async () => {
    const start = await history(7);
    expect(start.week).toBe(7);
    expect(start.versions[0]).toMatchObject({ version: built.version, current: true, action: 'add' });
    // The team was built by hand: created, then each starter added and moved, then the bench added.
    expect(start.versions.at(-1)).toMatchObject({ version: 0, action: 'create', changes: null });
    expect(start.versions.map((v) => v.version)).toEqual(
      Array.from({ length: built.version + 1 }, (_, i) => built.version - i),
    );
    expect(start.versions[0]).toMatchObject({ changes: 'Sam LaPorta added' });

    clock.advance(60_000);
    await coach.lineups.movePlayer({
      teamName,
      playerId: 'p-hurts',
      fromPosition: 'QB',
      toPosition: 'BENCH',
    });
    await coach.lineups.moveToSlot({ teamName, playerId: 'p-allen', positionType: 'quarterback' });
    await coach.lineups.dropPlayer({ teamName, playerId: 'p-hurts' });
    await coach.lineups.addPlayer({ teamName, playerId: 'p-hurts' });
    await coach.lineups.movePlayer({
      teamName,
      playerId: 'p-kelce',
      fromPosition: 'TE',
      toPosition: 'BENCH',
    });
    const optimized = await coach.lineups.optimize(teamName, { week: 7 });
    expect(optimized.team.version).toBe(built.version + 6);
    const { scenario } = await coach.scenarios.create(teamName, { name: 'Before the load', week: 7 });
    await coach.lineups.movePlayer({
      teamName,
      playerId: 'p-elliott',
      fromPosition: 'K',
      toPosition: 'BENCH',
    });
    const loaded = await coach.scenarios.load(teamName, scenario._id);
    expect(loaded.team.version).toBe(built.version + 8);

    const after = await history(7);
    const newest = after.versions.slice(0, 9);
    expect(newest.map((v) => [v.version, v.action])).toEqual([
      [built.version + 8, 'scenario-load'],
      [built.version + 7, 'bench'],
      [built.version + 6, 'optimize'],
      [built.version + 5, 'bench'],
      [built.version + 4, 'add'],
      [built.version + 3, 'drop'],
      [built.version + 2, 'move'],
      [built.version + 1, 'bench'],
      [built.version, 'add'],
    ]);
    expect(newest.map((v) => v.changes).slice(1, 8)).toEqual([
      'Jake Elliott K → bench',
      expect.stringMatching(/bench → TE/),
      'Travis Kelce TE → bench',
      'Jalen Hurts added',
      'Jalen Hurts dropped',
      'Josh Allen bench → QB',
      'Jalen Hurts QB → bench',
    ]);
    expect(newest[0]?.changes).toBe('Jake Elliott bench → K');
    expect(newest[0]?.madeAt).toBe(clock.now().toISOString());
    expect(after.versions.filter((v) => v.current)).toHaveLength(1);
    // Points: each version's starters totalled for the week asked, as the team's week totals them.
    expect(newest[0]?.weekTotals).toEqual((await coach.teams.week(teamName, 7)).totals.current);
    const benchedQb = newest[7];
    expect(benchedQb?.lineup.quarterback).toBeNull();
    expect(benchedQb?.bench.map((p) => p._id)).toContain('p-hurts');
    expect(benchedQb?.weekTotals.median).toBeLessThan(newest[8]?.weekTotals.median ?? 0);
    const planning = await history();
    expect(planning.week).toBe(PLAN_WEEK);
  }, 60_000);

  it('restores a version through the optimistic concurrency, as a new version that can itself be undone', async () => {
    const { versions } = await history();
    const [current] = versions;
    if (!current) throw new Error('no history');
    const stale = await refusal(
      coach.teams.restore(teamName, built.version, { expectedVersion: current.version - 1 }),
    );
    expect(stale).toBeInstanceOf(ConflictError);
    expect((await coach.teams.lineups(teamName)).version).toBe(current.version);

    const { team: restored, restored: which } = await coach.teams.restore(teamName, built.version, {
      expectedVersion: current.version,
    });
    expect(which).toBe(built.version);
    expect(restored.version).toBe(current.version + 1);
    expect(starterIds(rosterOf(restored).lineup)).toEqual(starterIds(rosterOf(built).lineup));
    expect(rosterOf(restored).bench.map((p) => p._id)).toEqual(BENCH);

    const after = (await history()).versions;
    expect(after[0]).toMatchObject({ version: restored.version, current: true, action: 'restore' });
    expect(after[1]).toMatchObject({ version: current.version, current: false, action: 'scenario-load' });
    // Undo the restore: the version it replaced comes back the same way.
    const undone = await coach.teams.restore(teamName, current.version, {
      expectedVersion: restored.version,
    });
    expect(starterIds(rosterOf(undone.team).lineup)).toEqual(starterIds(current.lineup));
    expect(undone.team.version).toBe(restored.version + 1);
    // The version it stands at: nothing to do.
    const same = await coach.teams.restore(teamName, undone.team.version, {
      expectedVersion: undone.team.version,
    });
    expect(same.team.version).toBe(undone.team.version);
  }, 60_000);

  it("answers 404 for a version not kept and for another user's team, changing nothing", async () => {
    const { version } = await coach.teams.lineups(teamName);
    const missing = await refusal(coach.teams.restore(teamName, 9999, { expectedVersion: version }));
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing.message).toBe(TEAM_HISTORY_MESSAGES.versionNotKept(9999));

    const rival = await server.signUp('history-rival@example.com');
    await rival.user.subscriptionStatus();
    await makePro(server.store, 'history-rival@example.com');
    expect(await refusal(rival.teams.history(teamName))).toBeInstanceOf(NotFoundError);
    expect(await refusal(rival.teams.restore(teamName, 0, { expectedVersion: version }))).toBeInstanceOf(
      NotFoundError,
    );
    expect((await coach.teams.lineups(teamName)).version).toBe(version);
  }, 60_000);

  it('loses versions older than 30 days to the store (TTL index on storedAt), not to a job', async () => {
    const teamVersions = COLLECTIONS.teamVersions.of(server.store);
    const stored = await teamVersions.find({ teamId: built._id }, { sort: { version: 1 } });
    const [oldest, next] = stored;
    if (!oldest || !next) throw new Error('no versions kept');
    // Stored at the real time (what both stores' TTL counts from), whatever the server's clock says.
    expect(Math.abs(oldest.storedAt.getTime() - Date.now())).toBeLessThan(10 * 60_000);
    const DAY = 24 * 60 * 60_000;
    await teamVersions.updateOne(
      { _id: oldest._id },
      { $set: { storedAt: new Date(Date.now() - 30 * DAY - 60_000) } },
    );
    await teamVersions.updateOne({ _id: next._id }, { $set: { storedAt: new Date(Date.now() - 29 * DAY) } });

    const listed = (await history()).versions.map((v) => v.version);
    expect(listed).not.toContain(oldest.version);
    expect(listed).toContain(next.version);
    expect(await teamVersions.findOne({ _id: oldest._id })).toBeNull();
    const { version } = await coach.teams.lineups(teamName);
    expect(
      await refusal(coach.teams.restore(teamName, oldest.version, { expectedVersion: version })),
    ).toBeInstanceOf(NotFoundError);
  });

  it('goes with the team when it is deleted', async () => {
    const gone = 'History Deleted';
    const made = await team(gone);
    expect(
      await COLLECTIONS.teamVersions.of(server.store).countDocuments({ teamId: made._id }),
    ).toBeGreaterThan(0);
    await coach.teams.delete(gone);
    expect(await COLLECTIONS.teamVersions.of(server.store).countDocuments({ teamId: made._id })).toBe(0);
  }, 60_000);
});

describe('the Pro rule', () => {
  it('refuses every scenario and history call of a free user with 403 and upgradeRequired, before any work', async () => {
    await free.teams.create({ teamName: 'Free Team' });
    const calls = [
      () => free.scenarios.list('Free Team'),
      () => free.scenarios.create('Free Team', { name: 'Nope', week: 6 }),
      () => free.scenarios.load('Free Team', 'any'),
      () => free.scenarios.delete('Free Team', 'any'),
      () => free.teams.history('Free Team'),
      () => free.teams.restore('Free Team', 0, { expectedVersion: 0 }),
    ];
    for (const call of calls) {
      const error = await refusal(call());
      expect(error.status).toBe(403);
      expect(error.body).toMatchObject({ code: 'UPGRADE_REQUIRED', upgradeRequired: true });
    }
    expect(await COLLECTIONS.scenarios.of(server.store).find({ name: 'Nope' })).toEqual([]);
  });
});
