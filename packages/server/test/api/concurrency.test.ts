import {
  ConflictError,
  type LineupLabClient,
  LineupLabError,
  NotFoundError,
  UpgradeRequiredError,
} from '@lineup-lab/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../src/ports/collections.js';
import { seedPlayers } from '../support/players.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: LineupLabClient;

beforeAll(async () => {
  server = await startTestServer();
  await seedPlayers(server.store);
  admin = await server.signInAdmin();
});
afterAll(() => server.close());

/** The outcomes of calls started together, each a value or the SDK error it was refused with. */
async function together<T>(calls: ReadonlyArray<() => Promise<T>>): Promise<Array<T | LineupLabError>> {
  const settled = await Promise.allSettled(calls.map((call) => call()));
  return settled.map((outcome) => {
    if (outcome.status === 'fulfilled') return outcome.value;
    if (outcome.reason instanceof LineupLabError) return outcome.reason;
    throw outcome.reason;
  });
}

const refused = <T>(outcomes: Array<T | LineupLabError>) =>
  outcomes.filter((o): o is LineupLabError => o instanceof LineupLabError);
const succeeded = <T>(outcomes: Array<T | LineupLabError>) =>
  outcomes.filter((o): o is T => !(o instanceof LineupLabError));

describe('parallel changes to one team', () => {
  it('6 parallel adds of different players all land: nothing lost, version +6', async () => {
    const teamName = 'Parallel Adds';
    const { team } = await admin.teams.create({ teamName });
    const playerIds = ['p-mahomes', 'p-barkley', 'p-chase', 'p-kelce', 'p-tucker', 'p-sf-dst'];

    const outcomes = await together(
      playerIds.map((playerId) => () => admin.lineups.addPlayer({ teamName, playerId })),
    );

    expect(refused(outcomes)).toEqual([]);
    const versions = succeeded(outcomes).map((answer) => answer.team.version);
    expect([...versions].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    const after = await admin.teams.lineups(teamName);
    expect(after.version).toBe(team.version + 6);
    expect(after.bench.map((p) => p._id).sort()).toEqual([...playerIds].sort());
  });

  it('regression: 7 parallel adds (a full bench) all land; the 7th used to lose 5 lockstep races and get 409', async () => {
    const teamName = 'Full Bench Burst';
    await admin.teams.create({ teamName });
    const playerIds = ['p-allen', 'p-hurts', 'p-bijan', 'p-henry', 'p-hall', 'p-lamb', 'p-stbrown'];

    const outcomes = await together(
      playerIds.map((playerId) => () => admin.lineups.addPlayer({ teamName, playerId })),
    );

    expect(refused(outcomes).map((error) => error.message)).toEqual([]);
    const after = await admin.teams.lineups(teamName);
    expect(after.version).toBe(7);
    expect(after.bench.map((p) => p._id).sort()).toEqual([...playerIds].sort());
  });

  it('of two parallel changes on the same expectedVersion, exactly one lands and the other is 409', async () => {
    const teamName = 'Same Version';
    await admin.teams.create({ teamName });
    const { team } = await admin.lineups.addPlayer({ teamName, playerId: 'p-allen' });

    const outcomes = await together([
      () => admin.lineups.addPlayer({ teamName, playerId: 'p-hurts', expectedVersion: team.version }),
      () => admin.lineups.addPlayer({ teamName, playerId: 'p-lamar', expectedVersion: team.version }),
    ]);

    expect(succeeded(outcomes)).toHaveLength(1);
    const [conflict] = refused(outcomes);
    expect(conflict).toBeInstanceOf(ConflictError);
    expect(conflict).toMatchObject({ status: 409, code: 'CONFLICT' });
    const after = await admin.teams.lineups(teamName);
    expect(after.version).toBe(team.version + 1);
    expect(after.bench).toHaveLength(2);
  });
});

describe('parallel team creation and deletion', () => {
  it('two parallel creates by a new free user: exactly one succeeds, the other needs an upgrade', async () => {
    const fan = await server.signUp('parallel-creator@example.com');

    const outcomes = await together([
      () => fan.teams.create({ teamName: 'Race One' }),
      () => fan.teams.create({ teamName: 'Race Two' }),
    ]);

    expect(succeeded(outcomes)).toHaveLength(1);
    const [refusal] = refused(outcomes);
    expect(refusal).toBeInstanceOf(UpgradeRequiredError);
    expect(refusal).toMatchObject({ upgradeRequired: true, status: 403 });
    expect((await fan.user.teams()).teams).toHaveLength(1);
    expect((await fan.user.subscriptionStatus()).usage.teamsCreated).toBe(1);
  });

  it('two parallel creates of one name: one team, the other 409', async () => {
    const outcomes = await together([
      () => admin.teams.create({ teamName: 'Twin Name' }),
      () => admin.teams.create({ teamName: 'twin name' }),
    ]);

    expect(succeeded(outcomes)).toHaveLength(1);
    expect(refused(outcomes)[0]).toBeInstanceOf(ConflictError);
    const twins = (await admin.user.teams()).teams.filter((t) => t.teamName.toLowerCase() === 'twin name');
    expect(twins).toHaveLength(1);
  });

  it('two parallel deletes of one team: one answer, one 404, and the place is given back once', async () => {
    const fan = await server.signUp('parallel-deleter@example.com');
    await fan.teams.create({ teamName: 'Short Lived' });

    const outcomes = await together([
      () => fan.teams.delete('Short Lived'),
      () => fan.teams.delete('Short Lived'),
    ]);

    expect(succeeded(outcomes)).toEqual([{ deleted: true, teamName: 'Short Lived' }]);
    expect(refused(outcomes)[0]).toBeInstanceOf(NotFoundError);
    expect((await fan.user.subscriptionStatus()).usage.teamsCreated).toBe(0);
    await fan.teams.create({ teamName: 'Next' });
    expect(await fan.teams.create({ teamName: 'One Too Many' }).catch((e: unknown) => e)).toBeInstanceOf(
      UpgradeRequiredError,
    );
  });
});

describe('parallel first calls of a new user', () => {
  it('provision exactly one user record', async () => {
    const email = 'first-calls@example.com';
    const users = COLLECTIONS.users.of(server.store);
    const fan = await server.signUp(email);
    const before = await users.countDocuments({});

    const outcomes = await together<unknown>([
      () => fan.user.teams(),
      () => fan.user.subscriptionStatus(),
      () => fan.leagues.list(),
      () => fan.billing.plans(),
      () => fan.players.injuries(),
      () => fan.teams.create({ teamName: 'Day One' }),
    ]);

    expect(refused(outcomes)).toEqual([]);
    expect(await users.countDocuments({})).toBe(before + 1);
    expect(await users.countDocuments({ email })).toBe(1);
    expect((await fan.user.subscriptionStatus()).usage.teamsCreated).toBe(1);
  });
});
