/**
 * The admin's Users and Lineups tabs searched, sorted and paged on the server, the account unlock,
 * the audit log and the caller's profile, through the SDK against a real server with a pinned
 * clock. Users and teams are seeded into the store by hand; every expected order is worked out here
 * from that seed.
 */
import { type AdminUser, emptyLineup, type LineupOf } from '@lineup-lab/core';
import {
  AuthenticationError,
  ConflictError,
  type LineupLabClient,
  NotFoundError,
  PermissionError,
} from '@lineup-lab/sdk';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CALLBACK_PATH } from '../../src/composition/start-server.js';
import { COLLECTIONS } from '../../src/ports/collections.js';
import type { PlayerRef, TeamRecord } from '../../src/records/team-record.js';
import { newUserRecord, type UserRecord } from '../../src/records/user-record.js';
import { recordAudit } from '../../src/use-cases/audit/record-audit.js';
import { type HandClock, handClock } from '../support/hand-clock.js';
import { SignInRefusedError, signIn } from '../support/oidc-sign-in.js';
import { seedPlayers, TEST_PLAYERS } from '../support/players.js';
import { errorBodyOf, rawRequest, refusal } from '../support/requests.js';
import { freshTimes, resignedToken } from '../support/resigned-token.js';
import { ADMIN_EMAIL, type SignedIn, startTestServer, type TestServer } from '../support/server.js';
import { storedUser } from '../support/users.js';

const NOW = '2025-09-12T12:00:00.000Z';
const MINUTE_MS = 60_000;
const LOCKED_PASSWORD = 'locked-password-1';

let server: TestServer;
let clock: HandClock;
let admin: SignedIn;
let fan: LineupLabClient;

/** A stored user as provisioning makes one, with what the test says. */
function seededUser(id: string, email: string | null, createdAt: string): UserRecord {
  return newUserRecord({ _id: id, sub: `sub-${id}`, email, createdAt });
}

/** A catalogue player as a team keeps it. */
function ref(id: string): PlayerRef {
  const player = TEST_PLAYERS.find((p) => p._id === id);
  if (!player) throw new Error(`No test player ${id}`);
  return {
    _id: player._id,
    playerName: player.playerName,
    teamName: player.teamName,
    position: player.position,
  };
}

/** A stored team: its quarterback (a starter makes it active) and bench. */
function seededTeam(
  name: string,
  ownerId: string,
  createdAt: string,
  options: { quarterback?: string; bench?: string[] } = {},
): TeamRecord {
  const empty: LineupOf<PlayerRef> = emptyLineup();
  const lineup = options.quarterback ? { ...empty, quarterback: ref(options.quarterback) } : empty;
  return {
    _id: `team-${name.toLowerCase().replace(/\s+/g, '-')}`,
    ownerId,
    teamName: name,
    teamKey: name.toLowerCase(),
    lineups: [lineup],
    bench: (options.bench ?? []).map(ref),
    version: 0,
    createdAt,
    updatedAt: createdAt,
  };
}

const august = (day: number) => `2025-08-${String(day).padStart(2, '0')}T00:00:00.000Z`;
const julyMinute = (minute: number) =>
  new Date(Date.parse('2025-07-01T00:00:00.000Z') + minute * MINUTE_MS).toISOString();
const filler = (n: number) => `filler-${String(n).padStart(2, '0')}@bulk.test`;

beforeAll(async () => {
  clock = handClock(NOW);
  server = await startTestServer({}, { clock });
  await seedPlayers(server.store);
  // Real users: the administrator, a fan, and an account to lock out and unlock.
  admin = await server.signInAdminWithToken();
  await admin.client.user.subscriptionStatus();
  clock.advance(MINUTE_MS);
  fan = await server.signUp('fan@example.com');
  await fan.user.subscriptionStatus();
  clock.advance(MINUTE_MS);
  const locked = await server.signUp('locked@example.com', LOCKED_PASSWORD);
  await locked.user.subscriptionStatus();
  clock.advance(MINUTE_MS);

  // Seeded users of August: teams and sign-in lanes as the tests below expect.
  const users = COLLECTIONS.users.of(server.store);
  for (const user of [
    seededUser('seed-zoe', 'zoe@seed.test', august(1)),
    seededUser('seed-amy', 'amy@seed.test', august(2)),
    seededUser('seed-bob', 'bob@seed.example', august(3)),
    seededUser('seed-no-email', null, august(4)),
    seededUser('seed-carl', 'carl@seed.test', august(5)),
    seededUser('seed-dana', 'dana@seed.example', august(6)),
    seededUser('seed-eve', 'eve@seed.test', august(7)),
  ]) {
    await users.insertOne(user);
  }
  // 25 more of July, a minute apart, for the pages.
  for (let n = 1; n <= 25; n += 1) await users.insertOne(seededUser(`bulk-${n}`, filler(n), julyMinute(n)));

  const teams = COLLECTIONS.teams.of(server.store);
  for (const team of [
    seededTeam('Amy Alpha', 'seed-amy', august(10), { quarterback: 'p-mahomes' }),
    seededTeam('Amy Beta', 'seed-amy', august(11), { quarterback: 'p-hurts' }),
    seededTeam('Amy Gamma', 'seed-amy', august(12)),
    seededTeam('Bob Bench', 'seed-bob', august(13), { bench: ['p-kelce'] }),
    seededTeam('Carl One', 'seed-carl', august(14), { quarterback: 'p-allen' }),
    seededTeam('Carl Two', 'seed-carl', august(15)),
    seededTeam('Eve Team', 'seed-eve', august(16)),
    seededTeam('Lost Team', 'gone-user', august(17), { quarterback: 'p-lamar' }),
  ]) {
    await teams.insertOne(team);
  }

  // Sign-in lanes: bob failed twice and may try again; carl and dana must wait (locked). Carl's
  // own browser has a lane too.
  const now = clock.now().getTime();
  const lane = (id: string, attempts: number, waitMs: number) => ({
    _id: id,
    attempts,
    nextAttemptAt: new Date(now + waitMs).toISOString(),
    expiresAt: new Date(now + 24 * 60 * MINUTE_MS).toISOString(),
  });
  const throttles = COLLECTIONS.signInThrottles.of(server.store);
  await throttles.insertOne(lane('bob@seed.example', 2, -MINUTE_MS));
  await throttles.insertOne(lane('carl@seed.test', 6, 4 * MINUTE_MS));
  await throttles.insertOne(lane('carl@seed.test#device:abc', 5, 2 * MINUTE_MS));
  await throttles.insertOne(lane('dana@seed.example', 9, 15 * MINUTE_MS));
}, 120_000);
afterAll(() => server.close());

const emailsOf = (users: readonly AdminUser[]) => users.map((user) => user.email ?? user.id);

describe('access', () => {
  const calls: Record<string, (client: LineupLabClient) => Promise<unknown>> = {
    'GET /api/admin/users?…': (client) => client.admin.users({ search: 'seed', sort: 'status' }),
    'GET /api/admin/lineups?…': (client) => client.admin.lineups({ search: 'amy', page: 2 }),
    'POST /api/admin/users/:userId/unlock': (client) => client.admin.unlockAccount('seed-carl'),
    'GET /api/admin/audit': (client) => client.admin.audit(),
  };
  it.each(Object.entries(calls))('%s is 401 anonymous and 403 for a signed-in user', async (_name, call) => {
    expect(await refusal(call(server.anonymous()))).toBeInstanceOf(AuthenticationError);
    expect(await refusal(call(fan))).toBeInstanceOf(PermissionError);
  });

  it('GET /api/user/profile is 401 anonymous', async () => {
    expect(await refusal(server.anonymous().user.profile())).toBeInstanceOf(AuthenticationError);
  });
});

describe('GET /api/user/profile', () => {
  it('answers the administrator as role admin, level 1', async () => {
    const { _id } = await storedUser(server.store, ADMIN_EMAIL);
    expect(await admin.client.user.profile()).toEqual({
      id: _id,
      email: ADMIN_EMAIL,
      role: 'admin',
      adminLevel: 1,
      lineupAlerts: true,
    });
  });

  it('answers anyone else as role user, level 0, whatever the token’s roles claim', async () => {
    const { _id } = await storedUser(server.store, 'fan@example.com');
    expect(await fan.user.profile()).toEqual({
      id: _id,
      email: 'fan@example.com',
      role: 'user',
      adminLevel: 0,
      lineupAlerts: true,
    });
  });
});

describe('GET /api/admin/users: search', () => {
  it('matches the email or the id, case-insensitively, as text; trims the search', async () => {
    const sample = await admin.client.admin.users({ search: '  SEED.EXAMPLE ' });
    expect(emailsOf(sample.users)).toEqual(['dana@seed.example', 'bob@seed.example']);
    expect(sample).toMatchObject({ total: 2, pagination: { current_page: 1, total_pages: 1 } });

    const byId = await admin.client.admin.users({ search: 'Seed-No' });
    expect(byId.users.map((user) => [user.id, user.email])).toEqual([['seed-no-email', null]]);

    const nothing = await admin.client.admin.users({ search: '.*' });
    expect(nothing).toEqual({ users: [], total: 0, pagination: { current_page: 1, total_pages: 1 } });
  });

  it('answers each row with its plan, teams and sign-in state', async () => {
    const { users } = await admin.client.admin.users({ search: 'seed-carl' });
    expect(users).toEqual([
      {
        id: 'seed-carl',
        email: 'carl@seed.test',
        role: 'user',
        adminLevel: 0,
        tier: 'free',
        exemptReason: null,
        totalLineups: 2,
        activeLineups: 1,
        createdAt: august(5),
        accountLocked: true,
        loginAttempts: 6,
      },
    ]);
  });
});

describe('GET /api/admin/users: sort', () => {
  const seeded = (query: Parameters<LineupLabClient['admin']['users']>[0]) =>
    admin.client.admin.users({ search: 'seed', ...query }).then((answer) => emailsOf(answer.users));

  it('sorts by email (the id without one), English order', async () => {
    const ascending = [
      'amy@seed.test',
      'bob@seed.example',
      'carl@seed.test',
      'dana@seed.example',
      'eve@seed.test',
      'seed-no-email',
      'zoe@seed.test',
    ];
    expect(await seeded({ sort: 'email', order: 'asc' })).toEqual(ascending);
    expect(await seeded({ sort: 'email', order: 'desc' })).toEqual([...ascending].reverse());
  });

  it('sorts by teams, most first; ties by email', async () => {
    expect(await seeded({ sort: 'totalLineups' })).toEqual([
      'amy@seed.test',
      'carl@seed.test',
      'bob@seed.example',
      'eve@seed.test',
      'dana@seed.example',
      'seed-no-email',
      'zoe@seed.test',
    ]);
  });

  it('sorts by status: locked first, then by failed attempts (ascending: the reverse, ties by email)', async () => {
    expect(await seeded({ sort: 'status' })).toEqual([
      'dana@seed.example',
      'carl@seed.test',
      'bob@seed.example',
      'amy@seed.test',
      'eve@seed.test',
      'seed-no-email',
      'zoe@seed.test',
    ]);
    expect(await seeded({ sort: 'status', order: 'asc' })).toEqual([
      'amy@seed.test',
      'eve@seed.test',
      'seed-no-email',
      'zoe@seed.test',
      'bob@seed.example',
      'carl@seed.test',
      'dana@seed.example',
    ]);
  });

  it('sorts by creation, newest first by default', async () => {
    expect(await seeded({ order: 'asc' })).toEqual([
      'zoe@seed.test',
      'amy@seed.test',
      'bob@seed.example',
      'seed-no-email',
      'carl@seed.test',
      'dana@seed.example',
      'eve@seed.test',
    ]);
    const everyone = await admin.client.admin.users();
    expect(emailsOf(everyone.users).slice(0, 4)).toEqual([
      'locked@example.com',
      'fan@example.com',
      ADMIN_EMAIL,
      'eve@seed.test',
    ]);
  });

  it('sorts by role: the administrator first ascending, then users by email', async () => {
    const { users } = await admin.client.admin.users({ sort: 'role', order: 'asc', limit: 10 });
    expect(emailsOf(users).slice(0, 3)).toEqual([ADMIN_EMAIL, 'amy@seed.test', 'bob@seed.example']);
  });
});

describe('GET /api/admin/users: pages', () => {
  it('cuts the matches into pages of `limit`, page X of Y; a page past the last is empty', async () => {
    const page = (n: number, order: 'asc' | 'desc' = 'desc') =>
      admin.client.admin.users({ search: 'bulk.test', limit: 10, page: n, order });
    const first = await page(1);
    expect(emailsOf(first.users)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16].map(filler));
    expect(first).toMatchObject({ total: 25, pagination: { current_page: 1, total_pages: 3 } });
    expect(emailsOf((await page(3)).users)).toEqual([5, 4, 3, 2, 1].map(filler));
    expect(emailsOf((await page(2, 'asc')).users)).toEqual(
      [11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map(filler),
    );
    expect(await page(4)).toEqual({ users: [], total: 25, pagination: { current_page: 4, total_pages: 3 } });
  });

  it('answers 50 by default, of everyone: three real users, seven seeded, 25 in bulk', async () => {
    const { users, total, pagination } = await admin.client.admin.users();
    expect(users).toHaveLength(35);
    expect({ total, pagination }).toEqual({ total: 35, pagination: { current_page: 1, total_pages: 1 } });
  });

  it('refuses page sizes off the list and pages below 1 (400 with the rule)', async () => {
    for (const [query, message] of [
      ['limit=25', 'limit must be one of 10, 20, 50, 100'],
      ['page=0', 'page must be a whole number from 1'],
      ['sort=tier', 'Invalid option: expected one of "email"|"role"|"totalLineups"|"createdAt"|"status"'],
    ]) {
      const response = await rawRequest(server.url, {
        path: `/api/admin/users?${query}`,
        token: admin.token,
      });
      expect({ query, status: response.status, message: errorBodyOf(response).message }).toEqual({
        query,
        status: 400,
        message,
      });
    }
  });
});

describe('GET /api/admin/lineups: search, sort, pages', () => {
  const names = (query: Parameters<LineupLabClient['admin']['lineups']>[0]) =>
    admin.client.admin.lineups(query).then((answer) => answer.lineups.map((lineup) => lineup.name));

  it('answers every team newest first by default, with the count', async () => {
    const answer = await admin.client.admin.lineups();
    expect(answer.lineups.map((lineup) => lineup.name)).toEqual([
      'Lost Team',
      'Eve Team',
      'Carl Two',
      'Carl One',
      'Bob Bench',
      'Amy Gamma',
      'Amy Beta',
      'Amy Alpha',
    ]);
    expect(answer).toMatchObject({ total: 8, pagination: { current_page: 1, total_pages: 1 } });
  });

  it('searches team names, the owner shown (ORPHANED too) and the owner id', async () => {
    expect(await names({ search: 'AMY', order: 'asc' })).toEqual(['Amy Alpha', 'Amy Beta', 'Amy Gamma']);
    expect(await names({ search: 'seed.example' })).toEqual(['Bob Bench']);
    expect(await names({ search: 'orphaned' })).toEqual(['Lost Team']);
    expect(await names({ search: 'gone-user' })).toEqual(['Lost Team']);
    expect(await names({ search: 'seed-carl', order: 'asc' })).toEqual(['Carl One', 'Carl Two']);
  });

  it('sorts by name, owner and points (ties by name)', async () => {
    expect(await names({ sort: 'name', order: 'asc' })).toEqual([
      'Amy Alpha',
      'Amy Beta',
      'Amy Gamma',
      'Bob Bench',
      'Carl One',
      'Carl Two',
      'Eve Team',
      'Lost Team',
    ]);
    expect(await names({ sort: 'user', order: 'asc' })).toEqual([
      'Amy Alpha',
      'Amy Beta',
      'Amy Gamma',
      'Bob Bench',
      'Carl One',
      'Carl Two',
      'Eve Team',
      'Lost Team',
    ]);
    // Medians: Lamar 24.1, Allen 23.8, Mahomes 22.4, Hurts 21.9; the others have no starter.
    const byPoints = await admin.client.admin.lineups({ sort: 'totalPoints' });
    expect(byPoints.lineups.map((lineup) => [lineup.name, lineup.totalPoints])).toEqual([
      ['Lost Team', 24.1],
      ['Carl One', 23.8],
      ['Amy Alpha', 22.4],
      ['Amy Beta', 21.9],
      ['Amy Gamma', 0],
      ['Bob Bench', 0],
      ['Carl Two', 0],
      ['Eve Team', 0],
    ]);
  });

  it('answers an empty page past the last', async () => {
    expect(await admin.client.admin.lineups({ page: 2, limit: 10 })).toEqual({
      lineups: [],
      total: 8,
      pagination: { current_page: 2, total_pages: 1 },
    });
  });
});

describe('POST /api/admin/users/:userId/unlock', () => {
  it('unlocks an account locked by failed sign-ins through the real provider: it signs in again', async () => {
    const redirectUri = `${server.url}${WEB_CALLBACK_PATH}`;
    const attempt = (password: string) =>
      signIn({ baseUrl: server.url, email: 'locked@example.com', password, redirectUri });
    /** What the sign-in page answered a refused attempt with. */
    const refused = (signingIn: Promise<unknown>) =>
      signingIn.then(
        () => {
          throw new Error('Expected the sign-in to be refused');
        },
        (error: unknown) => {
          if (error instanceof SignInRefusedError)
            return { status: error.status, message: error.pageMessage };
          throw error;
        },
      );
    // Four wrong passwords (the clock stands still): the fifth attempt must wait, right or not.
    for (let n = 0; n < 4; n += 1) {
      expect(await refused(attempt('wrong-password'))).toEqual({
        status: 401,
        message: 'Invalid email or password',
      });
    }
    expect(await refused(attempt(LOCKED_PASSWORD))).toEqual({
      status: 429,
      message: 'Too many sign-in attempts. Try again in 1 second.',
    });
    const { _id } = await storedUser(server.store, 'locked@example.com');
    const before = await admin.client.admin.users({ search: 'locked@' });
    expect(before.users[0]).toMatchObject({ id: _id, accountLocked: true, loginAttempts: 4 });

    const { user } = await admin.client.admin.unlockAccount(_id);

    expect(user).toMatchObject({
      id: _id,
      email: 'locked@example.com',
      accountLocked: false,
      loginAttempts: 0,
    });
    const after = await admin.client.admin.users({ search: 'locked@' });
    expect(after.users[0]).toEqual(user);
    const tokens = await attempt(LOCKED_PASSWORD);
    expect(decodeJwt(tokens.accessToken).email).toBe('locked@example.com');
  });

  it('clears the shared lane and each browser’s own lane of the address', async () => {
    const { user } = await admin.client.admin.unlockAccount('seed-carl');
    expect(user).toEqual({
      id: 'seed-carl',
      email: 'carl@seed.test',
      role: 'user',
      adminLevel: 0,
      tier: 'free',
      exemptReason: null,
      totalLineups: 2,
      activeLineups: 1,
      createdAt: august(5),
      accountLocked: false,
      loginAttempts: 0,
    });
    const left = await COLLECTIONS.signInThrottles.of(server.store).find({});
    expect(left.map((lane) => lane._id).sort()).toEqual(['bob@seed.example', 'dana@seed.example']);
  });

  it('is 404 User not found for an unknown user', async () => {
    const error = await refusal(admin.client.admin.unlockAccount('no-such-user'));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'User not found' });
  });
});

describe('GET /api/admin/audit', () => {
  let adminSub = '';

  beforeAll(async () => {
    adminSub = (await storedUser(server.store, ADMIN_EMAIL)).sub;
    // The unlocks above happened at NOW + 3 minutes; each step below a minute later, except the
    // revoke and the import, written in the same instant (kept in the order written).
    clock.advance(MINUTE_MS);
    await admin.client.admin.setExempt('seed-amy', { exempt: true, reason: 'beta tester' });
    clock.advance(MINUTE_MS);
    await admin.client.admin.setExempt('seed-amy', { exempt: false });
    await recordAudit(
      { store: server.store, clock },
      {
        action: 'injury.import',
        actor: 'lineup-server data import',
        actorSub: null,
        target: '2025 week 2',
        detail: '3 injury reports imported',
      },
    );
  });

  it('lists every change newest first, with who, when and what', async () => {
    const at = (minutes: number) => new Date(Date.parse(NOW) + minutes * MINUTE_MS).toISOString();
    const { _id: lockedId } = await storedUser(server.store, 'locked@example.com');
    const answer = await admin.client.admin.audit();
    expect(answer.entries.map(({ id: _id, ...entry }) => entry)).toEqual([
      {
        at: at(5),
        action: 'injury.import',
        actor: 'lineup-server data import',
        target: '2025 week 2',
        detail: '3 injury reports imported',
      },
      {
        at: at(5),
        action: 'user.unexempt',
        actor: ADMIN_EMAIL,
        target: 'seed-amy',
        detail: 'Exempt access revoked from amy@seed.test; tier now free',
      },
      {
        at: at(4),
        action: 'user.exempt',
        actor: ADMIN_EMAIL,
        target: 'seed-amy',
        detail: 'Exempt access granted to amy@seed.test (reason: beta tester)',
      },
      {
        at: at(3),
        action: 'user.unlock',
        actor: ADMIN_EMAIL,
        target: 'seed-carl',
        detail: 'Sign-in unlocked for carl@seed.test: 6 failed attempts cleared, was locked',
      },
      {
        at: at(3),
        action: 'user.unlock',
        actor: ADMIN_EMAIL,
        target: lockedId,
        detail: 'Sign-in unlocked for locked@example.com: 4 failed attempts cleared, was locked',
      },
    ]);
    expect(answer).toMatchObject({ total: 5, pagination: { current_page: 1, total_pages: 1 } });
    expect(new Set(answer.entries.map((entry) => entry.id)).size).toBe(5);
    // The store keeps the actor's subject (not answered); none for a server job.
    const stored = await COLLECTIONS.adminAudit.of(server.store).find({}, { sort: { at: 1, seq: 1 } });
    expect(stored.map((entry) => entry.actorSub)).toEqual([adminSub, adminSub, adminSub, adminSub, null]);
  });

  it('keeps one kind of entry when asked, and pages', async () => {
    const exempts = await admin.client.admin.audit({ action: 'user.exempt' });
    expect(exempts.entries.map((entry) => [entry.action, entry.target])).toEqual([
      ['user.exempt', 'seed-amy'],
    ]);
    expect(exempts.total).toBe(1);
    const unlocks = await admin.client.admin.audit({ action: 'user.unlock', limit: 10, page: 1 });
    expect(unlocks.entries.map((entry) => entry.target)).toEqual(['seed-carl', expect.any(String)]);
    expect(await admin.client.admin.audit({ page: 2, limit: 10 })).toEqual({
      entries: [],
      total: 5,
      pagination: { current_page: 2, total_pages: 1 },
    });
  });

  it("refuses to revoke the administrator's own exempt access (409), and records nothing", async () => {
    const { _id } = await storedUser(server.store, ADMIN_EMAIL);
    const before = (await admin.client.admin.audit()).total;
    const error = await refusal(admin.client.admin.setExempt(_id, { exempt: false }));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ status: 409, message: "The administrator's access cannot be revoked" });
    expect((await admin.client.admin.audit()).total).toBe(before);
    expect(await COLLECTIONS.adminAudit.of(server.store).countDocuments({ target: _id })).toBe(0);
    expect(await admin.client.user.subscriptionStatus()).toMatchObject({
      tier: 'exempt',
      exemptReason: 'admin',
    });
  });

  it('records nothing for a refused unlock or grant of an unknown user', async () => {
    const before = (await admin.client.admin.audit()).total;
    await refusal(admin.client.admin.unlockAccount('no-such-user'));
    await refusal(admin.client.admin.setExempt('no-such-user', { exempt: true }));
    expect((await admin.client.admin.audit()).total).toBe(before);
  });
});

describe('ADMIN_ROLE set: a holder of that role is the administrator too', () => {
  let roleServer: TestServer;
  let member: SignedIn;

  beforeAll(async () => {
    roleServer = await startTestServer({ ADMIN_ROLE: 'lineup-admin' }, { clock: handClock(NOW) });
    member = await roleServer.signUpWithToken('member@example.com');
  }, 60_000);
  afterAll(() => roleServer.close());

  const as = async (claims: object) =>
    roleServer.clientWithToken(
      await resignedToken(roleServer.store, member.token, { ...freshTimes(), ...claims }),
    );

  it('takes the role holder as the administrator; the plain admin role still does not count', async () => {
    const holder = await as({ roles: ['user', 'lineup-admin'] });
    expect(await holder.admin.test()).toMatchObject({ ok: true });
    expect(await holder.user.profile()).toMatchObject({
      email: 'member@example.com',
      role: 'admin',
      adminLevel: 1,
    });
    expect(await holder.user.subscriptionStatus()).toMatchObject({ tier: 'exempt', exemptReason: 'admin' });

    const plain = await as({ roles: ['admin'] });
    expect(await refusal(plain.admin.test())).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('gives the former holder back role user and the free tier once the role is gone', async () => {
    expect(await member.client.user.profile()).toMatchObject({ role: 'user', adminLevel: 0 });
    expect(await member.client.user.subscriptionStatus()).toMatchObject({ tier: 'free', exemptReason: null });
    expect(await refusal(member.client.admin.test())).toMatchObject({ status: 403 });
  });
});

describe('the admin Users tab with an outside issuer', () => {
  it('says sign-in state is not available, sorts by status without it, and refuses an unlock (409)', async () => {
    // This file's server is the outside issuer; its administrator's token is taken as is.
    const outside = await startTestServer({ AUTH_ISSUER: server.issuer, AUTH_AUDIENCE: `${server.url}/api` });
    try {
      const client = outside.clientWithToken(admin.token);
      await client.user.profile(); // provisions the administrator there
      const { users } = await client.admin.users({ sort: 'status' });
      expect(users.map((user) => user.email)).toEqual([ADMIN_EMAIL]);
      expect(users[0]).toMatchObject({
        accountLocked: false,
        loginAttempts: 0,
        signInState: 'not-available',
      });

      const error = await refusal(client.admin.unlockAccount(users[0]?.id ?? ''));
      expect(error).toBeInstanceOf(ConflictError);
      expect(error).toMatchObject({
        status: 409,
        code: 'CONFLICT',
        message: 'Sign-in is kept by the outside identity provider: unlock the account there',
      });
      expect((await client.admin.audit({ action: 'user.unlock' })).entries).toEqual([]);
    } finally {
      await outside.close();
    }
  });

  it('leaves the embedded issuer’s rows without the mark', async () => {
    const { users } = await admin.client.admin.users({ search: 'seed-carl' });
    expect(users[0]).not.toHaveProperty('signInState');
  });
});
