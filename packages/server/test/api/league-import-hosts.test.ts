/**
 * League import from ESPN and Yahoo end to end: the SDK (and plain `fetch` where the answer itself
 * is the point) against one real server on port 0 whose `ESPN_API_URL`, `YAHOO_API_URL` and
 * `YAHOO_AUTH_URL` are one fake ESPN and one fake Yahoo (real HTTP servers speaking each host's
 * protocol, `test/support/fake-espn.ts`, `fake-yahoo.ts`), with the operator's Yahoo app and a
 * secret key configured:
 * - ESPN: a public PPR league by its pasted address (season read from it), preview, import, a
 *   trade and a sync; a private superflex/IDP league refused without cookies, read with them,
 *   imported with them sealed, synced with them, refused once ESPN rotates them, and synced again
 *   after new ones are given;
 * - Yahoo: connecting through Yahoo's consent page and our callback, the leagues, an import, a
 *   trade and a sync; tokens refreshed before they expire and when Yahoo ends them early; consent
 *   revoked at Yahoo; disconnecting; Yahoo refusing the app;
 * - every host failure a clear refusal with nothing half-imported, ids and keys that name no league
 *   refused before any request, the free plan's one league whatever the host, and the secrets
 *   (ESPN's cookies, Yahoo's tokens) never in the store's files, the logs, or any answer.
 * The server's clock (and the fake Yahoo's) is pinned to a Thursday of week 7 of 2026, the
 * fixtures' season, and moved by hand. Retries are the server's own (no setting shortens them):
 * 429s carry a 1-second `Retry-After`, 5xx a `Retry-After: 0`, and one ESPN 500 run goes through
 * the default back-off (about 3.5 s).
 */
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  IMPORT_MESSAGES,
  type ImportPreview,
  type ImportResponse,
  startersOf,
  type Team,
} from '@lineup-lab/core';
import { ConflictError, type LineupLabClient, PermissionError, ServerError } from '@lineup-lab/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ESPN_MESSAGES } from '../../src/adapters/espn/espn-messages.js';
import { YAHOO_MESSAGES } from '../../src/adapters/yahoo/yahoo-messages.js';
import { YAHOO_CALLBACK_PATH } from '../../src/edge/pages/yahoo-callback/yahoo-callback-route.js';
import { COLLECTIONS } from '../../src/ports/collections.js';
import { HOST_MESSAGES } from '../../src/ports/host-error.js';
import {
  ESPN_FIXTURE_SEASON,
  ESPN_PLAYERS,
  ESPN_PRIVATE_COOKIES,
  ESPN_PRIVATE_LEAGUE_ID,
  ESPN_PUBLIC_LEAGUE_ID,
} from '../support/espn-fixtures.js';
import { type FakeEspn, startFakeEspn } from '../support/fake-espn.js';
import { type FakeYahoo, startFakeYahoo } from '../support/fake-yahoo.js';
import { handClock } from '../support/hand-clock.js';
import { seedPlayers } from '../support/players.js';
import { recordingLogger } from '../support/recording-logger.js';
import { type RawResponse, rawRequest, refusal } from '../support/requests.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { makePro, storedUser } from '../support/users.js';
import { PPR_LEAGUE_KEY, SUPERFLEX_LEAGUE_KEY, P as Y } from '../support/yahoo-fixtures.js';

/** A Thursday of week 7 of the 2026 season (the fixtures' season). */
const NOW = '2026-10-15T16:00:00.000Z';
const SEASON = ESPN_FIXTURE_SEASON;
const E = ESPN_PLAYERS;
const PUBLIC_URL = `https://fantasy.espn.com/football/league?leagueId=${ESPN_PUBLIC_LEAGUE_ID}&seasonId=${SEASON}`;
/** The private league's cookies after ESPN rotated them (made up). */
const ROTATED_COOKIES = {
  espnS2: 'AEBrotatedLineupLabTestOnly%2Bz9Xw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0Fe%2FdC%3D',
  swid: '{9F8E7D6C-5B4A-4938-8271-605F4E3D2C1B}',
} as const;
const espnLeaguePath = (leagueId: string, season = SEASON) =>
  `/apis/v3/games/ffl/seasons/${season}/segments/0/leagues/${leagueId}`;

const clock = handClock(NOW);
const log = recordingLogger();
let espn: FakeEspn;
let yahoo: FakeYahoo;
let server: TestServer;
let emails = 0;

interface TestUser {
  client: LineupLabClient;
  email: string;
  token: string;
}

/** A new signed-in user (free unless made Pro) who has made a first call. */
async function newUser(pro = false): Promise<TestUser> {
  emails += 1;
  const email = `host-importer-${emails}@example.com`;
  const { client, token } = await server.signUpWithToken(email);
  await client.user.subscriptionStatus();
  if (pro) await makePro(server.store, email);
  return { client, email, token };
}

/** A raw call of the API as `user` (what the server itself answers, status included). */
const raw = (user: TestUser, method: string, path: string, body?: unknown) =>
  rawRequest(server.url, { method, path, token: user.token, ...(body !== undefined && { body }) });

/**
 * What a browser does with `connect()`'s answer, hop by hop: opens Yahoo's consent page (the fake
 * agrees for its signed-in account and redirects to our callback), then our callback, which
 * redirects to the import page. Answers where the callback sent the browser.
 */
async function connectYahoo(user: TestUser): Promise<string> {
  const { authorizationUrl } = await user.client.leagues.yahoo.connect();
  const atYahoo = await fetch(authorizationUrl, { redirect: 'manual' });
  const callback = atYahoo.headers.get('location') ?? '';
  expect(atYahoo.status).toBe(302);
  expect(callback.startsWith(`${server.url}${YAHOO_CALLBACK_PATH}?code=`)).toBe(true);
  const back = await fetch(callback, { redirect: 'manual' });
  expect(back.status).toBe(302);
  return back.headers.get('location') ?? '';
}

/** Each starting slot's player name (`null`: empty). */
const slotsOf = (team: Team) =>
  Object.fromEntries(
    startersOf(team.lineups[0] ?? never()).map(({ slot, player }) => [slot, player?.playerName ?? null]),
  );
const previewSlots = (preview: ImportPreview) =>
  Object.fromEntries(
    preview.slots.map(({ slot, player, from }) => [slot, [player?.playerName ?? null, from]]),
  );
function never(): never {
  throw new Error('team without a lineup');
}

/** The user's counters and records, to show a refused import left nothing behind. */
async function importedState(email: string) {
  const user = await storedUser(server.store, email);
  return {
    leaguesImported: user.leaguesImported ?? 0,
    teamCount: user.teamCount ?? 0,
    teams: (await COLLECTIONS.teams.of(server.store).find({ ownerId: user._id })).length,
    leagues: (await COLLECTIONS.leagues.of(server.store).find({ ownerId: user._id })).length,
  };
}

/** How many refresh-token grants the fake Yahoo has answered. */
const refreshes = () => yahoo.requests.filter((request) => request.grantType === 'refresh_token').length;

beforeAll(async () => {
  espn = await startFakeEspn();
  yahoo = await startFakeYahoo({ now: () => clock.now().getTime() });
  server = await startTestServer(
    {
      ESPN_API_URL: espn.url,
      YAHOO_API_URL: yahoo.apiUrl,
      YAHOO_AUTH_URL: yahoo.authUrl,
      YAHOO_CLIENT_ID: yahoo.clientId,
      YAHOO_CLIENT_SECRET: yahoo.clientSecret,
      LINEUP_SECRET_KEY: randomBytes(32).toString('base64'),
    },
    { clock, logger: log.logger },
  );
  // As the operator registers the server's callback with its Yahoo app: any other is refused.
  yahoo.registerRedirect(`${server.url}${YAHOO_CALLBACK_PATH}`);
  await seedPlayers(server.store);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await espn?.close();
  await yahoo?.close();
});
beforeEach(() => {
  clock.set(NOW);
});

describe('ESPN: a public PPR league', () => {
  it('reads the league from its pasted address, previews, imports (201) and re-syncs after a trade', async () => {
    const user = await newUser();
    const sent = espn.requests.length;
    const { league, rosters } = await user.client.leagues.rosters({ provider: 'espn', league: PUBLIC_URL });
    expect(
      espn.requests.slice(sent).map(({ path, query, cookiesSent }) => [path, query, cookiesSent]),
    ).toEqual([[espnLeaguePath(ESPN_PUBLIC_LEAGUE_ID), '?view=mSettings&view=mTeam&view=mRoster', false]]);
    expect(league).toEqual({
      provider: 'espn',
      leagueId: ESPN_PUBLIC_LEAGUE_ID,
      name: 'Sunday Funday PPR',
      season: SEASON,
      size: 10,
      scoringType: 'ppr',
      status: 'in_season',
      rosterPositions: ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'DEF', 'K', ...Array(7).fill('BN'), 'IR'],
      alreadyImported: false,
    });
    expect(rosters.slice(0, 2)).toEqual([
      { rosterId: 1, ownerName: 'PPR Pat', teamName: 'Gridiron Gurus', playerCount: 13 },
      { rosterId: 2, ownerName: 'Chris', teamName: 'Ravens Nest', playerCount: 9 },
    ]);
    // The season is the address's: 2017 is read through ESPN's leagueHistory.
    const old = await user.client.leagues.rosters({
      provider: 'espn',
      league: PUBLIC_URL.replace(`seasonId=${SEASON}`, 'seasonId=2017'),
    });
    expect(old.league).toMatchObject({ season: 2017, scoringType: 'standard', name: 'Sunday Funday' });
    expect(espn.requests.at(-1)).toMatchObject({
      path: `/apis/v3/games/ffl/leagueHistory/${ESPN_PUBLIC_LEAGUE_ID}`,
      seasonId: '2017',
    });

    const request = { provider: 'espn', league: PUBLIC_URL, rosterId: 1 } as const;
    const preview = await user.client.leagues.preview(request);
    expect(preview.scoring.format).toBe('ppr');
    expect(preview.scoring.settings.receiving.receptions).toBe(1);
    expect(previewSlots(preview)).toEqual({
      QB: ['Patrick Mahomes', 'QB'],
      RB1: ['Bijan Robinson', 'RB'],
      RB2: ['Saquon Barkley', 'RB'],
      WR1: ["Ja'Marr Chase", 'WR'],
      WR2: ['Justin Jefferson', 'WR'],
      TE: ['Travis Kelce', 'TE'],
      FLEX: ['Amon-Ra St. Brown', 'FLEX'],
      'D/ST': ['49ers D/ST', 'DEF'],
      K: ['Harrison Butker', 'K'],
    });
    expect(preview.bench.map((player) => player.playerName)).toEqual(['Breece Hall', 'Tyreek Hill']);
    expect(preview.unmatched).toEqual([
      {
        hostPlayerId: String(E.reed.id),
        name: 'Jayden Reed',
        position: 'WR',
        team: 'GB',
        message: "Jayden Reed (WR, GB) is not among Lineup Lab's players.",
      },
    ]);
    expect(preview.notes).toContain('On injured reserve in ESPN, not imported: Christian McCaffrey.');
    expect(await importedState(user.email)).toEqual({
      leaguesImported: 0,
      teamCount: 0,
      teams: 0,
      leagues: 0,
    });

    const answer = await raw(user, 'POST', '/api/import', request);
    expect(answer.status).toBe(201);
    const imported = answer.body as ImportResponse;
    expect(imported.league).toMatchObject({
      provider: 'espn',
      providerLeagueId: ESPN_PUBLIC_LEAGUE_ID,
      name: 'Sunday Funday PPR',
      season: SEASON,
      teamCount: 10,
      teamName: 'Gridiron Gurus',
      scoringFormat: 'ppr',
      importedAt: NOW,
    });
    expect(slotsOf(imported.team)).toEqual(
      Object.fromEntries(Object.entries(previewSlots(preview)).map(([slot, [name]]) => [slot, name])),
    );
    const stored = await COLLECTIONS.teams.of(server.store).findOne({ _id: imported.team._id });
    expect(stored?.scoring?.format).toBe('ppr');
    expect(stored?.scoring?.settings?.receiving.receptions).toBe(1);
    expect(stored?.league).toEqual({ id: imported.league.id, name: 'Sunday Funday PPR', format: 'ppr' });
    expect((await user.client.leagues.list()).leagues).toEqual([imported.league]);
    expect((await user.client.user.subscriptionStatus()).usage).toEqual({
      teamsCreated: 1,
      leaguesImported: 1,
    });

    // A trade at ESPN: Bijan Robinson (RB1) to Ravens Nest for Derrick Henry, who lands in an RB slot.
    espn.trade(ESPN_PUBLIC_LEAGUE_ID, SEASON, E.bijan.id, 2);
    espn.trade(ESPN_PUBLIC_LEAGUE_ID, SEASON, E.henry.id, 1, 2);
    try {
      clock.advance(60_000);
      const synced = await user.client.leagues.sync(imported.league.id);
      expect(synced.added).toEqual(['Derrick Henry']);
      expect(synced.dropped).toEqual(['Bijan Robinson']);
      expect(synced.notes).toContain('Derrick Henry joined your roster in ESPN; placed at RB1.');
      expect(slotsOf(synced.team)).toMatchObject({ RB1: 'Derrick Henry', RB2: 'Saquon Barkley' });
      expect(synced.league.lastSyncedAt).toBe(clock.now().toISOString());
      expect(synced.team.version).toBe(imported.team.version + 1);
    } finally {
      espn.trade(ESPN_PUBLIC_LEAGUE_ID, SEASON, E.henry.id, 2, 2);
      espn.trade(ESPN_PUBLIC_LEAGUE_ID, SEASON, E.bijan.id, 1, 2);
    }
  });
});

describe('ESPN: a private superflex league', () => {
  const PRIVATE = { provider: 'espn', league: ESPN_PRIVATE_LEAGUE_ID, season: SEASON } as const;
  const WITH_COOKIES = { ...PRIVATE, ...ESPN_PRIVATE_COOKIES };

  it('is refused without cookies, read and imported with them sealed, synced with them, and again with new ones after ESPN rotates them', async () => {
    const user = await newUser();
    const before = espn.requests.length;
    const refused = await refusal(user.client.leagues.rosters(PRIVATE));
    expect(refused).toBeInstanceOf(PermissionError);
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(ESPN_MESSAGES.privateLeague(ESPN_PRIVATE_LEAGUE_ID));
    expect(refused.message).toContain('espn_s2 and SWID');
    const { league } = await user.client.leagues.rosters(WITH_COOKIES);
    expect(espn.requests.slice(before).map((request) => [request.cookiesSent, request.cookieNames])).toEqual([
      [false, []],
      [true, ['espn_s2', 'SWID']],
    ]);
    expect(league).toMatchObject({ name: 'Superflex Dynasty', size: 12, scoringType: 'half-ppr' });
    expect(league.rosterPositions).toEqual(expect.arrayContaining(['SUPER_FLEX', 'LB']));
    // Listing the teams keeps nothing, not even the cookies.
    expect(await importedState(user.email)).toEqual({
      leaguesImported: 0,
      teamCount: 0,
      teams: 0,
      leagues: 0,
    });

    const preview = await user.client.leagues.preview({ ...WITH_COOKIES, rosterId: 1 });
    expect(previewSlots(preview)).toMatchObject({
      QB: ['Lamar Jackson', 'QB'],
      FLEX: ['Bijan Robinson', 'FLEX'],
    });
    expect(preview.bench.map((player) => player.playerName)).toContain('Jalen Hurts');
    expect(preview.notes).toEqual(
      expect.arrayContaining([
        'Lineup Lab has no LB slot (positions it does not project); those starters are not imported.',
        'Jalen Hurts starts at superflex in the league; Lineup Lab has no free slot for a QB there, so he is on the bench.',
        'On injured reserve in ESPN, not imported: Christian McCaffrey.',
      ]),
    );
    expect(preview.scoring.notes).toEqual(
      expect.arrayContaining([
        'Not counted in projections: a bonus for a 300–399 yard passing game (+3).',
        "Not counted in projections: points per reception for a player in ESPN's TE slot (+1 instead of +0.5), a TE premium.",
        'Not counted in projections: points per tackle (IDP) (+1).',
      ]),
    );
    expect(preview.unmatched.map(({ name, message }) => [name, message])).toEqual(
      expect.arrayContaining([
        ['Fred Warner', 'Fred Warner plays LB, which Lineup Lab does not project.'],
        ['Jaxon Smith-Njigba', "Jaxon Smith-Njigba (WR, SEA) is not among Lineup Lab's players."],
      ]),
    );

    const { league: imported, team } = await user.client.leagues.import({ ...WITH_COOKIES, rosterId: 1 });
    expect(imported).toMatchObject({
      provider: 'espn',
      providerLeagueId: ESPN_PRIVATE_LEAGUE_ID,
      scoringFormat: 'half-ppr',
    });
    const record = await COLLECTIONS.leagues.of(server.store).findOne({ _id: imported.id });
    expect(Object.keys(record?.credentials ?? {}).sort()).toEqual(['data', 'iv', 'tag', 'v']);
    const text = JSON.stringify(record);
    for (const secret of cookieSecrets(ESPN_PRIVATE_COOKIES)) expect(text).not.toContain(secret);

    // The sync reads the league with the cookies kept.
    const atSync = espn.requests.length;
    expect((await user.client.leagues.sync(imported.id)).added).toEqual([]);
    expect(espn.requests.slice(atSync).map((request) => [request.path, request.cookiesSent])).toEqual([
      [espnLeaguePath(ESPN_PRIVATE_LEAGUE_ID), true],
    ]);

    // ESPN rotates the cookies: the kept ones are refused, and the team stays as it was.
    espn.setCookies(ESPN_PRIVATE_LEAGUE_ID, SEASON, ROTATED_COOKIES);
    try {
      const stale = await refusal(user.client.leagues.sync(imported.id));
      expect(stale.status).toBe(403);
      expect(stale.message).toBe(ESPN_MESSAGES.cookiesRefused(ESPN_PRIVATE_LEAGUE_ID));
      expect((await user.client.teams.get(team.teamName)).team.version).toBe(team.version);
      // Cookies ESPN does not take are refused (403) and the kept ones stay.
      const wrong = await refusal(
        user.client.leagues.setCredentials(imported.id, {
          espnS2: 'AEBnotTheRightOne',
          swid: '{00000000-1111-2222-3333-444444444444}',
        }),
      );
      expect(wrong.status).toBe(403);
      expect((await COLLECTIONS.leagues.of(server.store).findOne({ _id: imported.id }))?.credentials).toEqual(
        record?.credentials,
      );

      const { leagues } = await user.client.leagues.setCredentials(imported.id, ROTATED_COOKIES);
      expect(leagues.map((one) => one.id)).toEqual([imported.id]);
      const resealed = await COLLECTIONS.leagues.of(server.store).findOne({ _id: imported.id });
      expect(resealed?.credentials?.data).not.toBe(record?.credentials?.data);
      const atResync = espn.requests.length;
      const synced = await user.client.leagues.sync(imported.id);
      expect(synced.league.id).toBe(imported.id);
      expect(espn.requests.slice(atResync).map((request) => request.cookiesSent)).toEqual([true]);
    } finally {
      espn.setCookies(ESPN_PRIVATE_LEAGUE_ID, SEASON, ESPN_PRIVATE_COOKIES);
    }
  });
});

describe('Yahoo', () => {
  it('connects through the consent page and our callback, lists the leagues, imports one and re-syncs after a trade', async () => {
    const user = await newUser(true);
    expect(await user.client.leagues.yahoo.connection()).toEqual({
      configured: true,
      connected: false,
      connectedAt: null,
    });
    const { authorizationUrl } = await user.client.leagues.yahoo.connect();
    const asked = new URL(authorizationUrl);
    expect(`${asked.origin}${asked.pathname}`).toBe(`${yahoo.authUrl}/request_auth`);
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      client_id: yahoo.clientId,
      redirect_uri: `${server.url}${YAHOO_CALLBACK_PATH}`,
      response_type: 'code',
      code_challenge_method: 'S256',
    });
    const tokenCalls = yahoo.count('/oauth2/get_token');
    expect(await connectYahoo(user)).toBe('/import?yahoo=connected');
    expect(yahoo.requests.filter((r) => r.path === '/oauth2/get_token').slice(tokenCalls)).toEqual([
      {
        method: 'POST',
        path: '/oauth2/get_token',
        format: null,
        auth: 'basic',
        grantType: 'authorization_code',
      },
    ]);
    expect(await user.client.leagues.yahoo.connection()).toEqual({
      configured: true,
      connected: true,
      connectedAt: NOW,
    });

    const listed = await user.client.leagues.yahoo.leagues();
    expect(listed.season).toBe(2026);
    expect(
      listed.leagues.map(({ provider, leagueId, name, scoringType, alreadyImported }) => ({
        provider,
        leagueId,
        name,
        scoringType,
        alreadyImported,
      })),
    ).toEqual([
      {
        provider: 'yahoo',
        leagueId: PPR_LEAGUE_KEY,
        name: 'Touchdown Town PPR',
        scoringType: 'ppr',
        alreadyImported: false,
      },
      {
        provider: 'yahoo',
        leagueId: SUPERFLEX_LEAGUE_KEY,
        name: 'Two-QB Keepers',
        scoringType: 'half-ppr',
        alreadyImported: false,
      },
    ]);
    expect(listed.leagues[1]?.rosterPositions).toEqual(expect.arrayContaining(['SUPER_FLEX', 'LB']));

    const request = { provider: 'yahoo', leagueId: PPR_LEAGUE_KEY, rosterId: 1 } as const;
    const answer = await raw(user, 'POST', '/api/import', request);
    expect(answer.status).toBe(201);
    const imported = answer.body as ImportResponse;
    expect(imported.league).toMatchObject({
      provider: 'yahoo',
      providerLeagueId: PPR_LEAGUE_KEY,
      name: 'Touchdown Town PPR',
      teamName: 'Pat’s Pickers',
      scoringFormat: 'ppr',
      teamCount: 10,
    });
    expect(slotsOf(imported.team)).toMatchObject({
      QB: 'Patrick Mahomes',
      TE: 'Travis Kelce',
      'D/ST': '49ers D/ST',
    });
    expect(imported.unmatched.map(({ name }) => name)).toEqual(['Puka Nacua']);
    expect(imported.notes).toContain('On injured reserve in Yahoo, not imported: Christian McCaffrey.');
    expect((await user.client.leagues.yahoo.leagues()).leagues[0]?.alreadyImported).toBe(true);

    // A trade at Yahoo: Travis Kelce (TE) to team 3 for Mark Andrews, who arrives on the bench there.
    const league = yahoo.data.leagues[PPR_LEAGUE_KEY] ?? never();
    const teams = structuredClone(league.teams);
    yahoo.trade(PPR_LEAGUE_KEY, Y.kelce.playerKey, 3);
    yahoo.trade(PPR_LEAGUE_KEY, Y.andrews.playerKey, 1);
    try {
      const synced = await user.client.leagues.sync(imported.league.id);
      expect(synced.added).toEqual(['Mark Andrews']);
      expect(synced.dropped).toEqual(['Travis Kelce']);
      expect(synced.notes).toContain('Mark Andrews joined your roster in Yahoo; placed at TE.');
      expect(slotsOf(synced.team)).toMatchObject({ TE: 'Mark Andrews' });
      expect(synced.league).toMatchObject({ id: imported.league.id, provider: 'yahoo' });
    } finally {
      league.teams = teams;
    }
  });

  it('refreshes the access token before it expires (under 5 minutes left), by the server’s clock', async () => {
    const user = await newUser();
    expect(await connectYahoo(user)).toBe('/import?yahoo=connected');
    const first = refreshes();
    // An hour after the connection (Yahoo's tokens last 3,600 s), four minutes of it left: renewed before use.
    clock.advance(56 * 60_000);
    expect((await user.client.leagues.yahoo.leagues()).leagues).toHaveLength(2);
    expect(refreshes()).toBe(first + 1);
    // The new token is used while it lasts: no refresh for the next call.
    await user.client.leagues.rosters({ provider: 'yahoo', leagueId: PPR_LEAGUE_KEY });
    expect(refreshes()).toBe(first + 1);
  });

  it('renews an access token Yahoo refuses as expired, or ended early, without the user noticing', async () => {
    const user = await newUser();
    expect(await connectYahoo(user)).toBe('/import?yahoo=connected');
    const first = refreshes();
    // Hours later, the token long expired at Yahoo: a preview works all the same.
    clock.advance(3 * 3_600_000);
    const preview = await user.client.leagues.preview({
      provider: 'yahoo',
      leagueId: SUPERFLEX_LEAGUE_KEY,
      rosterId: 4,
    });
    expect(preview.teamName).toBe('Pat Two QBs');
    expect(refreshes()).toBe(first + 1);
    // Yahoo ends every access token early: the refused one is renewed and the call made again.
    yahoo.expireAccessTokens();
    const { league } = await user.client.leagues.rosters({ provider: 'yahoo', leagueId: PPR_LEAGUE_KEY });
    expect(league.name).toBe('Touchdown Town PPR');
    expect(refreshes()).toBe(first + 2);
    expect(await user.client.leagues.yahoo.connection()).toMatchObject({ connected: true });
  });

  it('says to connect again (409) when the consent was revoked at Yahoo, and forgets the connection', async () => {
    const user = await newUser();
    await connectYahoo(user);
    yahoo.revokeConsent();
    const revoked = await refusal(user.client.leagues.yahoo.leagues());
    expect(revoked).toBeInstanceOf(ConflictError);
    expect(revoked.message).toBe(YAHOO_MESSAGES.consent_revoked);
    expect(revoked.message).toContain('Connect your Yahoo account again');
    expect(await user.client.leagues.yahoo.connection()).toEqual({
      configured: true,
      connected: false,
      connectedAt: null,
    });
    const ownerId = (await storedUser(server.store, user.email))._id;
    expect(await COLLECTIONS.yahooConnections.of(server.store).findOne({ _id: ownerId })).toBeNull();
    const notConnected = await refusal(
      user.client.leagues.import({ provider: 'yahoo', leagueId: PPR_LEAGUE_KEY, rosterId: 1 }),
    );
    expect(notConnected).toBeInstanceOf(ConflictError);
    expect(notConnected.message).toBe(IMPORT_MESSAGES.yahooNotConnected);
    expect(await importedState(user.email)).toEqual({
      leaguesImported: 0,
      teamCount: 0,
      teams: 0,
      leagues: 0,
    });
  });

  it('disconnects: the refresh token is revoked at Yahoo and the connection forgotten', async () => {
    const user = await newUser();
    await connectYahoo(user);
    const revokes = yahoo.count('/oauth2/revoke');
    expect(await user.client.leagues.yahoo.disconnect()).toEqual({
      configured: true,
      connected: false,
      connectedAt: null,
    });
    expect(yahoo.count('/oauth2/revoke')).toBe(revokes + 1);
    expect((await user.client.leagues.yahoo.connection()).connected).toBe(false);
    expect(await refusal(user.client.leagues.yahoo.leagues())).toBeInstanceOf(ConflictError);
  });

  it('says plainly (503) that Yahoo has not approved the app, and imports nothing', async () => {
    const user = await newUser();
    await connectYahoo(user);
    yahoo.notApproved = true;
    try {
      for (const call of [
        () => user.client.leagues.yahoo.leagues(),
        () => user.client.leagues.import({ provider: 'yahoo', leagueId: PPR_LEAGUE_KEY, rosterId: 1 }),
      ]) {
        const refused = await refusal(call());
        expect(refused).toBeInstanceOf(ServerError);
        expect(refused.status).toBe(503);
        expect(refused.message).toBe(YAHOO_MESSAGES.not_approved);
      }
    } finally {
      yahoo.notApproved = false;
    }
    expect(await importedState(user.email)).toEqual({
      leaguesImported: 0,
      teamCount: 0,
      teams: 0,
      leagues: 0,
    });
  });
});

describe('host failures: a clear message and nothing half-imported', () => {
  const ESPN_IMPORT = {
    provider: 'espn',
    league: ESPN_PUBLIC_LEAGUE_ID,
    season: SEASON,
    rosterId: 1,
  } as const;
  const YAHOO_IMPORT = { provider: 'yahoo', leagueId: PPR_LEAGUE_KEY, rosterId: 1 } as const;
  const UNREADABLE = 'ESPN answered in a form Lineup Lab does not understand. Try again later.';

  /** Imports as `user`, expecting `status` and `message`, and shows nothing was kept. */
  async function refusedImport(user: TestUser, body: unknown, status: number, message: string) {
    const before = await importedState(user.email);
    const answer = await raw(user, 'POST', '/api/import', body);
    expect(answer.status).toBe(status);
    expect((answer.body as { message?: string }).message).toBe(message);
    expect(await importedState(user.email)).toEqual(before);
  }

  it('ESPN: 5xx through every retry and unreadable answers are 503, a 429 with Retry-After is waited out', async () => {
    const user = await newUser();
    const sent = () => espn.requests.length;

    let at = sent();
    espn.failNext({ kind: 'status', status: 500 }, { times: 4 });
    await refusedImport(user, ESPN_IMPORT, 503, HOST_MESSAGES.unreachable('espn'));
    expect(sent() - at).toBe(4);

    at = sent();
    espn.failNext({ kind: 'status', status: 503, retryAfter: '0' }, { times: 4 });
    await refusedImport(
      user,
      ESPN_IMPORT,
      503,
      'ESPN cannot be reached right now. Try again in a few minutes.',
    );
    expect(sent() - at).toBe(4);

    for (const failure of [
      { kind: 'malformed' },
      { kind: 'misshapen' },
      { kind: 'html' },
      { kind: 'oversized', bytes: 9 * 1024 * 1024 },
      { kind: 'oversized', bytes: 9 * 1024 * 1024, declared: false },
    ] as const) {
      at = sent();
      espn.failNext(failure);
      await refusedImport(user, ESPN_IMPORT, 503, UNREADABLE);
      expect(sent() - at, failure.kind).toBe(1);
    }

    at = sent();
    espn.failNext({ kind: 'status', status: 429, retryAfter: '1' });
    const started = Date.now();
    const answer = await raw(user, 'POST', '/api/import', ESPN_IMPORT);
    expect(answer.status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(sent() - at).toBe(2);
    expect(await importedState(user.email)).toEqual({
      leaguesImported: 1,
      teamCount: 1,
      teams: 1,
      leagues: 1,
    });
  }, 30_000);

  it('Yahoo: 5xx through every retry, 999 and unreadable answers are 503, a 429 with Retry-After is waited out', async () => {
    const user = await newUser();
    await connectYahoo(user);
    const prefix = '/fantasy/v2/league/';
    const sent = () => yahoo.count(prefix);

    let at = sent();
    yahoo.failNext({ kind: 'status', status: 503, retryAfter: '0' }, { times: 4, prefix });
    await refusedImport(user, YAHOO_IMPORT, 503, HOST_MESSAGES.unreachable('yahoo'));
    expect(sent() - at).toBe(4);

    yahoo.failNext({ kind: 'status', status: 999, body: 'Request denied' }, { prefix });
    await refusedImport(user, YAHOO_IMPORT, 503, YAHOO_MESSAGES.rate_limited);

    for (const failure of [
      { kind: 'truncated' },
      { kind: 'wrong_shape' },
      { kind: 'html' },
      { kind: 'oversized', bytes: 5 * 1024 * 1024 },
    ] as const) {
      yahoo.failNext(failure, { prefix });
      await refusedImport(user, YAHOO_IMPORT, 503, HOST_MESSAGES.bad_answer('yahoo'));
    }

    at = sent();
    yahoo.failNext({ kind: 'status', status: 429, retryAfter: '1' }, { prefix });
    const answer = await raw(user, 'POST', '/api/import', YAHOO_IMPORT);
    expect(answer.status).toBe(201);
    // The settings (asked twice: the 429 then the answer) and the rosters.
    expect(sent() - at).toBe(3);
    expect(await importedState(user.email)).toEqual({
      leaguesImported: 1,
      teamCount: 1,
      teams: 1,
      leagues: 1,
    });
  }, 30_000);

  it('refuses an ESPN league id or a Yahoo league key that names no league (400) before asking the host', async () => {
    const user = await newUser();
    await connectYahoo(user);
    const espnBefore = espn.requests.length;
    const yahooBefore = yahoo.count('/fantasy/');
    const espnLeagues = [
      '../13579246',
      '13579246/../86420975',
      '13579246%2F..%2F86420975',
      '/apis/v3/games/ffl/seasons/2026/segments/0/leagues/13579246',
      'https://fantasy.espn.com/football/league?leagueId=..%2F13579246',
      'https://evil.example/football/league?leagueId=13579246',
    ];
    const yahooKeys = [
      '470.l.100001/../300003',
      '470.l.100001;out=settings',
      '../470.l.100001',
      '470.l.100001%2F..',
      '470.l.100001/teams',
    ];
    const answers: Array<[unknown, RawResponse, string]> = [];
    for (const path of ['/api/import/rosters', '/api/import/preview', '/api/import']) {
      for (const league of espnLeagues) {
        const body = { provider: 'espn', league, rosterId: 1 };
        answers.push([body, await raw(user, 'POST', path, body), IMPORT_MESSAGES.espnLeague]);
      }
      for (const leagueId of yahooKeys) {
        const body = { provider: 'yahoo', leagueId, rosterId: 1 };
        answers.push([body, await raw(user, 'POST', path, body), IMPORT_MESSAGES.yahooLeagueKey]);
      }
    }
    for (const [body, answer, message] of answers) {
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body), JSON.stringify(body)).toContain(message);
    }
    expect(espn.requests.length).toBe(espnBefore);
    expect(yahoo.count('/fantasy/')).toBe(yahooBefore);
    expect(await importedState(user.email)).toEqual({
      leaguesImported: 0,
      teamCount: 0,
      teams: 0,
      leagues: 0,
    });
  });
});

describe("the free plan's one league, whatever the host", () => {
  it('refuses a free user who imported from ESPN a Yahoo or Sleeper import (403 upgrade), asking no host', async () => {
    const user = await newUser();
    await connectYahoo(user);
    await user.client.leagues.import({ provider: 'espn', league: PUBLIC_URL, rosterId: 2 });
    const yahooBefore = yahoo.count('/fantasy/');
    // Each call made in turn (a refusal awaited before the next is sent).
    for (const call of [
      () => user.client.leagues.import({ provider: 'yahoo', leagueId: PPR_LEAGUE_KEY, rosterId: 1 }),
      () => user.client.leagues.preview({ provider: 'yahoo', leagueId: PPR_LEAGUE_KEY, rosterId: 1 }),
      () => user.client.leagues.yahoo.leagues(),
      () => user.client.leagues.import({ provider: 'sleeper', leagueId: '1100000000000000001', rosterId: 1 }),
      () =>
        user.client.leagues.import({
          provider: 'espn',
          league: ESPN_PRIVATE_LEAGUE_ID,
          rosterId: 1,
          ...ESPN_PRIVATE_COOKIES,
        }),
    ]) {
      const refused = await refusal(call());
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'UPGRADE_REQUIRED', upgradeRequired: true });
      expect(refused.message).toBe('You have reached the limit for leagues on the free plan');
    }
    expect(yahoo.count('/fantasy/')).toBe(yahooBefore);
    expect(await importedState(user.email)).toEqual({
      leaguesImported: 1,
      teamCount: 1,
      teams: 1,
      leagues: 1,
    });
  });
});

/** A pair of ESPN cookies as they may be written anywhere: as given, URL-decoded, SWID with or without braces. */
function cookieSecrets(cookies: { espnS2: string; swid: string }): string[] {
  const bare = cookies.swid.replace(/^\{|\}$/g, '');
  return [cookies.espnS2, decodeURIComponent(cookies.espnS2), bare, bare.toLowerCase()];
}

/** Every file under `dir`, with its text. */
async function filesUnder(dir: string): Promise<Array<{ path: string; text: string }>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        return { path, text: await readFile(path, 'latin1') };
      }),
  );
}

describe('secrets', () => {
  it("never leave the server in clear: not in the store's files, the logs, nor any answer", async () => {
    const user = await newUser(true);
    const answers: RawResponse[] = [];
    const call = async (method: string, path: string, body?: unknown) => {
      const answer = await raw(user, method, path, body);
      answers.push(answer);
      expect(answer.status, `${method} ${path}`).toBeLessThan(300);
      return answer.body;
    };
    expect(await connectYahoo(user)).toBe('/import?yahoo=connected');
    const privateLeague = {
      provider: 'espn',
      league: ESPN_PRIVATE_LEAGUE_ID,
      season: SEASON,
      ...ESPN_PRIVATE_COOKIES,
    };
    await call('POST', '/api/import/rosters', privateLeague);
    await call('POST', '/api/import/preview', { ...privateLeague, rosterId: 1 });
    const espnImport = (await call('POST', '/api/import', {
      ...privateLeague,
      rosterId: 1,
    })) as ImportResponse;
    await call('PUT', `/api/import/leagues/${espnImport.league.id}/credentials`, ESPN_PRIVATE_COOKIES);
    await call('POST', `/api/import/leagues/${espnImport.league.id}/sync`);
    await call('GET', '/api/import/yahoo/connection');
    await call('GET', '/api/import/yahoo/leagues');
    const yahooLeague = { provider: 'yahoo', leagueId: SUPERFLEX_LEAGUE_KEY };
    await call('POST', '/api/import/rosters', yahooLeague);
    await call('POST', '/api/import/preview', { ...yahooLeague, rosterId: 4 });
    const yahooImport = (await call('POST', '/api/import', {
      ...yahooLeague,
      rosterId: 4,
    })) as ImportResponse;
    clock.advance(2 * 3_600_000); // a refresh, and new tokens stored
    await call('POST', `/api/import/leagues/${yahooImport.league.id}/sync`);
    await call('GET', '/api/import/leagues');
    await call('GET', '/api/import/yahoo/connection');

    const secrets = [
      ...cookieSecrets(ESPN_PRIVATE_COOKIES),
      ...cookieSecrets(ROTATED_COOKIES),
      ...yahoo.issuedSecrets(),
      yahoo.clientSecret,
    ];
    // Every token the fake issued to this server: codes, access and refresh tokens, a refresh's too.
    expect(yahoo.issuedSecrets().filter((secret) => secret.startsWith('yrt.')).length).toBeGreaterThan(5);

    const files = await filesUnder(server.dataDir);
    const stored = files.map((file) => file.text).join('\n');
    // What is read is the store (the sealed records are in it), not an empty folder.
    expect(files.length).toBeGreaterThan(3);
    expect(stored).toContain(espnImport.league.id);
    expect(stored).toContain('aes-256-gcm');
    const logged = JSON.stringify(log.lines);
    expect(logged).toContain(YAHOO_CALLBACK_PATH);
    const answered = answers.map((answer) => JSON.stringify(answer.body)).join('\n');
    for (const secret of secrets) {
      const clip = `${secret.slice(0, 8)}…`;
      expect(
        files.filter((file) => file.text.includes(secret)).map((file) => file.path),
        clip,
      ).toEqual([]);
      expect(logged.includes(secret), `logs hold ${clip}`).toBe(false);
      expect(answered.includes(secret), `an answer holds ${clip}`).toBe(false);
    }
  });
});
