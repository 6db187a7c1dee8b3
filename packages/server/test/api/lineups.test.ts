import { LINEUP_MESSAGES, type Team } from '@lineup-lab/core';
import { ConflictError, type LineupLabClient, NotFoundError, ValidationError } from '@lineup-lab/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPlayers, testPlayer } from '../support/players.js';
import { errorBodyOf, rawRequest, refusal } from '../support/requests.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { makePro } from '../support/users.js';

const COACH = 'lineup-coach@example.com';

let server: TestServer;
let coach: LineupLabClient;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedPlayers(server.store);
  ({ client: coach, token } = await server.signUpWithToken(COACH));
  // A pro coach, so that every test can have a team of its own.
  await coach.user.subscriptionStatus();
  await makePro(server.store, COACH);
});
afterAll(() => server.close());

/** A new team of the coach's with these catalogue players on the bench, in order. */
async function teamWith(teamName: string, playerIds: readonly string[]): Promise<Team> {
  let { team } = await coach.teams.create({ teamName });
  for (const playerId of playerIds) ({ team } = await coach.lineups.addPlayer({ teamName, playerId }));
  return team;
}

/** The team as stored now (lineups, bench and version), to compare before and after a refusal. */
const snapshot = (teamName: string) => coach.teams.lineups(teamName);

const ids = (players: readonly { _id: string }[]) => players.map((p) => p._id);

describe('POST /api/edit-lineup', () => {
  it('adds players found by search to the bench, one version at a time, filled in from the catalogue', async () => {
    const teamName = 'Search Adds';
    let { team } = await coach.teams.create({ teamName });
    const added: string[] = [];

    for (const q of ['mahomes', 'barkley', "ja'marr", 'kelce']) {
      const { players } = await coach.players.search({ q });
      const [found] = players;
      if (!found) throw new Error(`search '${q}' found nobody`);
      const previous = team.version;

      ({ team } = await coach.lineups.addPlayer({ teamName, playerId: found._id }));
      added.push(found._id);

      expect(team.version).toBe(previous + 1);
      expect(ids(team.bench)).toEqual(added);
    }
    expect(added).toEqual(['p-mahomes', 'p-barkley', 'p-chase', 'p-kelce']);
    const { injury: _, injuryUpdatedAt: __, ...kelce } = testPlayer('p-kelce');
    expect(team.bench[3]).toEqual(kelce);
    expect(await snapshot(teamName)).toEqual({
      teamName,
      lineups: team.lineups,
      bench: team.bench,
      version: 4,
    });
  });

  it('placement fit: each player into the best empty slot he may fill (own slot, RB1 before RB2, then FLEX), else the bench; the history says where', async () => {
    const teamName = 'Fit Adds';
    await coach.teams.create({ teamName });
    const adds: Array<[string, string]> = [
      ['p-bijan', 'RB1'],
      ['p-henry', 'RB2'],
      ['p-hall', 'FLEX'],
      ['p-barkley', 'BENCH'],
      ['p-mahomes', 'QB'],
      ['p-chase', 'WR1'],
      ['p-lamb', 'WR2'],
      ['p-kelce', 'TE'],
      ['p-laporta', 'BENCH'],
      ['p-butker', 'K'],
      ['p-sf-dst', 'D/ST'],
    ];
    let team: Team | undefined;
    for (const [playerId, slot] of adds) {
      const answer = await coach.lineups.addPlayer({ teamName, playerId, placement: 'fit' });
      expect([playerId, answer.placed]).toEqual([playerId, slot]);
      team = answer.team;
    }
    // Nine starters and two on the bench in eleven calls, one per player.
    expect(team?.version).toBe(adds.length);
    expect(team?.lineups[0]).toMatchObject({
      quarterback: { _id: 'p-mahomes' },
      runningBacks: [{ _id: 'p-bijan' }, { _id: 'p-henry' }],
      wideReceivers: [{ _id: 'p-chase' }, { _id: 'p-lamb' }],
      tightEnd: { _id: 'p-kelce' },
      flex: { _id: 'p-hall' },
      defenseST: { _id: 'p-sf-dst' },
      kicker: { _id: 'p-butker' },
    });
    expect(ids(team?.bench ?? [])).toEqual(['p-barkley', 'p-laporta']);
    const { versions } = await coach.teams.history(teamName);
    const changes = versions.map((version) => version.changes);
    expect(changes).toContain('Derrick Henry added at RB2');
    expect(changes).toContain('Sam LaPorta added');
    // The wire default is the bench, as before.
    const benched = await coach.lineups.addPlayer({ teamName: 'Fit Adds', playerId: 'p-allen' });
    expect(benched.placed).toBe('BENCH');
    expect(ids(benched.team.bench)).toEqual(['p-barkley', 'p-laporta', 'p-allen']);
  });

  it('placement fit with a full bench: into an empty slot he fits; else the full bench’s refusal, nothing changed', async () => {
    const seven = ['p-allen', 'p-hurts', 'p-bijan', 'p-henry', 'p-hall', 'p-lamb', 'p-stbrown'];
    await teamWith('Full Fit', seven);
    const fitted = await coach.lineups.addPlayer({
      teamName: 'Full Fit',
      playerId: 'p-kelce',
      placement: 'fit',
    });
    expect(fitted.placed).toBe('TE');
    expect(fitted.team.bench).toHaveLength(7);
    await coach.lineups.moveToSlot({
      teamName: 'Full Fit',
      playerId: 'p-allen',
      positionType: 'quarterback',
    });
    await coach.lineups.addPlayer({ teamName: 'Full Fit', playerId: 'p-barkley' });
    const before = await snapshot('Full Fit');
    const error = await refusal(
      coach.lineups.addPlayer({ teamName: 'Full Fit', playerId: 'p-mahomes', placement: 'fit' }),
    );
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ status: 409, code: 'BENCH_FULL', message: LINEUP_MESSAGES.benchFull() });
    expect(await snapshot('Full Fit')).toEqual(before);
    const bad = await rawRequest(server.url, {
      method: 'POST',
      path: '/api/edit-lineup',
      token,
      body: { teamName: 'Full Fit', playerId: 'p-mahomes', placement: 'starter' },
    });
    expect(bad.status).toBe(400);
    expect(errorBodyOf(bad).message).toBe('placement must be fit or bench');
  });

  it('refuses an 8th bench player with 409 BENCH_FULL and core’s message', async () => {
    const seven = ['p-allen', 'p-hurts', 'p-bijan', 'p-henry', 'p-hall', 'p-lamb', 'p-stbrown'];
    await teamWith('Full Bench', seven);
    const before = await snapshot('Full Bench');

    const error = await refusal(coach.lineups.addPlayer({ teamName: 'Full Bench', playerId: 'p-ajbrown' }));

    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ status: 409, code: 'BENCH_FULL', message: LINEUP_MESSAGES.benchFull() });
    expect(await snapshot('Full Bench')).toEqual(before);
    expect(before.bench).toHaveLength(7);
  });

  it('refuses an unknown player with 404', async () => {
    await teamWith('Unknown Player', ['p-mahomes']);
    const before = await snapshot('Unknown Player');

    const error = await refusal(
      coach.lineups.addPlayer({ teamName: 'Unknown Player', playerId: 'p-nobody' }),
    );

    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Player p-nobody not found' });
    expect(await snapshot('Unknown Player')).toEqual(before);
  });

  it('refuses a player already on the team, on the bench or starting (PLAYER_ALREADY_ON_TEAM)', async () => {
    await teamWith('Twice', ['p-allen', 'p-lamb']);
    await coach.lineups.moveToSlot({ teamName: 'Twice', playerId: 'p-allen', positionType: 'quarterback' });
    const before = await snapshot('Twice');

    for (const playerId of ['p-lamb', 'p-allen']) {
      const error = await refusal(coach.lineups.addPlayer({ teamName: 'Twice', playerId }));
      expect(error).toBeInstanceOf(ConflictError);
      expect(error).toMatchObject({
        status: 409,
        code: 'PLAYER_ALREADY_ON_TEAM',
        message: LINEUP_MESSAGES.alreadyOnTeam(playerId),
      });
    }
    expect(await snapshot('Twice')).toEqual(before);
  });

  it('refuses a team the user does not have with 404', async () => {
    const error = await refusal(coach.lineups.addPlayer({ teamName: 'No Such Team', playerId: 'p-allen' }));
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: "Team 'No Such Team' not found" });
  });
});

describe('POST /api/move-to-slot', () => {
  it('puts a QB at quarterback and an RB with index 1 at RB2, each a new version', async () => {
    const start = await teamWith('Slots', ['p-mahomes', 'p-barkley', 'p-chase']);

    const { team: withQb } = await coach.lineups.moveToSlot({
      teamName: 'Slots',
      playerId: 'p-mahomes',
      positionType: 'quarterback',
    });
    const { team: withRb } = await coach.lineups.moveToSlot({
      teamName: 'Slots',
      playerId: 'p-barkley',
      positionType: 'runningBacks',
      index: 1,
    });

    expect(withQb.version).toBe(start.version + 1);
    expect(withQb.lineups[0]?.quarterback?._id).toBe('p-mahomes');
    expect(ids(withQb.bench)).toEqual(['p-barkley', 'p-chase']);
    expect(withRb.version).toBe(start.version + 2);
    expect(withRb.lineups[0]?.runningBacks.map((p) => p?._id ?? null)).toEqual([null, 'p-barkley']);
    expect(withRb.lineups[0]?.quarterback?._id).toBe('p-mahomes');
    expect(ids(withRb.bench)).toEqual(['p-chase']);
  });

  it('refuses a WR at tightEnd with INELIGIBLE_SLOT and changes nothing', async () => {
    await teamWith('Ineligible', ['p-jefferson', 'p-kittle']);
    const before = await snapshot('Ineligible');

    const error = await refusal(
      coach.lineups.moveToSlot({ teamName: 'Ineligible', playerId: 'p-jefferson', positionType: 'tightEnd' }),
    );

    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({
      status: 409,
      code: 'INELIGIBLE_SLOT',
      message: LINEUP_MESSAGES.ineligible('WR', 'TE'),
    });
    expect(await snapshot('Ineligible')).toEqual(before);
  });

  it('swaps the occupant of a slot back to the bench', async () => {
    await teamWith('Swap', ['p-tucker', 'p-butker']);
    await coach.lineups.moveToSlot({ teamName: 'Swap', playerId: 'p-tucker', positionType: 'kicker' });

    // index is ignored for one-slot keys
    const { team } = await coach.lineups.moveToSlot({
      teamName: 'Swap',
      playerId: 'p-butker',
      positionType: 'kicker',
      index: 1,
    });

    expect(team.lineups[0]?.kicker?._id).toBe('p-butker');
    expect(ids(team.bench)).toEqual(['p-tucker']);
  });

  it('is refused by the server for a bad body (400 with the field)', async () => {
    const response = await rawRequest(server.url, {
      method: 'POST',
      path: '/api/move-to-slot',
      token,
      body: { teamName: 'Slots', playerId: 'p-mahomes', positionType: 'goalie' },
    });
    expect(response.status).toBe(400);
    expect(errorBodyOf(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(errorBodyOf(response).issues?.map((issue) => issue.path)).toEqual(['body.positionType']);

    const badIndex = await refusal(
      coach.lineups.moveToSlot({
        teamName: 'Slots',
        playerId: 'p-mahomes',
        positionType: 'runningBacks',
        // @ts-expect-error the SDK refuses an index other than 0 or 1 before sending
        index: 2,
      }),
    );
    expect(badIndex).toBeInstanceOf(ValidationError);
    expect(badIndex).toMatchObject({ status: undefined, message: 'index must be 0 or 1' });
  });
});

describe('POST /api/move-player', () => {
  it('moves a TE from the bench to FLEX', async () => {
    const start = await teamWith('Flex', ['p-laporta']);

    const { team } = await coach.lineups.movePlayer({
      teamName: 'Flex',
      playerId: 'p-laporta',
      fromPosition: 'BENCH',
      toPosition: 'FLEX',
    });

    expect(team.version).toBe(start.version + 1);
    expect(team.lineups[0]?.flex?._id).toBe('p-laporta');
    expect(team.bench).toEqual([]);
  });

  it('refuses a move from where the player is not (PLAYER_NOT_AT_POSITION) and changes nothing', async () => {
    await teamWith('Not There', ['p-hurts']);
    const before = await snapshot('Not There');

    const error = await refusal(
      coach.lineups.movePlayer({
        teamName: 'Not There',
        playerId: 'p-hurts',
        fromPosition: 'QB',
        toPosition: 'BENCH',
      }),
    );

    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({
      status: 409,
      code: 'PLAYER_NOT_AT_POSITION',
      message: LINEUP_MESSAGES.notAt('p-hurts', 'QB', 'BENCH'),
    });
    expect(await snapshot('Not There')).toEqual(before);
  });

  it('moves a starter to the bench', async () => {
    await teamWith('To Bench', ['p-lamar', 'p-henry']);
    const { team: started } = await coach.lineups.moveToSlot({
      teamName: 'To Bench',
      playerId: 'p-lamar',
      positionType: 'quarterback',
    });

    const { team } = await coach.lineups.movePlayer({
      teamName: 'To Bench',
      playerId: 'p-lamar',
      fromPosition: 'QB',
      toPosition: 'BENCH',
    });

    expect(team.version).toBe(started.version + 1);
    expect(team.lineups[0]?.quarterback).toBeNull();
    expect(ids(team.bench)).toEqual(['p-henry', 'p-lamar']);
  });

  it('refuses a player not on the team (PLAYER_NOT_ON_TEAM)', async () => {
    await teamWith('Stranger', ['p-hall']);
    const error = await refusal(
      coach.lineups.movePlayer({
        teamName: 'Stranger',
        playerId: 'p-kelce',
        fromPosition: 'BENCH',
        toPosition: 'TE',
      }),
    );
    expect(error).toMatchObject({ status: 409, code: 'PLAYER_NOT_ON_TEAM' });
  });

  it('is refused by the server for an unknown place (400)', async () => {
    const response = await rawRequest(server.url, {
      method: 'POST',
      path: '/api/move-player',
      token,
      body: { teamName: 'Flex', playerId: 'p-laporta', fromPosition: 'FLEX', toPosition: 'GOALIE' },
    });
    expect(response.status).toBe(400);
    expect(errorBodyOf(response).issues?.map((issue) => issue.path)).toEqual(['body.toPosition']);
  });
});

describe('DELETE /api/drop-player', () => {
  it('drops a bench player for good', async () => {
    const start = await teamWith('Drops', ['p-elliott', 'p-sf-dst']);

    const { team } = await coach.lineups.dropPlayer({ teamName: 'Drops', playerId: 'p-elliott' });

    expect(team.version).toBe(start.version + 1);
    expect(ids(team.bench)).toEqual(['p-sf-dst']);
    expect((await snapshot('Drops')).bench).toEqual(team.bench);
  });

  it('refuses to drop a starter (NOT_ON_BENCH) and changes nothing', async () => {
    await teamWith('Keep Starter', ['p-bal-dst']);
    await coach.lineups.moveToSlot({
      teamName: 'Keep Starter',
      playerId: 'p-bal-dst',
      positionType: 'defenseST',
    });
    const before = await snapshot('Keep Starter');

    const error = await refusal(
      coach.lineups.dropPlayer({ teamName: 'Keep Starter', playerId: 'p-bal-dst' }),
    );

    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({
      status: 409,
      code: 'NOT_ON_BENCH',
      message: LINEUP_MESSAGES.notOnBench('p-bal-dst'),
    });
    expect(await snapshot('Keep Starter')).toEqual(before);
  });

  it('refuses a player not on the team (PLAYER_NOT_ON_TEAM)', async () => {
    await teamWith('Drop Stranger', []);
    const error = await refusal(coach.lineups.dropPlayer({ teamName: 'Drop Stranger', playerId: 'p-allen' }));
    expect(error).toMatchObject({
      status: 409,
      code: 'PLAYER_NOT_ON_TEAM',
      message: LINEUP_MESSAGES.notOnTeam('p-allen'),
    });
  });
});

describe('expectedVersion (optimistic concurrency)', () => {
  it('applies a change made on the current version', async () => {
    const start = await teamWith('Versioned', ['p-kittle']);
    const { team } = await coach.lineups.moveToSlot({
      teamName: 'Versioned',
      playerId: 'p-kittle',
      positionType: 'tightEnd',
      expectedVersion: start.version,
    });
    expect(team.version).toBe(start.version + 1);
  });

  it('refuses every mutating call on a stale version with 409 CONFLICT and changes nothing', async () => {
    const start = await teamWith('Stale', ['p-allen', 'p-bijan']);
    const stale = start.version - 1;
    const before = await snapshot('Stale');
    const teamName = 'Stale';

    const calls = [
      () => coach.lineups.addPlayer({ teamName, playerId: 'p-hill', expectedVersion: stale }),
      () =>
        coach.lineups.moveToSlot({
          teamName,
          playerId: 'p-allen',
          positionType: 'quarterback',
          expectedVersion: stale,
        }),
      () =>
        coach.lineups.movePlayer({
          teamName,
          playerId: 'p-bijan',
          fromPosition: 'BENCH',
          toPosition: 'RB1',
          expectedVersion: stale,
        }),
      () => coach.lineups.dropPlayer({ teamName, playerId: 'p-bijan', expectedVersion: stale }),
    ];
    for (const call of calls) {
      const error = await refusal(call());
      expect(error).toBeInstanceOf(ConflictError);
      expect(error).toMatchObject({ status: 409, code: 'CONFLICT' });
      expect(error.body).toMatchObject({ currentVersion: start.version });
    }
    expect(await snapshot('Stale')).toEqual(before);
  });
});
