/**
 * The admin dashboard's read calls (issue 14, first part), through the SDK against a real server:
 * users, lineups, stats, players, the ML status and the waitlist (emails, count, CSV export). The
 * store is seeded by hand (through the SDK where a user could do it, the collections otherwise) and
 * every answer is compared with figures worked out here from that seed.
 */
import { type LineupKey, waitlistExportFilename } from '@lineup-lab/core';
import { AuthenticationError, type LineupLabClient, PermissionError } from '@lineup-lab/sdk';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../src/ports/collections.js';
import type { WaitlistRecord } from '../../src/records/waitlist-record.js';
import { type HandClock, handClock } from '../support/hand-clock.js';
import { seedPlayers, seedSchedule, TEST_PLAYERS } from '../support/players.js';
import { refusal } from '../support/requests.js';
import { ADMIN_EMAIL, type SignedIn, startTestServer, type TestServer } from '../support/server.js';
import { storedUser } from '../support/users.js';

/** Week 1 of 2025 is over, week 2 kicks off on the 14th: on the 12th the week under way is 2. */
const IN_WEEK_2 = '2025-09-12T12:00:00.000Z';
const MINUTE_MS = 60_000;

let server: TestServer;
let clock: HandClock;
let admin: SignedIn;
let alice: LineupLabClient;
let bob: LineupLabClient;
let normal: LineupLabClient;

/** Signs up `email` and provisions their user with a first call, a minute after the previous one. */
async function userAt(email: string): Promise<LineupLabClient> {
  const client = await server.signUp(email);
  clock.advance(MINUTE_MS);
  await client.user.subscriptionStatus();
  return client;
}

/** Adds a catalogue player to a team and, when `slot` is given, starts them there. */
async function addPlayer(
  client: LineupLabClient,
  teamName: string,
  playerId: string,
  slot?: readonly [LineupKey, (0 | 1)?],
): Promise<void> {
  await client.lineups.addPlayer({ teamName, playerId });
  if (slot) {
    const [positionType, index] = slot;
    await client.lineups.moveToSlot({
      teamName,
      playerId,
      positionType,
      ...(index === undefined ? {} : { index }),
    });
  }
}

beforeAll(async () => {
  clock = handClock(IN_WEEK_2);
  server = await startTestServer({}, { clock });
  await seedPlayers(server.store);
  await seedSchedule(server.store, [
    [1, '2025-09-07T17:00:00Z', 24],
    [2, '2025-09-14T17:00:00Z', null],
  ]);
  // One more catalogue player: a kicker listed as PK, without projections; and one player the
  // published catalogue (the active model) has numbers for.
  await COLLECTIONS.players
    .of(server.store)
    .insertOne({ _id: 'p-pk', playerName: 'Pat Kicker', teamName: 'FA', position: 'PK', points: null });
  await COLLECTIONS.players
    .of(server.store)
    .updateOne({ _id: 'p-mahomes' }, { $set: { published: { season: 2025, week: 2, demo: false } } });

  // Users, a minute apart: the administrator, then alice, bob, carol, dave, erin, frank.
  admin = await server.signInAdminWithToken();
  await admin.client.user.subscriptionStatus();
  alice = await userAt('alice@example.com');
  bob = await userAt('bob@example.com');
  const carol = await userAt('carol@example.com');
  await userAt('dave@example.com');
  await userAt('erin@example.com');
  normal = await userAt('frank@example.com');

  // Teams, a minute apart. Alice's is complete: nine starters and two on the bench.
  clock.advance(MINUTE_MS);
  await alice.teams.create({ teamName: 'Alice Full' });
  for (const [playerId, slot] of [
    ['p-mahomes', ['quarterback']],
    ['p-barkley', ['runningBacks', 0]],
    ['p-bijan', ['runningBacks', 1]],
    ['p-chase', ['wideReceivers', 0]],
    ['p-jefferson', ['wideReceivers', 1]],
    ['p-kelce', ['tightEnd']],
    ['p-henry', ['flex']],
    ['p-sf-dst', ['defenseST']],
    ['p-tucker', ['kicker']],
    ['p-lamb', undefined],
    ['p-hall', undefined],
  ] as const) {
    await addPlayer(alice, 'Alice Full', playerId, slot);
  }
  clock.advance(MINUTE_MS);
  await bob.teams.create({ teamName: 'Bob Bench' });
  await addPlayer(bob, 'Bob Bench', 'p-allen');
  clock.advance(MINUTE_MS);
  await carol.teams.create({ teamName: 'Carol Starter' });
  await addPlayer(carol, 'Carol Starter', 'p-hurts', ['quarterback']);
  clock.advance(MINUTE_MS);
  await admin.client.teams.create({ teamName: 'Admin Empty' });

  // Bob's team dates from the off-season (no week); carol's account is gone (her team is orphaned).
  await COLLECTIONS.teams
    .of(server.store)
    .updateOne({ teamName: 'Bob Bench' }, { $set: { createdAt: '2025-07-01T00:00:00.000Z' } });
  const { _id: carolId } = await storedUser(server.store, 'carol@example.com');
  await COLLECTIONS.users.of(server.store).deleteOne({ _id: carolId });

  // Sign-in throttle lanes: dave must wait (5 attempts), erin has 2 failures and may try again.
  const now = clock.now().getTime();
  const lane = (email: string, attempts: number, waitMs: number) => ({
    _id: email,
    attempts,
    nextAttemptAt: new Date(now + waitMs).toISOString(),
    expiresAt: new Date(now + 24 * 60 * MINUTE_MS).toISOString(),
  });
  const throttles = COLLECTIONS.signInThrottles.of(server.store);
  await throttles.insertOne(lane('dave@example.com', 5, 2 * MINUTE_MS));
  await throttles.insertOne(lane('erin@example.com', 2, -MINUTE_MS));
}, 120_000);
afterAll(() => server.close());

/** Every call of this part, as a given client makes it. */
const CALLS: Record<string, (client: LineupLabClient) => Promise<unknown>> = {
  'GET /api/admin/users': (client) => client.admin.users(),
  'GET /api/admin/lineups': (client) => client.admin.lineups(),
  'GET /api/admin/stats': (client) => client.admin.stats(),
  'GET /api/admin/players': (client) => client.admin.players(),
  'GET /api/ml/status': (client) => client.ml.status(),
  'GET /api/waitlist/emails': (client) => client.waitlist.emails(),
  'GET /api/waitlist/count': (client) => client.waitlist.count(),
  'GET /api/waitlist/export': (client) => client.waitlist.exportCsv(),
};

describe('access', () => {
  it.each(Object.entries(CALLS))('%s is 401 anonymous and 403 for a normal user', async (_name, call) => {
    expect(await refusal(call(server.anonymous()))).toBeInstanceOf(AuthenticationError);
    const forbidden = await refusal(call(normal));
    expect(forbidden).toBeInstanceOf(PermissionError);
    expect(forbidden).toMatchObject({ status: 403 });
  });
});

describe('GET /api/admin/users', () => {
  it('answers every user newest first by default (one page of 50), with their plan, teams and sign-in throttle state', async () => {
    const { users, total, pagination } = await admin.client.admin.users();
    expect({ total, pagination }).toEqual({ total: 6, pagination: { current_page: 1, total_pages: 1 } });
    const at = (minutes: number) => new Date(Date.parse(IN_WEEK_2) + minutes * MINUTE_MS).toISOString();
    const row = (email: string, minutes: number, extra: object = {}) => ({
      email,
      role: 'user',
      adminLevel: 0,
      tier: 'free',
      exemptReason: null,
      totalLineups: 0,
      activeLineups: 0,
      createdAt: at(minutes),
      accountLocked: false,
      loginAttempts: 0,
      ...extra,
    });
    expect(users.map(({ id: _id, ...user }) => user)).toEqual([
      row('frank@example.com', 6),
      row('erin@example.com', 5, { loginAttempts: 2 }),
      row('dave@example.com', 4, { accountLocked: true, loginAttempts: 5 }),
      row('bob@example.com', 2, { totalLineups: 1 }),
      row('alice@example.com', 1, { totalLineups: 1, activeLineups: 1 }),
      row(ADMIN_EMAIL, 0, {
        role: 'admin',
        adminLevel: 1,
        tier: 'exempt',
        exemptReason: 'admin',
        totalLineups: 1,
      }),
    ]);
    expect(users[4]?.id).toBe((await storedUser(server.store, 'alice@example.com'))._id);
  });
});

describe('GET /api/admin/lineups', () => {
  it('answers every team newest first by default: owner (ORPHANED when gone), activity, week, points, bench, completeness', async () => {
    const { lineups, total, pagination } = await admin.client.admin.lineups();
    expect({ total, pagination }).toEqual({ total: 4, pagination: { current_page: 1, total_pages: 1 } });
    const at = (minutes: number) => new Date(Date.parse(IN_WEEK_2) + minutes * MINUTE_MS).toISOString();
    expect(lineups.map(({ id: _id, ...lineup }) => lineup)).toEqual([
      {
        name: 'Admin Empty',
        user: ADMIN_EMAIL,
        isActive: false,
        weekCreated: 2,
        totalPoints: 0,
        benchCount: 0,
        isComplete: false,
        createdAt: at(10),
      },
      {
        name: 'Carol Starter',
        user: 'ORPHANED',
        isActive: true,
        weekCreated: 2,
        totalPoints: 21.9,
        benchCount: 0,
        isComplete: false,
        createdAt: at(9),
      },
      {
        name: 'Alice Full',
        user: 'alice@example.com',
        isActive: true,
        weekCreated: 2,
        // The planning week's total in the team's mode (median), as its team week counts it:
        // 19.7 + 19.1 + 19.3 + 18.1 + 11.8 + 18.2 + 7.2 + 8.4; Mahomes, published by the model
        // without a prediction for week 2, has no number (N/A) and adds nothing.
        totalPoints: 121.8,
        benchCount: 2,
        isComplete: true,
        createdAt: at(7),
      },
      {
        name: 'Bob Bench',
        user: 'bob@example.com',
        isActive: false,
        weekCreated: null,
        totalPoints: 0,
        benchCount: 1,
        isComplete: false,
        createdAt: '2025-07-01T00:00:00.000Z',
      },
    ]);
  });
});

describe('GET /api/admin/stats', () => {
  it('answers the counts and the 5 most recent users, newest first', async () => {
    const { stats, recent } = await admin.client.admin.stats();
    expect(stats).toEqual({
      totalUsers: 6,
      adminUsers: 1,
      totalLineups: 4,
      activeLineups: 2,
      totalPlayers: TEST_PLAYERS.length + 1,
    });
    expect(recent.users.map((user) => user.email)).toEqual([
      'frank@example.com',
      'erin@example.com',
      'dave@example.com',
      'bob@example.com',
      'alice@example.com',
    ]);
    expect(recent.users[0]).toEqual({
      id: (await storedUser(server.store, 'frank@example.com'))._id,
      email: 'frank@example.com',
      role: 'user',
      createdAt: new Date(Date.parse(IN_WEEK_2) + 6 * MINUTE_MS).toISOString(),
    });
  });
});

describe('GET /api/admin/players', () => {
  const medianOf = (id: string) => TEST_PLAYERS.find((p) => p._id === id)?.projections?.median ?? null;

  it('answers 20 players by median, highest first, by default, with the number that match', async () => {
    const { players, total } = await admin.client.admin.players();
    expect(total).toBe(TEST_PLAYERS.length + 1);
    const expected = [...TEST_PLAYERS]
      .sort((a, b) => (b.projections?.median ?? 0) - (a.projections?.median ?? 0))
      .slice(0, 20)
      .map((p) => p._id);
    expect(players.map((p) => p.id)).toEqual(expected);
  });

  it('maps a catalogue player to the admin row: projections, points, ML data and injury', async () => {
    const { players } = await admin.client.admin.players({ search: 'mccaffrey' });
    expect(players).toEqual([
      {
        id: 'p-cmc',
        name: 'Christian McCaffrey',
        position: 'RB',
        team: 'SF',
        seasonProjections: { conservative: 14.1, normal: 18.6, aggressive: 23.9 },
        points: 210.3,
        hasMLData: false,
        injury: {
          status: 'IR',
          bodyPart: 'Achilles',
          description: 'Placed on injured reserve',
          practice: 'DNP',
        },
      },
    ]);
    const { players: mahomes } = await admin.client.admin.players({ search: 'MAHOMES' });
    expect(mahomes[0]).toMatchObject({
      hasMLData: true,
      injury: { status: null, bodyPart: null, description: null, practice: null },
    });
  });

  it('filters by position (K takes in PK), players without a number last', async () => {
    const { players, total } = await admin.client.admin.players({
      position: 'K',
      sort: 'ml_normal',
      order: 'asc',
    });
    expect(players.map((p) => p.id)).toEqual(['p-elliott', 'p-tucker', 'p-butker', 'p-pk']);
    expect(total).toBe(4);
    expect(players[3]).toMatchObject({
      seasonProjections: { conservative: null, normal: null, aggressive: null },
      points: null,
      hasMLData: false,
    });
    const rbs = await admin.client.admin.players({ position: 'RB', limit: 0 });
    expect(rbs.players.map((p) => p.id)).toEqual(['p-barkley', 'p-bijan', 'p-cmc', 'p-henry', 'p-hall']);
  });

  it('searches names by case-insensitive substring, as text (not a pattern)', async () => {
    const { players, total } = await admin.client.admin.players({ search: 'JA', limit: 0 });
    expect(players.map((p) => [p.name, p.seasonProjections.normal])).toEqual([
      ['Lamar Jackson', medianOf('p-lamar')],
      ['Jalen Hurts', medianOf('p-hurts')],
      ["Ja'Marr Chase", medianOf('p-chase')],
      ['Bijan Robinson', medianOf('p-bijan')],
      ['Jake Elliott', medianOf('p-elliott')],
    ]);
    expect(total).toBe(5);
    expect(await admin.client.admin.players({ search: '.*' })).toEqual({ players: [], total: 0 });
    const both = await admin.client.admin.players({ position: 'QB', search: 'ja' });
    expect(both.players.map((p) => p.id)).toEqual(['p-lamar', 'p-hurts']);
  });

  it('limit 0 answers every player; 50 answers up to 50; sorts by name', async () => {
    const all = await admin.client.admin.players({ limit: 0, sort: 'name', order: 'asc' });
    expect(all.players.map((p) => p.name)).toEqual(
      [...TEST_PLAYERS.map((p) => p.playerName), 'Pat Kicker'].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(all.total).toBe(TEST_PLAYERS.length + 1);
    expect((await admin.client.admin.players({ limit: 50 })).players).toHaveLength(TEST_PLAYERS.length + 1);
  });
});

describe('GET /api/ml/status', () => {
  it('answers no model before any training', async () => {
    expect(await admin.client.ml.status()).toEqual({
      best_model_name: null,
      loaded_models: [],
      feature_columns: [],
      has_scaler: false,
      metadata: null,
    });
  });
});

describe('the waitlist', () => {
  /** Sign-ups the form cannot make (its source is a tag, its address plain): written to the store. */
  const ODD: WaitlistRecord[] = [
    { email: 'comma@example.com', source: 'friend, then ad', signupDate: '2025-09-01T10:00:00.000Z' },
    { email: 'quote@example.com', source: 'said "hi"', signupDate: '2025-09-01T10:01:00.000Z' },
    {
      email: 'newline@example.com',
      source: 'line one\nline two\r\nthree',
      signupDate: '2025-09-01T10:02:00.000Z',
    },
    { email: 'zoë@exämple.com', source: 'ünïcödé ✓ 🏈', signupDate: '2025-09-01T10:03:00.000Z' },
    {
      email: '=1+2@example.com',
      source: '=HYPERLINK("http://evil.example","click")',
      signupDate: '2025-09-01T10:04:00.000Z',
    },
    { email: '+cmd@example.com', source: '-2+3', signupDate: '2025-09-01T10:05:00.000Z' },
    { email: '@sum@example.com', source: '\ttabbed', signupDate: '2025-09-01T10:06:00.000Z' },
    { email: 'cr@example.com', source: '\rreturn', signupDate: '2025-09-01T10:07:00.000Z' },
  ].map((entry) => ({ _id: entry.email, ...entry }));
  /** Every sign-up, newest first: the form's two (in week 2), then the odd ones. */
  let newestFirst: Array<Omit<WaitlistRecord, '_id'>>;

  beforeAll(async () => {
    for (const record of ODD) await COLLECTIONS.waitlist.of(server.store).insertOne(record);
    clock.set('2025-09-12T13:00:00.000Z');
    await server.anonymous().waitlist.signUp({ email: 'First@Example.com' });
    clock.advance(MINUTE_MS);
    await server.anonymous().waitlist.signUp({ email: 'second@example.com', source: 'twitter' });
    newestFirst = [
      { email: 'second@example.com', signupDate: '2025-09-12T13:01:00.000Z', source: 'twitter' },
      { email: 'first@example.com', signupDate: '2025-09-12T13:00:00.000Z', source: 'landing_page' },
      ...[...ODD].reverse().map(({ _id, ...entry }) => entry),
    ];
  });

  it('GET /api/waitlist/emails answers every sign-up newest first, as stored', async () => {
    expect(await admin.client.waitlist.emails()).toEqual({ emails: newestFirst });
  });

  it('GET /api/waitlist/count answers the count and the 5 most recent', async () => {
    expect(await admin.client.waitlist.count()).toEqual({
      count: ODD.length + 2,
      recentSignups: newestFirst.slice(0, 5),
    });
  });

  it('GET /api/waitlist/export parses back to the waitlist, formula-looking cells prefixed with a quote', async () => {
    const csv = await admin.client.waitlist.exportCsv();
    const rows = parse(csv, { relax_column_count: false }) as string[][];
    const neutral = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
    expect(rows).toEqual([
      ['email', 'signupDate', 'source'],
      ...newestFirst.map((entry) => [entry.email, entry.signupDate, entry.source].map(neutral)),
    ]);
    // Spelled out: what a spreadsheet would otherwise run comes back as text with a quote in front;
    // commas, quotes, line breaks and unicode come back unchanged.
    const byEmail = new Map(rows.map((row) => [row[0], row]));
    expect(byEmail.get("'=1+2@example.com")?.[2]).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(byEmail.get("'+cmd@example.com")?.[2]).toBe("'-2+3");
    expect(byEmail.get("'@sum@example.com")?.[2]).toBe("'\ttabbed");
    expect(byEmail.get('cr@example.com')?.[2]).toBe("'\rreturn");
    expect(byEmail.get('comma@example.com')?.[2]).toBe('friend, then ad');
    expect(byEmail.get('quote@example.com')?.[2]).toBe('said "hi"');
    expect(byEmail.get('newline@example.com')?.[2]).toBe('line one\nline two\r\nthree');
    expect(byEmail.get('zoë@exämple.com')?.[2]).toBe('ünïcödé ✓ 🏈');
  });

  it('GET /api/waitlist/export is a text/csv attachment named for the server clock’s day', async () => {
    const response = await fetch(`${server.url}/api/waitlist/export`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${waitlistExportFilename(clock.now())}"`,
    );
    expect(waitlistExportFilename(clock.now())).toMatch(/^waitlist-emails-\d{4}-\d{2}-\d{2}\.csv$/);
    expect((await response.text()).split('\n')[0]).toBe('email,signupDate,source');
  });
});
