import { API_ROUTES, type ApiRouteName, type CreateScenarioRequestInput } from '@lineup-lab/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, type LineupLabClient } from '../client.js';
import { sendJson, sendText, startTestServer, type TestServer } from '../test-support/http-server.js';
import { LINEUP, RESPONSES, WAITLIST_CSV } from '../test-support/responses.js';

/** One method of the client: how to call it and what the server must receive. */
interface Case {
  route: ApiRouteName;
  invoke: (client: LineupLabClient) => Promise<unknown>;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** The JSON body the server must receive; absent: no body. */
  body?: unknown;
}

const lineupBody = { teamName: 'Gridiron Gang', playerId: 'p-te', expectedVersion: 3 };
const scenarioBody: CreateScenarioRequestInput = {
  name: 'Bench Kelce',
  lineup: LINEUP,
  bench: [],
  projectedPoints: 112.4,
  projectionMode: 'median',
  week: 5,
};
const adviceBody = {
  question: 'Who should I start at TE?',
  context: {
    teamName: 'Gridiron Gang',
    lineup: {
      QB: { name: 'Patrick Mahomes', team: 'KC', projections: { conservative: 1, median: 2, aggressive: 3 } },
    },
    bench: [],
    totalProjectedPoints: 21.4,
    week: 5,
  },
};
const contactBody = {
  name: 'Sam',
  email: 'sam@example.com',
  subject: 'Hi',
  message: 'A message long enough.',
};

const CASES: Case[] = [
  { route: 'health', invoke: (c) => c.session.health(), method: 'GET', url: '/api/session/health' },
  { route: 'authConfig', invoke: (c) => c.session.authConfig(), method: 'GET', url: '/api/auth/config' },
  { route: 'userProfile', invoke: (c) => c.user.profile(), method: 'GET', url: '/api/user/profile' },
  { route: 'userTeams', invoke: (c) => c.user.teams(), method: 'GET', url: '/api/user/teams' },
  {
    route: 'subscriptionStatus',
    invoke: (c) => c.user.subscriptionStatus(),
    method: 'GET',
    url: '/api/user/subscription-status',
  },
  {
    route: 'createTeam',
    invoke: (c) => c.teams.create({ teamName: 'Gridiron Gang' }),
    method: 'POST',
    url: '/api/create-team',
    body: { teamName: 'Gridiron Gang' },
  },
  {
    route: 'deleteTeam',
    invoke: (c) => c.teams.delete('Gridiron Gang'),
    method: 'DELETE',
    url: '/api/delete-team/Gridiron%20Gang',
  },
  {
    route: 'getTeam',
    invoke: (c) => c.teams.get('A/B & C'),
    method: 'GET',
    url: '/api/get-team/A%2FB%20%26%20C',
  },
  {
    route: 'getLineups',
    invoke: (c) => c.teams.lineups('  Gridiron Gang '),
    method: 'GET',
    url: '/api/get-lineups/Gridiron%20Gang',
  },
  {
    route: 'teamWeek',
    invoke: (c) => c.teams.week('Gridiron Gang', 5),
    method: 'GET',
    url: '/api/teams/Gridiron%20Gang/week/5',
  },
  {
    route: 'teamHistory',
    invoke: (c) => c.teams.history('Gridiron Gang', { week: 5 }),
    method: 'GET',
    url: '/api/teams/Gridiron%20Gang/history?week=5',
  },
  {
    route: 'restoreTeamVersion',
    invoke: (c) => c.teams.restore('A/B', 3, { expectedVersion: 4 }),
    method: 'POST',
    url: '/api/teams/A%2FB/history/3/restore',
    body: { expectedVersion: 4 },
  },
  {
    route: 'optimizeLineup',
    invoke: (c) => c.lineups.optimize('A/B', { week: 5, mode: 'aggressive', expectedVersion: 3 }),
    method: 'POST',
    url: '/api/teams/A%2FB/optimize',
    body: { week: 5, mode: 'aggressive', expectedVersion: 3 },
  },
  {
    route: 'playerProjections',
    invoke: (c) => c.players.projections("Ja'Marr Chase", { week: 5, mode: 'aggressive' }),
    method: 'GET',
    url: "/api/players/player-projections/Ja'Marr%20Chase?week=5&mode=aggressive",
  },
  {
    route: 'searchPlayers',
    invoke: (c) => c.players.search({ q: 'mah omes', limit: 20 }),
    method: 'GET',
    url: '/api/players/enhanced-search?q=mah+omes&limit=20',
  },
  { route: 'injuries', invoke: (c) => c.players.injuries(), method: 'GET', url: '/api/injuries' },
  { route: 'showcase', invoke: (c) => c.players.showcase(), method: 'GET', url: '/api/players/showcase' },
  { route: 'season', invoke: (c) => c.session.season(), method: 'GET', url: '/api/season' },
  {
    route: 'editLineup',
    invoke: (c) => c.lineups.addPlayer(lineupBody),
    method: 'POST',
    url: '/api/edit-lineup',
    body: lineupBody,
  },
  {
    route: 'movePlayer',
    invoke: (c) => c.lineups.movePlayer({ ...lineupBody, fromPosition: 'BENCH', toPosition: 'TE' }),
    method: 'POST',
    url: '/api/move-player',
    body: { ...lineupBody, fromPosition: 'BENCH', toPosition: 'TE' },
  },
  {
    route: 'moveToSlot',
    invoke: (c) => c.lineups.moveToSlot({ ...lineupBody, positionType: 'runningBacks', index: 1 }),
    method: 'POST',
    url: '/api/move-to-slot',
    body: { ...lineupBody, positionType: 'runningBacks', index: 1 },
  },
  {
    route: 'dropPlayer',
    invoke: (c) => c.lineups.dropPlayer(lineupBody),
    method: 'DELETE',
    url: '/api/drop-player',
    body: lineupBody,
  },
  {
    route: 'listScenarios',
    invoke: (c) => c.scenarios.list('Gridiron Gang', { week: 5 }),
    method: 'GET',
    url: '/api/scenarios/Gridiron%20Gang?week=5',
  },
  {
    route: 'createScenario',
    invoke: (c) => c.scenarios.create('Gridiron Gang', scenarioBody),
    method: 'POST',
    url: '/api/scenarios/Gridiron%20Gang',
    body: scenarioBody,
  },
  {
    route: 'loadScenario',
    invoke: (c) => c.scenarios.load('Gridiron Gang', 's-1', { expectedVersion: 3 }),
    method: 'POST',
    url: '/api/scenarios/Gridiron%20Gang/s-1/load',
    body: { expectedVersion: 3 },
  },
  {
    route: 'deleteScenario',
    invoke: (c) => c.scenarios.delete('Gridiron Gang', 's-1'),
    method: 'DELETE',
    url: '/api/scenarios/Gridiron%20Gang/s-1',
  },
  {
    route: 'lineupAdvice',
    invoke: (c) => c.ai.lineupAdvice(adviceBody),
    method: 'POST',
    url: '/api/ai/lineup-advice',
    body: adviceBody,
  },
  { route: 'importLeagues', invoke: (c) => c.leagues.list(), method: 'GET', url: '/api/import/leagues' },
  {
    route: 'syncLeague',
    invoke: (c) => c.leagues.sync('l 1'),
    method: 'POST',
    url: '/api/import/leagues/l%201/sync',
  },
  {
    route: 'sleeperLeagues',
    invoke: (c) => c.leagues.sleeper.leagues({ username: 'sam fan' }),
    method: 'GET',
    url: '/api/import/sleeper/leagues?username=sam+fan',
  },
  {
    route: 'sleeperRosters',
    invoke: (c) => c.leagues.sleeper.rosters('1048'),
    method: 'GET',
    url: '/api/import/sleeper/leagues/1048/rosters',
  },
  {
    route: 'previewSleeperImport',
    invoke: (c) => c.leagues.sleeper.preview({ leagueId: '1048', rosterId: 2 }),
    method: 'POST',
    url: '/api/import/sleeper/preview',
    body: { leagueId: '1048', rosterId: 2 },
  },
  {
    route: 'importSleeperLeague',
    invoke: (c) => c.leagues.sleeper.import({ leagueId: '1048', rosterId: 2, teamName: 'Mine' }),
    method: 'POST',
    url: '/api/import/sleeper',
    body: { leagueId: '1048', rosterId: 2, teamName: 'Mine' },
  },
  { route: 'plans', invoke: (c) => c.billing.plans(), method: 'GET', url: '/api/subscription/plans' },
  {
    route: 'createCheckout',
    invoke: (c) => c.billing.createCheckout({ planType: 'pro-monthly' }),
    method: 'POST',
    url: '/api/subscription/create-checkout',
    body: { planType: 'pro-monthly' },
  },
  {
    route: 'createPortal',
    invoke: (c) => c.billing.createPortal(),
    method: 'POST',
    url: '/api/subscription/create-portal',
  },
  {
    route: 'cancelSubscription',
    invoke: (c) => c.billing.cancel(),
    method: 'POST',
    url: '/api/subscription/cancel',
  },
  {
    route: 'contact',
    invoke: (c) => c.contact.send(contactBody),
    method: 'POST',
    url: '/api/contact',
    body: contactBody,
  },
  {
    route: 'adminUsers',
    invoke: (c) => c.admin.users({ search: 'fan', limit: 20, page: 2, sort: 'status', order: 'asc' }),
    method: 'GET',
    url: '/api/admin/users?search=fan&limit=20&page=2&sort=status&order=asc',
  },
  {
    route: 'adminLineups',
    invoke: (c) => c.admin.lineups({ search: 'Gang', sort: 'totalPoints' }),
    method: 'GET',
    url: '/api/admin/lineups?search=Gang&sort=totalPoints',
  },
  {
    route: 'unlockAccount',
    invoke: (c) => c.admin.unlockAccount('user 1'),
    method: 'POST',
    url: '/api/admin/users/user%201/unlock',
  },
  {
    route: 'adminAudit',
    invoke: (c) => c.admin.audit({ action: 'user.unlock', limit: 10 }),
    method: 'GET',
    url: '/api/admin/audit?action=user.unlock&limit=10',
  },
  {
    route: 'adminContactMessages',
    invoke: (c) => c.admin.contactMessages({ filter: 'priority', sort: 'newest', page: 2 }),
    method: 'GET',
    url: '/api/admin/contact-messages?filter=priority&sort=newest&page=2',
  },
  { route: 'adminStats', invoke: (c) => c.admin.stats(), method: 'GET', url: '/api/admin/stats' },
  {
    route: 'adminPlayers',
    invoke: (c) => c.admin.players({ position: 'QB', search: 'Mah', limit: 50, sort: 'name', order: 'asc' }),
    method: 'GET',
    url: '/api/admin/players?position=QB&search=Mah&limit=50&sort=name&order=asc',
  },
  {
    route: 'weeklyPredictions',
    invoke: (c) => c.admin.weeklyPredictions({ week: 4, archetype: 'balanced', page: 2 }),
    method: 'GET',
    url: '/api/admin/weekly-predictions?week=4&archetype=balanced&page=2',
  },
  {
    route: 'updateInjury',
    invoke: (c) =>
      c.admin.updateInjury('p-mahomes', {
        status: 'Out',
        bodyPart: 'Ankle',
        description: null,
        practice: 'DNP',
      }),
    method: 'PUT',
    url: '/api/admin/players/p-mahomes/injury',
    body: { status: 'Out', bodyPart: 'Ankle', description: null, practice: 'DNP' },
  },
  {
    route: 'setExempt',
    invoke: (c) => c.admin.setExempt('user-1', { exempt: true, reason: 'beta tester' }),
    method: 'PUT',
    url: '/api/admin/users/user-1/exempt',
    body: { exempt: true, reason: 'beta tester' },
  },
  { route: 'adminTest', invoke: (c) => c.admin.test(), method: 'GET', url: '/api/admin/test' },
  { route: 'mlStatus', invoke: (c) => c.ml.status(), method: 'GET', url: '/api/ml/status' },
  { route: 'waitlistEmails', invoke: (c) => c.waitlist.emails(), method: 'GET', url: '/api/waitlist/emails' },
  { route: 'waitlistCount', invoke: (c) => c.waitlist.count(), method: 'GET', url: '/api/waitlist/count' },
  {
    route: 'waitlistExport',
    invoke: (c) => c.waitlist.exportCsv(),
    method: 'GET',
    url: '/api/waitlist/export',
  },
  {
    route: 'waitlistSignup',
    invoke: (c) => c.waitlist.signUp({ email: 'Fan@Example.com' }),
    method: 'POST',
    url: '/api/waitlist',
    body: { email: 'Fan@Example.com' },
  },
];

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

// bind-methods.test.ts checks that every call of API_ROUTES is a method at its `sdk` path, with its
// arguments in the derived order; these cases check the derived methods on the wire, against a
// real HTTP server, for each shape of call (path parameters, query, body, CSV).
describe('the derived methods on the wire', () => {
  it.each(CASES)('$route: $method $url', async ({ route, invoke, method, url, body }) => {
    const { status, responseType } = API_ROUTES[route];
    server = await startTestServer((_, res) => {
      const answer = RESPONSES[route];
      if (responseType === 'csv' && typeof answer === 'string')
        sendText(res, status, answer, 'text/csv; charset=utf-8');
      else sendJson(res, status, answer);
    });
    const client = createClient({ baseUrl: server.baseUrl, getToken: () => 'tok' });

    const result = await invoke(client);

    expect(result).toEqual(RESPONSES[route]);
    expect(server.seen).toHaveLength(1);
    const [seen] = server.seen;
    expect(seen?.method).toBe(method);
    expect(seen?.url).toBe(url);
    expect(seen?.headers.authorization).toBe('Bearer tok');
    expect(seen?.headers.accept).toBe(responseType === 'csv' ? 'text/csv' : 'application/json');
    if (body === undefined) {
      expect(seen?.body).toBe('');
      expect(seen?.headers['content-type']).toBeUndefined();
    } else {
      expect(JSON.parse(seen?.body ?? '')).toEqual(body);
      expect(seen?.headers['content-type']).toBe('application/json');
    }
  });
});

describe('player projections without a week', () => {
  it('sends no week, so the server answers for the week users plan for', async () => {
    server = await startTestServer((_, res) => sendJson(res, 200, RESPONSES.playerProjections));
    const client = createClient({ baseUrl: server.baseUrl });
    await client.players.projections('Patrick Mahomes', {});
    expect(server.seen[0]?.url).toBe('/api/players/player-projections/Patrick%20Mahomes');
  });
});

describe('the week read', () => {
  it('sends the week as given (number or text) and the mode as a query', async () => {
    server = await startTestServer((_, res) => sendJson(res, 200, RESPONSES.teamWeek));
    const client = createClient({ baseUrl: server.baseUrl });
    await client.teams.week('Gridiron Gang', '12', { mode: 'conservative' });
    expect(server.seen[0]?.url).toBe('/api/teams/Gridiron%20Gang/week/12?mode=conservative');
  });

  it('refuses a week outside 1–18 before sending, with the spec’s message', async () => {
    server = await startTestServer((_, res) => sendJson(res, 200, RESPONSES.teamWeek));
    const client = createClient({ baseUrl: server.baseUrl });
    for (const week of [0, 19, 2.5, 'x']) {
      await expect(client.teams.week('Gridiron Gang', week)).rejects.toMatchObject({
        name: 'ValidationError',
        message: 'Week must be a whole number from 1 to 18',
      });
    }
    expect(server.seen).toEqual([]);
  });
});

describe('the waitlist export', () => {
  it('returns the CSV as text', async () => {
    server = await startTestServer((_, res) => sendText(res, 200, WAITLIST_CSV, 'text/csv'));
    const client = createClient({ baseUrl: server.baseUrl });
    await expect(client.waitlist.exportCsv()).resolves.toBe(WAITLIST_CSV);
  });
});
