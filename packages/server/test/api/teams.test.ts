import { emptyLineup, type Lineup, UPGRADE_REASONS, ZTeamResponse } from '@lineup-lab/core';
import {
  ConflictError,
  createClient,
  type LineupLabClient,
  NotFoundError,
  UpgradeRequiredError,
  ValidationError,
} from '@lineup-lab/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodyOf, rawRequest, refusal } from '../support/requests.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { makePro, updateUser } from '../support/users.js';

let server: TestServer;
let admin: LineupLabClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signInAdmin();
});
afterAll(() => server.close());

const EMPTY_LINEUP: Lineup = emptyLineup();

describe('POST /api/create-team', () => {
  it('answers 201 with the new, empty team, its name trimmed', async () => {
    const { client, token } = await server.signUpWithToken('create-fan@example.com');

    const response = await rawRequest(server.url, {
      method: 'POST',
      path: '/api/create-team',
      token,
      body: { teamName: '  Gridiron Gang  ' },
    });

    expect(response.status).toBe(201);
    const { team } = ZTeamResponse.parse(response.body);
    expect(team).toMatchObject({ teamName: 'Gridiron Gang', version: 0, lineups: [EMPTY_LINEUP], bench: [] });
    expect(team.createdAt).toBe(team.updatedAt);
    expect(await client.teams.get('Gridiron Gang')).toEqual({ team });
  });

  it('trims the name through the SDK too', async () => {
    const fan = await server.signUp('create-trim@example.com');
    const { team } = await fan.teams.create({ teamName: '\tMonday Night Misfits ' });
    expect(team.teamName).toBe('Monday Night Misfits');
  });

  it("refuses a blank name in the SDK, before any request ('Team name is required')", async () => {
    const requests: string[] = [];
    const client = createClient({
      baseUrl: server.url,
      fetch: (input, init) => {
        requests.push(`${init.method} ${input}`);
        return fetch(input, init);
      },
    });

    const error = await refusal(client.teams.create({ teamName: '   ' }));

    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ status: undefined, message: 'Team name is required' });
    expect(requests).toEqual([]);
    // The same client does send a valid call (refused there for want of a token).
    await refusal(client.teams.create({ teamName: 'Valid' }));
    expect(requests).toEqual([`POST ${server.url}/api/create-team`]);
  });

  it("is refused by the server itself with 400 'Team name is required' for a blank name", async () => {
    const { client, token } = await server.signUpWithToken('create-blank@example.com');

    for (const body of [{ teamName: '   ' }, { teamName: '' }, {}, { teamName: 42 }]) {
      const response = await rawRequest(server.url, {
        method: 'POST',
        path: '/api/create-team',
        token,
        body,
      });
      expect(response.status).toBe(400);
      expect(errorBodyOf(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Team name is required',
        issues: [{ path: 'body.teamName', message: 'Team name is required' }],
      });
    }
    expect(await client.user.teams()).toEqual({ teams: [] });
  });

  it('is refused by the server for a name a URL reads as a dot segment, which could never be opened', async () => {
    const { client, token } = await server.signUpWithToken('create-dots@example.com');
    for (const teamName of ['.', '..']) {
      const response = await rawRequest(server.url, {
        method: 'POST',
        path: '/api/create-team',
        token,
        body: { teamName },
      });
      expect(response.status).toBe(400);
      expect(errorBodyOf(response)).toMatchObject({ message: 'Team name cannot be "." or ".."' });
    }
    expect(await client.user.teams()).toEqual({ teams: [] });
  });

  it('is refused by the server for a name over 50 characters', async () => {
    const { token } = await server.signUpWithToken('create-long@example.com');
    const response = await rawRequest(server.url, {
      method: 'POST',
      path: '/api/create-team',
      token,
      body: { teamName: 'x'.repeat(51) },
    });
    expect(response.status).toBe(400);
    expect(errorBodyOf(response).message).toBe('Team name must be at most 50 characters');
  });

  it('refuses a second team on the free plan with upgradeRequired and the spec message', async () => {
    const fan = await server.signUp('create-limit@example.com');
    await fan.teams.create({ teamName: 'First Team' });

    const error = await refusal(fan.teams.create({ teamName: 'Second Team' }));

    expect(error).toBeInstanceOf(UpgradeRequiredError);
    expect(error).toMatchObject({
      status: 403,
      code: 'UPGRADE_REQUIRED',
      upgradeRequired: true,
      message: 'You have reached the limit for teams on the free plan',
    });
    expect(error.body).toMatchObject({ upgradeRequired: true });
    expect((await fan.user.teams()).teams.map((t) => t.teamName)).toEqual(['First Team']);
    expect((await fan.user.subscriptionStatus()).usage.teamsCreated).toBe(1);
  });

  it('lets a free user create again after deleting their team', async () => {
    const fan = await server.signUp('create-again@example.com');
    await fan.teams.create({ teamName: 'Old Team' });
    await fan.teams.delete('Old Team');

    const { team } = await fan.teams.create({ teamName: 'New Team' });

    expect(team.teamName).toBe('New Team');
    expect((await fan.user.teams()).teams.map((t) => t.teamName)).toEqual(['New Team']);
    expect(await refusal(fan.teams.create({ teamName: 'Third' }))).toBeInstanceOf(UpgradeRequiredError);
  });

  it('allows a free user a second team once a league is imported (spec §6), not a third', async () => {
    const email = 'create-league@example.com';
    const fan = await server.signUp(email);
    await fan.teams.create({ teamName: 'Team One' });
    await updateUser(server.store, email, { leaguesImported: 1 });

    await fan.teams.create({ teamName: 'Team Two' });
    const third = await refusal(fan.teams.create({ teamName: 'Team Three' }));

    expect(third).toMatchObject({ status: 403, message: UPGRADE_REASONS.createTeam });
    expect((await fan.user.subscriptionStatus()).limits.maxTeams).toBe(2);
    expect((await fan.user.teams()).teams).toHaveLength(2);
  });

  it('lets a pro user create many teams', async () => {
    const email = 'create-pro@example.com';
    const pro = await server.signUp(email);
    await pro.user.teams();
    await makePro(server.store, email);

    for (const teamName of ['Pro One', 'Pro Two', 'Pro Three']) await pro.teams.create({ teamName });

    expect((await pro.user.teams()).teams.map((t) => t.teamName)).toEqual([
      'Pro One',
      'Pro Two',
      'Pro Three',
    ]);
  });

  it('lets the exempt administrator create many teams', async () => {
    const names = ['Admin A', 'Admin B', 'Admin C', 'Admin D'];
    for (const teamName of names) await admin.teams.create({ teamName });

    const { teams } = await admin.user.teams();

    expect(teams.map((t) => t.teamName)).toEqual(expect.arrayContaining(names));
    expect((await admin.user.subscriptionStatus()).limits.maxTeams).toBeNull();
  });

  it("keeps names unique per user regardless of case ('Sharks' then 'sharks' is 409)", async () => {
    await admin.teams.create({ teamName: 'Sharks' });

    const error = await refusal(admin.teams.create({ teamName: 'sharks' }));

    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: "You already have a team named 'sharks'",
    });
    const sharks = (await admin.user.teams()).teams.filter((t) => t.teamName.toLowerCase() === 'sharks');
    expect(sharks.map((t) => t.teamName)).toEqual(['Sharks']);
  });

  it('gives the place back when the name was taken: the refused create does not use up the limit', async () => {
    const email = 'create-dup@example.com';
    const fan = await server.signUp(email);
    await fan.teams.create({ teamName: 'Dup' });
    await updateUser(server.store, email, { leaguesImported: 1 });

    const duplicate = await refusal(fan.teams.create({ teamName: 'DUP' }));

    expect(duplicate).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect((await fan.user.subscriptionStatus()).usage.teamsCreated).toBe(1);
    await fan.teams.create({ teamName: 'Other' });
    expect((await fan.user.teams()).teams.map((t) => t.teamName)).toEqual(['Dup', 'Other']);
  });

  it('lets two users both have a team of the same name', async () => {
    const fan = await server.signUp('create-same-name@example.com');
    const { team: adminTeam } = await admin.teams.create({ teamName: 'Jets' });

    const { team } = await fan.teams.create({ teamName: 'Jets' });

    expect(team.teamName).toBe('Jets');
    expect(team._id).not.toBe(adminTeam._id);
    expect((await fan.teams.get('Jets')).team._id).toBe(team._id);
    expect((await admin.teams.get('Jets')).team._id).toBe(adminTeam._id);
  });

  it('needs a signed-in user', async () => {
    const error = await refusal(server.anonymous().teams.create({ teamName: 'Nobody' }));
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });
});

describe('GET /api/get-team/:teamName and GET /api/get-lineups/:teamName', () => {
  it('answer the team by name, in any case, and its lineups, bench and version', async () => {
    const fan = await server.signUp('get-fan@example.com');
    const { team } = await fan.teams.create({ teamName: 'Sunday Funday' });

    expect(await fan.teams.get('Sunday Funday')).toEqual({ team });
    expect(await fan.teams.get('sunday funday')).toEqual({ team });
    expect(await fan.teams.lineups('SUNDAY FUNDAY')).toEqual({
      teamName: 'Sunday Funday',
      lineups: [EMPTY_LINEUP],
      bench: [],
      version: 0,
    });
  });

  it('find a team whose name has a slash, spaces and an ampersand', async () => {
    const fan = await server.signUp('get-odd@example.com');
    const { team } = await fan.teams.create({ teamName: 'Run/Pass & Chill' });

    expect((await fan.teams.get('Run/Pass & Chill')).team._id).toBe(team._id);
    expect((await fan.teams.lineups('Run/Pass & Chill')).teamName).toBe('Run/Pass & Chill');
    expect(await fan.teams.delete('Run/Pass & Chill')).toEqual({
      deleted: true,
      teamName: 'Run/Pass & Chill',
    });
  });

  it('answer 404 for a team the user does not have', async () => {
    const fan = await server.signUp('get-missing@example.com');
    // Each call starts only when awaited: a refusal started early would go unhandled meanwhile.
    for (const call of [() => fan.teams.get('Ghost Team'), () => fan.teams.lineups('Ghost Team')]) {
      const error = await refusal(call());
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: "Team 'Ghost Team' not found" });
    }
  });
});

describe('DELETE /api/delete-team/:teamName', () => {
  it('answers { deleted: true, teamName } with the stored name; a second delete is 404', async () => {
    const fan = await server.signUp('delete-fan@example.com');
    await fan.teams.create({ teamName: 'Doomed Dynasty' });

    expect(await fan.teams.delete('doomed dynasty')).toEqual({ deleted: true, teamName: 'Doomed Dynasty' });
    expect(await fan.user.teams()).toEqual({ teams: [] });

    const again = await refusal(fan.teams.delete('Doomed Dynasty'));
    expect(again).toBeInstanceOf(NotFoundError);
    expect(again).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await fan.user.subscriptionStatus()).usage.teamsCreated).toBe(0);
  });
});
