import { API_ROUTE_LIST, may, routePath } from '@lineup-lab/core';
import { AuthenticationError, type LineupLabClient, NotFoundError } from '@lineup-lab/sdk';
import type { JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPlayers } from '../support/players.js';
import { errorBodyOf, rawRequest, refusal } from '../support/requests.js';
import { freshTimes, resignedToken as resignedWithKey } from '../support/resigned-token.js';
import { ADMIN_EMAIL, type SignedIn, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let owner: SignedIn;
let intruder: LineupLabClient;
let admin: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  await seedPlayers(server.store);
  [owner, intruder, admin] = await Promise.all([
    server.signUpWithToken('owner@example.com'),
    server.signUp('intruder@example.com'),
    server.signInAdminWithToken(),
  ]);
});
afterAll(() => server.close());

/** A token signed with the server's own stored key: a real user's claims, some changed. */
const resignedToken = (token: string, claims: JWTPayload) => resignedWithKey(server.store, token, claims);

describe('bearer tokens', () => {
  it('a missing token on a user route is 401 Authentication required', async () => {
    const error = await refusal(server.anonymous().user.subscriptionStatus());
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Authentication required' });
  });

  it('a garbage token on a user route is 401, and on the public health call is simply not signed in', async () => {
    const error = await refusal(withToken('not.a.jwt').user.teams());
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Invalid or expired token',
    });
    const response = await rawRequest(server.url, { path: '/api/user/teams', token: 'not.a.jwt' });
    expect(response.status).toBe(401);
    expect(errorBodyOf(response).code).toBe('UNAUTHENTICATED');

    const health = await rawRequest(server.url, { path: '/api/session/health', token: 'not.a.jwt' });
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ authenticated: false });
  });

  it('an expired token is 401 through the SDK, though signed with the right key', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await resignedToken(owner.token, { iat: now - 7200, exp: now - 3600 });
    const stillValid = await resignedToken(owner.token, { iat: now - 60, exp: now + 600 });

    const error = await refusal(withToken(expired).user.teams());

    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Invalid or expired token',
    });
    expect(await withToken(stillValid).user.teams()).toEqual(await owner.client.user.teams());
  });

  it('a token whose claims were changed after signing is 401', async () => {
    const [header, payload, signature] = owner.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as JWTPayload;
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'admin@lineup-lab.test' })).toString(
      'base64url',
    );

    const error = await refusal(withToken([header, forged, signature].join('.')).user.subscriptionStatus());

    expect(error).toBeInstanceOf(AuthenticationError);
  });
});

describe("another user's team", () => {
  const teamName = 'Private Team';

  beforeAll(async () => {
    await owner.client.teams.create({ teamName });
    for (const playerId of ['p-mahomes', 'p-barkley', 'p-kelce']) {
      await owner.client.lineups.addPlayer({ teamName, playerId });
    }
    await owner.client.lineups.moveToSlot({ teamName, playerId: 'p-mahomes', positionType: 'quarterback' });
  });

  it('can never be read or changed by another user: every call is 404 and the team is unchanged', async () => {
    const before = await owner.client.teams.lineups(teamName);
    const notFound = await refusal(intruder.teams.get('No Team Of That Name'));

    const attempts = [
      () => intruder.teams.get(teamName),
      () => intruder.teams.lineups(teamName),
      () => intruder.teams.delete(teamName),
      () => intruder.lineups.addPlayer({ teamName, playerId: 'p-allen' }),
      () =>
        intruder.lineups.movePlayer({
          teamName,
          playerId: 'p-mahomes',
          fromPosition: 'QB',
          toPosition: 'BENCH',
        }),
      () => intruder.lineups.moveToSlot({ teamName, playerId: 'p-barkley', positionType: 'runningBacks' }),
      () => intruder.lineups.dropPlayer({ teamName, playerId: 'p-kelce' }),
      () => intruder.teams.week(teamName, 3),
      () => intruder.lineups.optimize(teamName, { week: 3 }),
      () => intruder.teams.setScoring(teamName, { format: 'ppr' }),
      () => intruder.teams.setMode(teamName, { mode: 'aggressive' }),
      () => intruder.teams.record(teamName),
    ];
    for (const attempt of attempts) {
      const error = await refusal(attempt());
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error).toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
        message: `Team '${teamName}' not found`,
      });
    }

    expect(notFound.message).toBe("Team 'No Team Of That Name' not found");
    expect(await owner.client.teams.lineups(teamName)).toEqual(before);
    expect(before.version).toBe(4);
    expect(await intruder.user.teams()).toEqual({ teams: [] });
  });

  it('is not reachable through the user routes by the administrator either', async () => {
    const before = await owner.client.teams.lineups(teamName);

    expect(await refusal(admin.client.teams.get(teamName))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await refusal(admin.client.teams.delete(teamName))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await refusal(admin.client.teams.week(teamName, 3))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await refusal(admin.client.lineups.optimize(teamName, { week: 3 }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await owner.client.teams.lineups(teamName)).toEqual(before);
  });

  it('stays apart from a team of the same name of another user', async () => {
    const before = await owner.client.teams.lineups(teamName);

    await intruder.teams.create({ teamName: 'private team' });
    const { team } = await intruder.lineups.addPlayer({ teamName: 'Private Team', playerId: 'p-allen' });
    await intruder.lineups.dropPlayer({ teamName: 'Private Team', playerId: 'p-allen' });
    await intruder.teams.delete('Private Team');

    expect(team.teamName).toBe('private team');
    expect(team.bench.map((p) => p._id)).toEqual(['p-allen']);
    expect(await owner.client.teams.lineups(teamName)).toEqual(before);
  });
});

describe('GET /api/admin/test', () => {
  it('answers the administrator with who the server thinks they are', async () => {
    const answer = await admin.client.admin.test();
    expect(answer).toMatchObject({ ok: true, message: 'Admin access confirmed', user: { roles: ['admin'] } });
    expect(answer.user.email).toBe(ADMIN_EMAIL);
  });

  it('refuses a signed-in user with 403 and an anonymous caller with 401', async () => {
    expect(await refusal(intruder.admin.test())).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await refusal(server.anonymous().admin.test())).toBeInstanceOf(AuthenticationError);
  });
});

describe('the admin rule (ADMIN_EMAIL alone while ADMIN_ROLE is unset)', () => {
  const soon = freshTimes;

  it("refuses a user's token carrying the admin role: the roles claim does not count", async () => {
    const token = await resignedToken(owner.token, { ...soon(), roles: ['admin'] });
    expect(await refusal(withToken(token).admin.test())).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await withToken(token).user.profile()).toMatchObject({
      email: 'owner@example.com',
      role: 'user',
      adminLevel: 0,
    });
  });

  it("refuses the administrator's address when the token says it is not verified", async () => {
    const token = await resignedToken(admin.token, { ...soon(), email_verified: false });
    expect(await refusal(withToken(token).admin.test())).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const verified = await resignedToken(admin.token, { ...soon(), email_verified: true });
    expect(await withToken(verified).admin.test()).toMatchObject({ ok: true });
  });

  it('refuses look-alikes of the address: a trailing space, a Cyrillic letter, another case of a non-ASCII letter', async () => {
    for (const email of [
      `${ADMIN_EMAIL} `,
      ADMIN_EMAIL.replace('a', '\u0430'),
      ADMIN_EMAIL.replace('a', '\uFF41'),
    ]) {
      const token = await resignedToken(owner.token, { ...soon(), email, roles: ['admin'] });
      expect(await refusal(withToken(token).admin.test()), JSON.stringify(email)).toMatchObject({
        status: 403,
      });
    }
    const upper = await resignedToken(admin.token, {
      ...soon(),
      email: ADMIN_EMAIL.toUpperCase(),
      roles: [],
    });
    expect(await withToken(upper).admin.test()).toMatchObject({ ok: true });
  });
});

// Every route of API_ROUTES is served, and each is checked here against what its entry says (its
// `auth` and `permission`): adding a call needs no edit in this file.
describe('every route of the contract', () => {
  it('refuses an anonymous caller (401) on user and admin routes, and a signed-in user (403) on admin routes', async () => {
    const guarded = API_ROUTE_LIST.filter((route) => route.auth !== 'public');
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const params = Object.fromEntries(
        [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name ?? '', 'x']),
      );
      const path = routePath(route.path, params);
      const body = route.body ? { body: {} } : {};
      const anonymous = await rawRequest(server.url, { method: route.method, path, ...body });
      expect({ route: route.name, status: anonymous.status }).toEqual({ route: route.name, status: 401 });
      if (route.auth !== 'admin') continue;
      const user = await rawRequest(server.url, { method: route.method, path, token: owner.token, ...body });
      expect({ route: route.name, status: user.status }).toEqual({ route: route.name, status: 403 });
    }
  });

  it("refuses a free caller (403 UPGRADE_REQUIRED) exactly where the route's permission and core's may say so", async () => {
    // The owner is free and has used the one team the free tier allows (above), but no league:
    // some gated routes are open to them and some are not, as core's `may` decides on the server's answer.
    const status = await owner.client.user.subscriptionStatus();
    expect(status.tier).toBe('free');
    const gated = API_ROUTE_LIST.flatMap((route) =>
      route.permission ? [{ ...route, action: route.permission }] : [],
    );
    const verdicts = gated.map((route) => may(status, route.action).allowed);
    expect(verdicts).toContain(true);
    expect(verdicts).toContain(false);
    for (const route of gated) {
      // Blank path parameters and an empty body: an allowed caller is stopped by validation, so
      // nothing is changed and no remote service is called.
      const params = Object.fromEntries(
        [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name ?? '', ' ']),
      );
      const path = routePath(route.path, params);
      const answer = await rawRequest(server.url, {
        method: route.method,
        path,
        token: owner.token,
        ...(route.body && { body: {} }),
      });
      const verdict = may(status, route.action);
      if (verdict.allowed) {
        expect({ route: route.name, status: answer.status }).not.toEqual({ route: route.name, status: 403 });
      } else {
        const { code, message } = errorBodyOf(answer);
        expect({ route: route.name, status: answer.status, code, message }).toEqual({
          route: route.name,
          status: 403,
          code: 'UPGRADE_REQUIRED',
          message: verdict.reason,
        });
      }
    }
  });
});

describe('malformed percent-encoding in a path (regression: 500 INTERNAL with a stack trace)', () => {
  it('answers 400 on every served route with a path parameter, and on the sign-in pages', async () => {
    const withParams = API_ROUTE_LIST.filter((route) => route.path.includes('/:'));
    expect(withParams.length).toBeGreaterThan(3);
    for (const route of withParams) {
      const path = route.path.replace(/:\w+/g, '%ZZ');
      const response = await rawRequest(server.url, {
        method: route.method,
        path,
        token: owner.token,
        ...(route.body && { body: {} }),
      });
      expect({ path, status: response.status, code: errorBodyOf(response).code }).toEqual({
        path,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    for (const path of [
      '/oidc/interaction/%ZZ',
      '/oidc/interaction/%ZZ/login',
      '/oidc/interaction/%E0%A4%A/signup',
    ]) {
      const response = await fetch(`${server.url}${path}`, {
        method: path.endsWith('/login') ? 'POST' : 'GET',
      });
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('lists every route of the contract, each served', async () => {
    const response = await rawRequest(server.url, { path: '/api/openapi.json' });
    const document = response.body as { paths: Record<string, Record<string, { operationId: string }>> };

    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        name: operation.operationId,
        call: `${method.toUpperCase()} ${path}`,
      })),
    );

    const expected = API_ROUTE_LIST.map(({ name, method, path }) => ({
      name,
      call: `${method} ${path.replace(/:(\w+)/g, '{$1}')}`,
    }));
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(listed.sort(byName)).toEqual(expected.sort(byName));
  });
});

/** An SDK client that sends this token. */
const withToken = (token: string): LineupLabClient => server.clientWithToken(token);
